import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  priceChangeInputSchema,
  priceChangeSchema,
  priceChangesSchema,
} from '../../domain/schemas/price-changes';
import { checkoutSchema } from '../../domain/schemas/protected-payments';
import { ServiceUnavailableError } from '../errors';
import { requireCaller } from '../plugins/auth';
import {
  agreeToPriceChange,
  checkoutPriceChange,
  declinePriceChange,
  listPriceChanges,
  proposePriceChange,
  withdrawPriceChange,
  type EscrowPartner,
} from '../services/escrow';
import { bearerSecurity, errorResponses, idParams } from './common';

const changeParams = idParams.extend({ changeId: z.string().max(100) });

/**
 * Price changes after accept (issue 48, CPA section 15): the provider asks for more with a
 * reason; the customer agrees or declines and, on a job paid through Khaya, pays the extra into
 * escrow before it counts.
 */
export const priceChangeRoutes: FastifyPluginAsyncZod<{
  escrow: EscrowPartner | null;
  payoutKey: Buffer;
}> = async (app, options) => {
  const db = () => app.database.db;

  app.get(
    '/quote-requests/:id/price-changes',
    {
      schema: {
        summary: "A job's agreed price and the changes asked for since (its customer or provider)",
        operationId: 'listPriceChanges',
        security: bearerSecurity,
        params: idParams,
        response: { 200: priceChangesSchema, ...errorResponses(404) },
      },
    },
    async (request) => listPriceChanges(db(), requireCaller(request), request.params.id),
  );

  app.post(
    '/quote-requests/:id/price-changes',
    {
      schema: {
        summary: 'The provider asks for more than the agreed price, with a reason',
        operationId: 'proposePriceChange',
        security: bearerSecurity,
        params: idParams,
        body: priceChangeInputSchema,
        response: { 201: priceChangeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await proposePriceChange(db(), requireCaller(request), request.params.id, request.body),
        ),
  );

  const answer = (
    path: 'agree' | 'decline',
    operationId: string,
    summary: string,
    run: typeof agreeToPriceChange,
  ) =>
    app.post(
      `/quote-requests/:id/price-changes/:changeId/${path}`,
      {
        schema: {
          summary,
          operationId,
          security: bearerSecurity,
          params: changeParams,
          response: { 200: priceChangeSchema, ...errorResponses(404, 409) },
        },
      },
      async (request) =>
        run(db(), requireCaller(request), request.params.id, request.params.changeId),
    );
  answer(
    'agree',
    'agreeToPriceChange',
    'The customer agrees to a price change (paid through Khaya: the extra is paid into escrow next)',
    agreeToPriceChange,
  );
  answer(
    'decline',
    'declinePriceChange',
    'The customer declines a price change: the price stays as agreed',
    declinePriceChange,
  );

  app.post(
    '/quote-requests/:id/price-changes/:changeId/withdraw',
    {
      schema: {
        summary: 'The provider withdraws a price change before it counts',
        operationId: 'withdrawPriceChange',
        security: bearerSecurity,
        params: changeParams,
        response: { 200: priceChangeSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      withdrawPriceChange(
        db(),
        options.escrow,
        requireCaller(request),
        request.params.id,
        request.params.changeId,
      ),
  );

  app.post(
    '/quote-requests/:id/price-changes/:changeId/checkout',
    {
      schema: {
        summary: "The customer pays an agreed extra into escrow: the partner's payment page",
        operationId: 'checkoutPriceChange',
        security: bearerSecurity,
        params: changeParams,
        response: { 200: checkoutSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      if (!options.escrow) {
        throw new ServiceUnavailableError(
          'Paying through Khaya is not available right now: pay the provider directly.',
        );
      }
      return checkoutPriceChange(
        db(),
        options.escrow,
        options.payoutKey,
        requireCaller(request),
        request.params.id,
        request.params.changeId,
      );
    },
  );
};
