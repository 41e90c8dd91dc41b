import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../domain/schemas/providers';
import {
  createQuoteRequestBodySchema,
  customerStatsSchema,
  openNearQuerySchema,
  openNearSchema,
  providerStatsSchema,
  quoteRequestListQuerySchema,
  quoteRequestSchema,
  quoteRequestViewSchema,
} from '../../domain/schemas/quote-requests';
import { requireCaller } from '../plugins/auth';
import { errorResponses, bearerSecurity, idParams, publicSecurity } from './common';
import {
  closeQuoteRequest,
  completeQuoteRequest,
  createQuoteRequest,
  customerStats,
  getQuoteRequest,
  listQuoteRequests,
  openRequestsNear,
  providerStats,
} from '../services/quote-requests';
import { compareQuotes } from '../services/quotes';
import { comparisonSchema } from '../../domain/schemas/quote-comparison';

export const quoteRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/quote-requests',
    {
      schema: {
        summary: 'Post a quote request as the caller',
        operationId: 'createQuoteRequest',
        security: bearerSecurity,
        body: createQuoteRequestBodySchema,
        response: { 201: quoteRequestSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const created = await createQuoteRequest(
        app.database.db,
        requireCaller(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/quote-requests',
    {
      schema: {
        summary:
          "The caller's requests (as=customer) or the requests a provider sees (as=provider), newest first",
        operationId: 'listQuoteRequests',
        security: bearerSecurity,
        querystring: quoteRequestListQuerySchema,
        response: { 200: z.array(quoteRequestSchema), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listQuoteRequests(
        app.database.db,
        requireCaller(request),
        request.query,
      );
      if (nextCursor) void reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.get(
    '/quote-requests/open-near',
    {
      config: { auth: 'public' },
      schema: {
        summary: `Open requests near a place in South Africa, per service (counts only)`,
        operationId: 'countOpenRequestsNear',
        security: publicSecurity,
        querystring: openNearQuerySchema,
        response: { 200: openNearSchema },
      },
    },
    async (request, reply) => {
      // Counts change as requests come and go: a few minutes old is fine for a pitch.
      void reply.header('cache-control', 'public, max-age=300');
      return openRequestsNear(app.database.db, request.query);
    },
  );

  app.get(
    '/quote-requests/stats',
    {
      schema: {
        summary: 'Dashboard counters for the customer or the provider view',
        operationId: 'getQuoteRequestStats',
        security: bearerSecurity,
        querystring: z.object({ as: quoteRequestViewSchema.default('customer') }),
        response: {
          200: z.union([customerStatsSchema, providerStatsSchema]),
          ...errorResponses(403),
        },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return request.query.as === 'provider'
        ? providerStats(app.database.db, caller)
        : customerStats(app.database.db, caller);
    },
  );

  app.get(
    '/quote-requests/:id',
    {
      schema: {
        summary: 'One request, if the caller may see it',
        operationId: 'getQuoteRequest',
        security: bearerSecurity,
        params: idParams,
        response: { 200: quoteRequestSchema, ...errorResponses(404) },
      },
    },
    async (request) => getQuoteRequest(app.database.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/quote-requests/:id/complete',
    {
      schema: {
        summary: 'The customer marks an accepted job completed',
        operationId: 'completeQuoteRequest',
        security: bearerSecurity,
        params: idParams,
        response: { 200: quoteRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      completeQuoteRequest(app.database.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/quote-requests/:id/close',
    {
      schema: {
        summary: 'The customer closes an open request: no more quotes, open quotes declined',
        operationId: 'closeQuoteRequest',
        security: bearerSecurity,
        params: idParams,
        response: { 200: quoteRequestSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      closeQuoteRequest(app.database.db, requireCaller(request), request.params.id),
  );

  app.get(
    '/quote-requests/:id/comparison',
    {
      schema: {
        summary: "A request's quotes compared with their providers' figures, and its history",
        operationId: 'compareQuotes',
        security: bearerSecurity,
        params: idParams,
        response: { 200: comparisonSchema, ...errorResponses(404) },
      },
    },
    async (request) => compareQuotes(app.database.db, requireCaller(request), request.params.id),
  );
};
