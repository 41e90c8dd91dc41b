import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteRequestSchema } from '../../domain/schemas/quote-requests';
import { createQuoteBodySchema, quoteSchema } from '../../domain/schemas/quotes';
import { requireCaller } from '../plugins/auth';
import { errorResponses, bearerSecurity, idParams } from './common';
import { acceptQuote, createQuote, declineQuote } from '../services/quotes';

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const quote = await createQuote(app.database.db, requireCaller(request), request.body);
      return reply.status(201).send(quote);
    },
  );

  app.post(
    '/quotes/:id/accept',
    {
      schema: {
        summary: 'The customer accepts a quote; every other open quote is declined',
        operationId: 'acceptQuote',
        security: bearerSecurity,
        params: idParams,
        response: { 200: quoteRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => acceptQuote(app.database.db, requireCaller(request), request.params.id),
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
