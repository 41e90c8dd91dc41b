import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSchema, protectedPaymentSchema } from '../../domain/schemas/protected-payments';
import { BadRequestError, ServiceUnavailableError } from '../errors';
import { requireCaller } from '../plugins/auth';
import {
  acceptWork,
  checkout,
  getProtectedPayment,
  markDelivered,
  payDirectly,
  receiveCallback,
  returnFromPartner,
  type EscrowPartner,
} from '../services/escrow';
import { bearerSecurity, errorResponses, idParams, publicSecurity } from './common';

const NOT_SET_UP = 'Paying through Khaya is not available right now: pay the provider directly.';

/**
 * Protected payment (issue 48): where a job's money stands, and what each side does about it;
 * the escrow partner's callbacks, and the way back from its payment page.
 */
export const protectedPaymentRoutes: FastifyPluginAsyncZod<{
  escrow: EscrowPartner | null;
  payoutKey: Buffer;
}> = async (app, options) => {
  const partner = () => {
    if (!options.escrow) throw new ServiceUnavailableError(NOT_SET_UP);
    return options.escrow;
  };
  const db = () => app.database.db;

  app.get(
    '/quote-requests/:id/payment',
    {
      schema: {
        summary: "Where a job's payment through Khaya stands (its customer or provider)",
        operationId: 'getProtectedPayment',
        security: bearerSecurity,
        params: idParams,
        response: { 200: protectedPaymentSchema, ...errorResponses(404) },
      },
    },
    async (request) => getProtectedPayment(db(), requireCaller(request), request.params.id),
  );

  app.post(
    '/quote-requests/:id/payment/checkout',
    {
      schema: {
        summary: "The customer goes to pay: the escrow partner's payment page for this job",
        operationId: 'checkoutProtectedPayment',
        security: bearerSecurity,
        params: idParams,
        response: { 200: checkoutSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      checkout(db(), partner(), options.payoutKey, requireCaller(request), request.params.id),
  );

  const step = (path: string, operationId: string, summary: string, run: typeof markDelivered) =>
    app.post(
      `/quote-requests/:id/payment/${path}`,
      {
        schema: {
          summary,
          operationId,
          security: bearerSecurity,
          params: idParams,
          response: { 200: protectedPaymentSchema, ...errorResponses(404, 409) },
        },
      },
      async (request) => run(db(), partner(), requireCaller(request), request.params.id),
    );
  step(
    'delivered',
    'markWorkDelivered',
    'The provider says the work is done: the customer has 24 hours to accept it',
    markDelivered,
  );
  step(
    'accept',
    'acceptDeliveredWork',
    'The customer accepts the work: the escrow partner pays the provider out',
    acceptWork,
  );
  step(
    'direct',
    'payProviderDirectly',
    'The customer pays the provider directly instead, before paying through Khaya',
    payDirectly,
  );

  app.post(
    '/payments/tradesafe/callback',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          "TradeSafe's callback: a prompt to read the transaction back through its API, never the truth by itself",
        operationId: 'receiveTradeSafeCallback',
        security: publicSecurity,
        body: z.record(z.string(), z.unknown()),
        response: { 200: z.object({ outcome: z.string() }) },
      },
    },
    async (request) => {
      if (!options.escrow) throw new BadRequestError(NOT_SET_UP);
      return { outcome: await receiveCallback(db(), options.escrow, request.body) };
    },
  );

  app.get(
    '/payments/tradesafe/return',
    {
      config: { auth: 'public' },
      // A redirect for the customer's browser, not part of the JSON API.
      schema: {
        hide: true,
        querystring: z.object({
          reference: z.string().max(100).optional(),
          status: z.string().max(40).optional(),
          transactionId: z.string().max(100).optional(),
        }),
      },
    },
    async (request, reply) => {
      const requestId = await returnFromPartner(
        db(),
        options.escrow,
        request.query.reference ?? '',
      );
      if (!requestId) return reply.redirect('/customer', 303);
      const status = request.query.status === 'success' ? 'paid' : 'failed';
      return reply.redirect(`/customer/requests/${requestId}?payment=${status}`, 303);
    },
  );
};
