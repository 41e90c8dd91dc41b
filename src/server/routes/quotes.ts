import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRequestSchema } from '../../domain/schemas/quote-requests';
import {
  acceptQuoteBodySchema,
  createQuoteBodySchema,
  quoteSchema,
  reviseQuoteBodySchema,
} from '../../domain/schemas/quotes';
import { ServiceUnavailableError } from '../errors';
import { requireCaller } from '../plugins/auth';
import type { EscrowPartner } from '../services/escrow';
import { errorResponses, bearerSecurity, idParams } from './common';
import {
  acceptQuote,
  createQuote,
  declineQuote,
  getQuote,
  reviseQuote,
  withdrawQuote,
} from '../services/quotes';

export const quoteRoutes: FastifyPluginAsyncZod<{
  clock: () => Date;
  /** The escrow partner for payment through Khaya; null when none is set up (503). */
  escrow: EscrowPartner | null;
}> = async (app, options) => {
  app.post(
    '/quotes',
    {
      schema: {
        summary: "Send a quote as the caller's provider profile",
        operationId: 'createQuote',
        security: bearerSecurity,
        body: createQuoteBodySchema,
        response: { 201: quoteSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request, reply) => {
      const quote = await createQuote(
        app.database.db,
        requireCaller(request),
        request.body,
        options.clock(),
      );
      return reply.status(201).send(quote);
    },
  );

  app.get(
    '/quotes/:id',
    {
      schema: {
        summary: 'One quote with the terms before its last change (its provider or customer)',
        operationId: 'getQuote',
        security: bearerSecurity,
        params: idParams,
        response: { 200: quoteSchema, ...errorResponses(404) },
      },
    },
    async (request) => getQuote(app.database.db, requireCaller(request), request.params.id),
  );

  app.patch(
    '/quotes/:id',
    {
      schema: {
        summary: 'The provider revises its open quote (a new revision; the customer is told)',
        operationId: 'reviseQuote',
        security: bearerSecurity,
        params: idParams,
        body: reviseQuoteBodySchema,
        response: { 200: quoteSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      reviseQuote(
        app.database.db,
        requireCaller(request),
        request.params.id,
        request.body,
        options.clock(),
      ),
  );

  app.post(
    '/quotes/:id/withdraw',
    {
      schema: {
        summary: 'The provider withdraws its open quote',
        operationId: 'withdrawQuote',
        security: bearerSecurity,
        params: idParams,
        response: { 200: quoteSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => withdrawQuote(app.database.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/quotes/:id/accept',
    {
      schema: {
        summary:
          'The customer accepts a quote (the revision they saw); every other open quote is declined',
        operationId: 'acceptQuote',
        security: bearerSecurity,
        params: idParams,
        body: acceptQuoteBodySchema,
        response: { 200: quoteRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const protectedPayment = request.body?.payment === 'protected';
      if (protectedPayment && !options.escrow) {
        throw new ServiceUnavailableError(
          'Paying through Khaya is not available right now: choose to pay the provider directly.',
        );
      }
      return acceptQuote(app.database.db, caller, request.params.id, {
        revision: request.body?.revision,
        now: options.clock(),
        protectedBy: protectedPayment ? options.escrow?.name : undefined,
        protectedAvailable: options.escrow !== null,
      });
    },
  );

  app.post(
    '/quotes/:id/decline',
    {
      schema: {
        summary: 'The customer declines a quote',
        operationId: 'declineQuote',
        security: bearerSecurity,
        params: idParams,
        response: { 200: quoteRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => declineQuote(app.database.db, requireCaller(request), request.params.id),
  );
};
