import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProviderListItem } from '../../src/domain/schemas/providers';
import { buildApp, type AppOptions } from '../../src/server/app';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import { FIGURE_MINIMUMS } from '../../src/domain/landing-figures';
import { southAfricanDate } from '../../src/domain/verification';
import { quoteRequests } from '../../src/server/db/schema';
import { providers } from '../../src/server/db/schema';
import { setAdmin } from '../../src/server/services/verification';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';
import {
  memoryProviderListCache,
  redisProviderListCache,
  type ProviderListCache,
} from '../../src/server/services/providers';
import {
  customer,
  postQuote,
  postRequest,
  provider,
  PLUMBING_REQUEST,
  type Actor,
} from '../helpers/actors';
import { PDF, upload, VALID_FIELDS } from '../helpers/documents';
import { finishedJob } from '../helpers/jobs';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/app';
import { unreachableRedis } from '../helpers/redis';

/** Another instance of the API on the same database, as a second server would be. */
async function secondInstance(first: TestApp, providerListCache?: ProviderListCache) {
  const options: AppOptions = {
    database: first.database,
    verifier: firebaseVerifier(EMULATOR_PROJECT_ID),
    publicConfig: { firebase: { apiKey: 'k', authDomain: 'd', projectId: EMULATOR_PROJECT_ID } },
    rateLimits: null,
    providerListCache,
  };
  const app = await buildApp(options);
  await app.ready();
  return app;
}

