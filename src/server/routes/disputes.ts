import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disputeOfferSchema,
  disputeSchema,
  jobDisputeSchema,
  openDisputeSchema,
} from '../../domain/schemas/disputes';
import { requireCaller } from '../plugins/auth';
import {
  acceptOffer,
  escalateDispute,
  jobDispute,
  offerRefund,
  openDispute,
  withdrawDispute,
} from '../services/disputes';
import type { EscrowPartner } from '../services/escrow';
import { bearerSecurity, errorResponses, idParams } from './common';

const offerParams = idParams.extend({ offerId: z.string().max(100) });

/**
 * Disputes about a job (issue 49), the two sides' part: raising a problem with done work (or a
 * Khaya Guarantee claim), offers of a partial refund to settle, asking Khaya to decide, and
 * withdrawing. Money held by the escrow partner stays held until it ends.
 */
export const disputeRoutes: FastifyPluginAsyncZod<{
  escrow: EscrowPartner | null;
  clock: () => Date;
}> = async (app, options) => {
  const db = () => app.database.db;

  app.get(
    '/quote-requests/:id/dispute',
    {
      schema: {
        summary: "A job's dispute, or whether one can be opened (its customer or provider)",
        operationId: 'getJobDispute',
        security: bearerSecurity,
        params: idParams,
        response: { 200: jobDisputeSchema, ...errorResponses(404) },
      },
    },
    async (request) => jobDispute(db(), requireCaller(request), request.params.id, options.clock()),
  );

  app.post(
    '/quote-requests/:id/dispute',
    {
      schema: {
        summary: 'Either side raises a problem with done work; held money stays held',
        operationId: 'openDispute',
        security: bearerSecurity,
        params: idParams,
        body: openDisputeSchema,
        response: { 201: disputeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await openDispute(
            db(),
            options.escrow,
            requireCaller(request),
            request.params.id,
            request.body,
            options.clock(),
          ),
        ),
  );

  app.post(
    '/disputes/:id/offers',
    {
      schema: {
        summary: 'Either side offers a partial refund in rand to settle (it replaces the last)',
        operationId: 'offerDisputeRefund',
        security: bearerSecurity,
        params: idParams,
        body: disputeOfferSchema,
        response: { 201: disputeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await offerRefund(
            db(),
            requireCaller(request),
            request.params.id,
            request.body,
            options.clock(),
          ),
        ),
  );

  app.post(
    '/disputes/:id/offers/:offerId/accept',
    {
      schema: {
        summary: "The other side's offer accepted: the dispute is settled and the money moves",
        operationId: 'acceptDisputeOffer',
        security: bearerSecurity,
        params: offerParams,
        response: { 200: disputeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      acceptOffer(
        db(),
        options.escrow,
        requireCaller(request),
        request.params.id,
        request.params.offerId,
        options.clock(),
      ),
  );

  app.post(
    '/disputes/:id/escalate',
    {
      schema: {
        summary: 'Either side asks Khaya to decide the dispute',
        operationId: 'escalateDispute',
        security: bearerSecurity,
        params: idParams,
        response: { 200: disputeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      escalateDispute(db(), requireCaller(request), request.params.id, options.clock()),
  );

  app.post(
    '/disputes/:id/withdraw',
    {
      schema: {
        summary: 'The side that opened the dispute lets it go; held money is paid out',
        operationId: 'withdrawDispute',
        security: bearerSecurity,
        params: idParams,
        response: { 200: disputeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      withdrawDispute(
        db(),
        options.escrow,
        requireCaller(request),
        request.params.id,
        options.clock(),
      ),
  );
};
