import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProviderBodySchema,
  NEXT_CURSOR_HEADER,
  providerListItemSchema,
  providerListQuerySchema,
  providerPageQuerySchema,
  providerPageSchema,
  providerProfileSchema,
  providerSummarySchema,
  updateProviderBodySchema,
  type ProviderListQuery,
} from '../../domain/schemas/providers';
import { requireCaller } from '../plugins/auth';
import { providerListKey, type CachedProviderPage } from '../services/providers';
import { bearerSecurity, errorResponses, idParams, publicSecurity } from './common';
import { publicProviderPage } from '../services/providers';
import {
  createProvider,
  getOwnProvider,
  toProviderListItem,
  toProviderProfile,
  updateOwnProvider,
} from '../services/providers';
import { addDayOff, listDaysOff, listProviders, removeDayOff } from '../services/providers';
import { dayOffBodySchema, dayOffSchema } from '../../domain/schemas/availability';
import { landingSummary } from '../services/landing';

/** The summary's place in the Browse Providers cache, cleared by the same events. */
const SUMMARY_KEY = 'summary';

const providerListSchema = z.array(providerListItemSchema);

export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A page of the listing as the response schema serializes it (and as the cache keeps it). */
  const readPage = async (query: ProviderListQuery): Promise<CachedProviderPage> => {
    const { items, nextCursor } = await listProviders(app.database.db, query);
    return {
      body: JSON.stringify(providerListSchema.parse(items.map(toProviderListItem))),
      nextCursor,
    };
  };

  app.get(
    '/providers',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Browse providers, best first (paginated; next cursor in X-Next-Cursor)',
        operationId: 'listProviders',
        security: publicSecurity,
        querystring: providerListQuerySchema,
        response: { 200: providerListSchema },
      },
    },
    async (request, reply) => {
      // A first page may be stored; a page further on (a cursor) is always read.
      const key = providerListKey(request.query);
      const stored = key === undefined ? undefined : await app.providerListCache.get(key);
      const page = stored?.page ?? (await readPage(request.query));
      if (key !== undefined && stored && !stored.page)
        await app.providerListCache.set(key, stored.generation, page);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      // Already serialized: JSON sent as it is (the type provider only knows the parsed shape).
      return reply.type('application/json; charset=utf-8').send(page.body as never);
    },
  );

  app.get(
    '/providers/summary',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          "How many providers offer each service, and the landing page's figures (null while too small to show)",
        operationId: 'getProviderSummary',
        security: publicSecurity,
        response: { 200: providerSummarySchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and slow to change: browsers and caches may keep it a minute.
      void reply.header('cache-control', 'public, max-age=60');
      const stored = await app.providerListCache.get(SUMMARY_KEY);
      if (stored.page)
        return reply.type('application/json; charset=utf-8').send(stored.page.body as never);
      const body = JSON.stringify(
        providerSummarySchema.parse(await landingSummary(app.database.db)),
      );
      await app.providerListCache.set(SUMMARY_KEY, stored.generation, { body, nextCursor: null });
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/providers/:id',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          "A provider's public page: profile, jobs completed, member since, rating breakdown (lat and lng: distance)",
        operationId: 'getProviderPage',
        security: publicSecurity,
        params: idParams,
        querystring: providerPageQuerySchema,
        response: { 200: providerPageSchema, ...errorResponses(404) },
      },
    },
    async (request) => publicProviderPage(app.database.db, request.params.id, request.query),
  );

  app.post(
    '/providers',
    {
      schema: {
        summary: "Create the caller's provider profile",
        operationId: 'createProvider',
        security: bearerSecurity,
        body: createProviderBodySchema,
        response: { 201: providerProfileSchema, ...errorResponses(403, 404) },
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
        operationId: 'getOwnProvider',
        security: bearerSecurity,
        response: { 200: providerProfileSchema, ...errorResponses(404) },
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
        operationId: 'updateOwnProvider',
        security: bearerSecurity,
        body: updateProviderBodySchema,
        response: { 200: providerProfileSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await updateOwnProvider(app.database.db, requireCaller(request), request.body);
      return toProviderProfile(row);
    },
  );

  app.get(
    '/providers/me/days-off',
    {
      schema: {
        summary: "The caller's days off that have not ended, soonest first",
        operationId: 'listDaysOff',
        security: bearerSecurity,
        response: { 200: z.array(dayOffSchema), ...errorResponses(403) },
      },
    },
    async (request) => listDaysOff(app.database.db, requireCaller(request)),
  );

  app.post(
    '/providers/me/days-off',
    {
      schema: {
        summary: 'Add a day or a stretch off: requests wanted only on days off are not sent',
        operationId: 'addDayOff',
        security: bearerSecurity,
        body: dayOffBodySchema,
        response: { 201: dayOffSchema, ...errorResponses(403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addDayOff(app.database.db, requireCaller(request), request.body)),
  );

  app.delete(
    '/providers/me/days-off/:id',
    {
      schema: {
        summary: 'Remove one of the caller’s days off',
        operationId: 'removeDayOff',
        security: bearerSecurity,
        params: idParams,
        response: { 204: z.null(), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await removeDayOff(app.database.db, requireCaller(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
