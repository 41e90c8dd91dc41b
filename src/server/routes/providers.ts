import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../domain/schemas/common';
import {
  createProviderBodySchema,
  NEXT_CURSOR_HEADER,
  providerListItemSchema,
  providerListQuerySchema,
  providerProfileSchema,
  updateProviderBodySchema,
} from '../../domain/schemas/providers';
import { requireCaller } from '../plugins/auth';
import { errorResponses, bearerSecurity } from './common';
import {
  createProvider,
  getOwnProvider,
  listProviders,
  toProviderListItem,
  toProviderProfile,
  updateOwnProvider,
} from '../services/providers';

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/providers',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Browse providers, best first (paginated; next cursor in X-Next-Cursor)',
        querystring: providerListQuerySchema,
        response: { 200: z.array(providerListItemSchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listProviders(app.database.db, request.query);
      if (nextCursor) void reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items.map(toProviderListItem);
    },
  );

  app.post(
    '/providers',
    {
      schema: {
        summary: "Create the caller's provider profile",
        security: bearerSecurity,
        body: createProviderBodySchema,
        response: { 201: providerProfileSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await createProvider(app.database.db, requireCaller(request), request.body);
      return reply.status(201).send(toProviderProfile(row));
    },
  );

  app.get(
    '/providers/me',
    {
      schema: {
        summary: "The caller's provider profile",
        security: bearerSecurity,
        response: { 200: providerProfileSchema, ...errorResponses },
      },
    },
    async (request) =>
      toProviderProfile(await getOwnProvider(app.database.db, requireCaller(request))),
  );

  app.patch(
    '/providers/me',
    {
      schema: {
        summary: "Edit the caller's provider profile",
        security: bearerSecurity,
        body: updateProviderBodySchema,
        response: { 200: providerProfileSchema, ...errorResponses },
      },
    },
    async (request) =>
      toProviderProfile(
        await updateOwnProvider(app.database.db, requireCaller(request), request.body),
      ),
  );
};
