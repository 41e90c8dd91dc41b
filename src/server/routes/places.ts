import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSecurity } from './common';
import { placeQuerySchema, placeSchema } from '../../domain/schemas/places';
import { searchPlaces } from '../services/places';

export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'South African place suggestions (the built-in list, when Google Places is off)',
        operationId: 'searchPlaces',
        security: publicSecurity,
        querystring: placeQuerySchema,
        response: { 200: z.array(placeSchema) },
      },
    },
    async (request, reply) => {
      // The list only changes with a release: let browsers and proxies keep answers a day.
      void reply.header('cache-control', 'public, max-age=86400');
      return searchPlaces(request.query.q, request.query.limit);
    },
  );
};
