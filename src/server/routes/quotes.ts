import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../domain/schemas/common';
import { quoteRequestSchema } from '../../domain/schemas/quote-requests';
import { createQuoteBodySchema, quoteSchema } from '../../domain/schemas/quotes';
import { requireCaller } from '../plugins/auth';
import { acceptQuote, createQuote, declineQuote } from '../services/quotes';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().max(100) });

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quotes',
    {
      schema: {
        summary: "Send a quote as the caller's provider profile",
        security,
        body: createQuoteBodySchema,
        response: { 201: quoteSchema, ...errors },
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
        security,
        params: idParams,
        response: { 200: quoteRequestSchema, ...errors },
      },
    },
    async (request) => acceptQuote(app.database.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/quotes/:id/decline',
    {
      schema: {
        summary: 'The customer declines a quote',
        security,
        params: idParams,
        response: { 200: quoteRequestSchema, ...errors },
      },
    },
    async (request) => declineQuote(app.database.db, requireCaller(request), request.params.id),
  );
};
