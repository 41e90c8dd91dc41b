import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../domain/http';
import {
  jobReviewsSchema,
  replyBodySchema,
  reportBodySchema,
  reviewBodySchema,
  reviewListQuerySchema,
  reviewSchema,
} from '../../domain/schemas/reviews';
import { requireCaller } from '../plugins/auth';
import {
  getJobReviews,
  providerReviews,
  replyToReview,
  reportReview,
  submitReview,
} from '../services/reviews';
import { bearerSecurity, errorResponses, idParams, publicSecurity } from './common';

export const reviewRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  app.get(
    '/quote-requests/:id/reviews',
    {
      schema: {
        summary:
          "A completed job's reviews, for one of its two parties (the other's once published)",
        operationId: 'getJobReviews',
        security: bearerSecurity,
        params: idParams,
        response: { 200: jobReviewsSchema, ...errorResponses(404) },
      },
    },
    async (request) => getJobReviews(app.database.db, requireCaller(request), request.params.id),
  );

  app.post(
    '/quote-requests/:id/reviews',
    {
      schema: {
        summary:
          'Review the other party of a completed job (hidden until both have, or 14 days pass)',
        operationId: 'submitReview',
        security: bearerSecurity,
        params: idParams,
        body: reviewBodySchema,
        response: { 201: jobReviewsSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const result = await submitReview(
        app.database.db,
        requireCaller(request),
        request.params.id,
        request.body,
        options.clock(),
      );
      return reply.code(201).send(result);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      schema: {
        summary: "The reviewed provider's one public reply to a published review",
        operationId: 'replyToReview',
        security: bearerSecurity,
        params: idParams,
        body: replyBodySchema,
        response: { 200: reviewSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      replyToReview(
        app.database.db,
        requireCaller(request),
        request.params.id,
        request.body.text,
        options.clock(),
      ),
  );

  app.post(
    '/reviews/:id/report',
    {
      schema: {
        summary: 'Report a published review (kept for the admin desk)',
        operationId: 'reportReview',
        security: bearerSecurity,
        params: idParams,
        body: reportBodySchema,
        response: { 201: z.object({ reported: z.literal(true) }), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reportReview(
            app.database.db,
            requireCaller(request),
            request.params.id,
            request.body.reason,
          ),
        ),
  );

  app.get(
    '/providers/:id/reviews',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          "A provider's published reviews, newest first (paginated; next cursor in X-Next-Cursor)",
        operationId: 'listProviderReviews',
        security: publicSecurity,
        params: idParams,
        querystring: reviewListQuerySchema,
        response: { 200: z.array(reviewSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await providerReviews(
        app.database.db,
        request.params.id,
        request.query,
      );
      if (nextCursor) void reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );
};
