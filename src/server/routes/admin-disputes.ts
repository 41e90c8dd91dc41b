import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disputeCaseSchema,
  disputeDecisionSchema,
  disputeQueueItemSchema,
  disputeSchema,
} from '../../domain/schemas/disputes';
import { decideDispute, disputeCase, disputeQueue } from '../services/disputes';
import type { EscrowPartner } from '../services/escrow';
import type { Admin } from '../services/verification';
import { bearerSecurity, errorResponses, idParams } from './common';

const CONCEALED = { auth: 'concealed' } as const;

/**
 * The admin desk's disputes (issue 49): the queue, a case's evidence and the decision; inside
 * the admin routes, behind their admin check (anyone else gets 404).
 */
export const adminDisputeRoutes: FastifyPluginAsyncZod<{
  adminOf: (request: { admin: Admin | null }) => Admin;
  escrow: EscrowPartner | null;
  clock: () => Date;
}> = async (app, { adminOf, escrow, clock }) => {
  const db = () => app.database.db;

  app.get(
    '/admin/disputes',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary:
          'Admins: open disputes, oldest first (stage, money held, deadline), and the last ended',
        operationId: 'adminDisputeQueue',
        security: bearerSecurity,
        response: {
          200: z.object({
            open: z.array(disputeQueueItemSchema),
            ended: z.array(disputeQueueItemSchema),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      adminOf(request);
      return disputeQueue(db(), clock());
    },
  );

  app.get(
    '/admin/disputes/:id',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: a dispute with its evidence (the job, quote, booking and thread)',
        operationId: 'adminDisputeCase',
        security: bearerSecurity,
        params: idParams,
        response: { 200: disputeCaseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      adminOf(request);
      return disputeCase(db(), request.params.id, clock());
    },
  );

  app.post(
    '/admin/disputes/:id/decision',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: decide a dispute with a reason; the money moves as decided',
        operationId: 'adminDecideDispute',
        security: bearerSecurity,
        params: idParams,
        body: disputeDecisionSchema,
        response: { 200: disputeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      decideDispute(db(), escrow, adminOf(request), request.params.id, request.body, clock()),
  );
};
