import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  noShowAnswerBodySchema,
  noShowReportBodySchema,
  noShowSchema,
  noShowStatusSchema,
} from '../../domain/schemas/cancellations';
import { requireCaller } from '../plugins/auth';
import { answerNoShow, noShowStatus, reportNoShow } from '../services/cancellations';
import type { EscrowPartner } from '../services/escrow';
import { bearerSecurity, errorResponses, idParams } from './common';

/**
 * No-shows (issue 49): either side of a booked visit reports that the other did not come, from
 * 30 minutes after its start; the other confirms or explains within 24 hours.
 */
export const noShowRoutes: FastifyPluginAsyncZod<{
  escrow: EscrowPartner | null;
  clock: () => Date;
}> = async (app, options) => {
  const db = () => app.database.db;

  app.get(
    '/bookings/:id/no-show',
    {
      schema: {
        summary: 'A booked visit’s no-show report, if any, and from when one may be made',
        operationId: 'getNoShow',
        security: bearerSecurity,
        params: idParams,
        response: { 200: noShowStatusSchema, ...errorResponses(404) },
      },
    },
    async (request) => noShowStatus(db(), requireCaller(request), request.params.id),
  );

  app.post(
    '/bookings/:id/no-show',
    {
      schema: {
        summary: 'Report that the other side did not come (from 30 minutes after the start)',
        operationId: 'reportNoShow',
        security: bearerSecurity,
        params: idParams,
        body: noShowReportBodySchema,
        response: { 201: noShowSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const report = await reportNoShow(
        db(),
        requireCaller(request),
        request.params.id,
        request.body,
        options.clock(),
      );
      return reply.code(201).send(report);
    },
  );

  app.post(
    '/bookings/:id/no-show/answer',
    {
      schema: {
        summary: 'The side reported absent confirms the no-show (the visit ends) or explains',
        operationId: 'answerNoShow',
        security: bearerSecurity,
        params: idParams,
        body: noShowAnswerBodySchema,
        response: { 200: noShowSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      answerNoShow(
        db(),
        options.escrow,
        requireCaller(request),
        request.params.id,
        request.body,
        options.clock(),
      ),
  );
};