const list = async (app: FastifyInstance, query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/providers${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const names = async (app: FastifyInstance, query: string) =>
  (await list(app, query)).json<ProviderListItem[]>().map((item) => item.name);

/** A change made in the database itself, as an administrator verifying a provider would. */
const rename = (testApp: TestApp, actor: Actor, location: string) =>
  testApp.database.db
    .update(providers)
    .set({ location })
    .where(eq(providers.id, actor.providerId!));

const locationOf = async (app: FastifyInstance, query: string, id: string) =>
  (await list(app, query)).json<ProviderListItem[]>().find((item) => item.id === id)?.location;

for (const kind of databaseKinds()) {
  describe(`the first pages of Browse Providers, cached [${kind}]`, () => {
    const opened: TestApp[] = [];
    const open = async (cache: ProviderListCache) => {
      const testApp = await createTestApp(kind, { providerListCache: cache });
      opened.push(testApp);
      return testApp;
    };
    afterAll(async () => {
      for (const testApp of opened) await testApp.close();
    });

    it('serves a first page as stored until a profile is created or edited', async () => {
      const testApp = await open(memoryProviderListCache());
      const { app } = testApp;
      const sipho = await provider(app, ['plumbing'], {}, 'Sipho Plumbing');
      const query = '?service=plumbing&limit=5';
      const first = await list(app, query);
      expect(first.json<ProviderListItem[]>().map((item) => item.name)).toEqual(['Sipho Plumbing']);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

      // Changed behind the API's back: the stored page is still served, for either spelling
      // of the same query; a page further on (a cursor) and another filter are read fresh.
      await rename(testApp, sipho, 'Claremont, Cape Town');
      const again = await list(app, query);
      expect(again.body).toBe(first.body);
      expect((await list(app, '?limit=5&service=plumbing')).body).toBe(first.body);
      expect(await locationOf(app, '?service=plumbing&limit=6', sipho.providerId!)).toBe(
        'Claremont, Cape Town',
      );

      // A profile created through the API shows at once.
      await provider(app, ['plumbing'], {}, 'Thabo Pipes');
      expect((await names(app, query)).sort()).toEqual(['Sipho Plumbing', 'Thabo Pipes']);
      expect(await locationOf(app, query, sipho.providerId!)).toBe('Claremont, Cape Town');

      // So does an edit.
      const edited = await app.inject({
        method: 'PATCH',
        url: '/api/providers/me',
        headers: sipho.headers,
        payload: { location: 'Rondebosch, Cape Town' },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await locationOf(app, query, sipho.providerId!)).toBe('Rondebosch, Cape Town');
    });

    it('keeps the landing figures with the first pages: a completed job or a verified provider shows on the next read', async () => {
      const testApp = await open(memoryProviderListCache());
      const { app } = testApp;
      const { db } = testApp.database;
      const figures = async () =>
        (await app.inject({ url: '/api/providers/summary' })).json<{
          figures: { jobsCompleted: number | null; verifiedProviders: number | null };
        }>().figures;
      const plumber = await provider(app, ['plumbing'], {}, 'Figures Plumbing');
      const owner = await customer(app, 'Figures Customer');
      expect(await figures()).toMatchObject({ jobsCompleted: null, verifiedProviders: null });

      // Jobs marked complete behind the API's back: the stored figures stand...
      for (let n = 0; n < FIGURE_MINIMUMS.jobsCompleted; n++)
        await postRequest(app, owner, PLUMBING_REQUEST);
      await db
        .update(quoteRequests)
        .set({ status: 'completed' })
        .where(eq(quoteRequests.customerId, owner.userId));
      expect((await figures()).jobsCompleted).toBeNull();
      // ...until a job is completed through the API (its event clears them).
      await finishedJob(app, owner, plumber);
      expect((await figures()).jobsCompleted).toBe(FIGURE_MINIMUMS.jobsCompleted + 1);

      // Providers verified in the database: shown once a document decision is heard.
      const more = [];
      for (let n = 1; n < FIGURE_MINIMUMS.verifiedProviders; n++)
        more.push(await provider(app, ['cleaning'], {}, `Verified Clean ${n}`));
      expect((await figures()).verifiedProviders).toBeNull();
      for (const other of more)
        await db
          .update(providers)
          .set({ isVerified: 1 })
          .where(eq(providers.id, other.providerId!));
      expect((await figures()).verifiedProviders).toBeNull();
      // The plumber's ID and proof of address approved at the desk: verified, and heard.
      const admin = await customer(app, 'Figures Admin');
      await setAdmin(db, admin.email, true, 'test');
      const fields = VALID_FIELDS(southAfricanDate(new Date()));
      for (const kind of ['id_document', 'proof_of_address']) {
        const sent = await upload(app, plumber.headers, fields[kind]!, {
          bytes: PDF,
          name: `${kind}.pdf`,
        });
        expect(sent.statusCode, sent.body).toBe(201);
        const decided = await app.inject({
          method: 'POST',
          url: `/api/admin/documents/${sent.json<{ id: string }>().id}/approve`,
          headers: admin.headers,
          payload: {},
        });
        expect(decided.statusCode, decided.body).toBe(200);
      }
      expect((await figures()).verifiedProviders).toBe(FIGURE_MINIMUMS.verifiedProviders);
    });

    it('shows a newly measured response time on the next read, and only a changed one clears the pages', async () => {
      const testApp = await open(memoryProviderListCache());
      const { app } = testApp;
      const plumber = await provider(
        app,
        ['plumbing'],
        { responseTime: 'Within 2 days' },
        'Timed Plumbing',
      );
      const owner = await customer(app, 'Timed Customer');
      const query = '?service=plumbing&limit=5';
      const responseOf = async () =>
        (await list(app, query))
          .json<ProviderListItem[]>()
          .find((item) => item.id === plumber.providerId)?.responseTime;
      const quoteOnce = async () => {
        await postQuote(app, plumber, await postRequest(app, owner, PLUMBING_REQUEST));
        await app.events.dispatchPending();
      };
      expect(await responseOf()).toBe('Within 2 days');
      // Four quotes measure nothing yet (and clear nothing: a change behind the API's back stays
      // unseen); the fifth measures minutes, and the list shows it on the next read.
      for (let n = 0; n < 4; n++) await quoteOnce();
      await rename(testApp, plumber, 'Behind the back');
      expect(await locationOf(app, query, plumber.providerId!)).not.toBe('Behind the back');
      await quoteOnce();
      expect(await responseOf()).toBe('Within 15 minutes');
      const changes = await testApp.database.db.execute(
        sql`select count(*)::int as n from domain_events where type = 'provider_listing_changed'`,
      );
      expect((changes as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    });

    it('answers as the uncached listing does, cursor header included', async () => {
      const testApp = await open(memoryProviderListCache());
      for (const name of ['Ayanda Clean', 'Bongi Clean', 'Chris Clean'])
        await provider(testApp.app, ['cleaning'], {}, name);
      const uncached = await secondInstance(testApp);
      try {
        for (const query of ['?service=cleaning&limit=2', '?service=cleaning', '?q=clean']) {
          const cachedMiss = await list(testApp.app, query);
          const cachedHit = await list(testApp.app, query);
          const fresh = await list(uncached, query);
          for (const response of [cachedMiss, cachedHit]) {
            expect(response.body, query).toBe(fresh.body);
            expect(response.headers['x-next-cursor'], query).toBe(fresh.headers['x-next-cursor']);
          }
        }
        // The cursor the stored page hands out leads to the rest.
        const page = await list(testApp.app, '?service=cleaning&limit=2');
        const cursor = page.headers['x-next-cursor'] as string;
        expect(cursor).toBeTruthy();
        expect(await names(testApp.app, `?service=cleaning&limit=2&cursor=${cursor}`)).toHaveLength(
          1,
        );
      } finally {
        await uncached.close();
      }
    });

    it('forgets what it stored once its time is up', async () => {
      const testApp = await open(memoryProviderListCache(200));
      const lindi = await provider(testApp.app, ['gardening'], {}, 'Lindi Gardens');
      expect(await locationOf(testApp.app, '?service=gardening', lindi.providerId!)).toBe(
        'Sea Point, Cape Town, Western Cape',
      );
      await rename(testApp, lindi, 'Walmer, Gqeberha');
      expect(await locationOf(testApp.app, '?service=gardening', lindi.providerId!)).toBe(
        'Sea Point, Cape Town, Western Cape',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await locationOf(testApp.app, '?service=gardening', lindi.providerId!)).toBe(
        'Walmer, Gqeberha',
      );
    });

    it('reads the database when Redis does not answer', async () => {
      const redis = unreachableRedis();
      const testApp = await open(redisProviderListCache(redis));
      try {
        const actor = await provider(testApp.app, ['cleaning'], {}, 'Offline Clean');
        expect(await names(testApp.app, '?service=cleaning')).toEqual(['Offline Clean']);
        await rename(testApp, actor, 'Soweto, Johannesburg');
        expect(await locationOf(testApp.app, '?service=cleaning', actor.providerId!)).toBe(
          'Soweto, Johannesburg',
        );
      } finally {
        redis.disconnect();
      }
    });

    const redisUrl = process.env['TEST_REDIS_URL'];
    describe.skipIf(!redisUrl)('with Redis', () => {
      it('shows an edit made on one instance on every other at once', async () => {
        const prefix = `test-provider-list-${crypto.randomBytes(4).toString('hex')}:`;
        const redisA = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
        const redisB = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
        const first = await open(redisProviderListCache(redisA, { prefix }));
        const second = await secondInstance(first, redisProviderListCache(redisB, { prefix }));
        try {
          const zola = await provider(first.app, ['electrical'], {}, 'Zola Electric');
          const query = '?service=electrical';
          expect(await names(second, query)).toEqual(['Zola Electric']);
          // Stored once for both: a change behind the API's back is not seen by either.
          await rename(first, zola, 'Umhlanga, Durban');
          for (const app of [first.app, second])
            expect(await locationOf(app, query, zola.providerId!)).toBe(
              'Sea Point, Cape Town, Western Cape',
            );
          expect(await redisA.keys(`${prefix}*`)).not.toEqual([]);

          // An edit through the second instance: the first serves the new page at once.
          const edited = await second.inject({
            method: 'PATCH',
            url: '/api/providers/me',
            headers: zola.headers,
            payload: { hourlyRate: 420 },
          });
          expect(edited.statusCode, edited.body).toBe(200);
          const page = (await list(first.app, query)).json<ProviderListItem[]>();
          expect(page[0]).toMatchObject({ location: 'Umhlanga, Durban', hourlyRate: 420 });
        } finally {
          await second.close();
          const keys = await redisA.keys(`${prefix}*`);
          if (keys.length > 0) await redisA.del(...keys);
          redisA.disconnect();
          redisB.disconnect();
        }
      });
    });
  });
}
