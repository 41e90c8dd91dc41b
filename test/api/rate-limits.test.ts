import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import type { RateLimits } from '../../src/server/plugins/rate-limit';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';
import { CLEANING_REQUEST, customer, type Actor } from '../helpers/actors';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/app';
import { bearer, createAccount } from '../helpers/auth';
import { unreachableRedis } from '../helpers/redis';

const MINUTE = 60_000;
const limits = (writeIp: number, writeUser: number, identityIp = 100): RateLimits => ({
  write: { ip: { max: writeIp, windowMs: MINUTE }, user: { max: writeUser, windowMs: MINUTE } },
  identity: { ip: { max: identityIp, windowMs: MINUTE }, user: { max: 100, windowMs: MINUTE } },
});

const post = (
  app: FastifyInstance,
  actor: Actor | undefined,
  options: { ip?: string; forwardedFor?: string } = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/quote-requests',
    remoteAddress: options.ip ?? '10.1.1.1',
    headers: {
      ...(actor ? actor.headers : {}),
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    payload: CLEANING_REQUEST,
  });

async function ownRequests(app: FastifyInstance, actor: Actor): Promise<number> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/quote-requests?limit=100',
    headers: actor.headers,
  });
  return response.json<unknown[]>().length;
}

/** A second instance of the API on the same database (and Redis, when given). */
async function secondInstance(first: TestApp, options: Omit<AppOptions, 'database'>) {
  const app = await buildApp({ ...options, database: first.database });
  await app.ready();
  return app;
}

const baseOptions = (rateLimits: RateLimits) => ({
  verifier: firebaseVerifier(EMULATOR_PROJECT_ID),
  publicConfig: {
    firebase: {
      apiKey: 'k',
      authDomain: 'demo-homeservices.firebaseapp.com',
      projectId: EMULATOR_PROJECT_ID,
    },
  },
  rateLimits,
});

for (const kind of databaseKinds()) {
  describe(`rate limits [${kind}]`, () => {
    const opened: TestApp[] = [];
    const open = async (overrides: Parameters<typeof createTestApp>[1]) => {
      const testApp = await createTestApp(kind, overrides);
      opened.push(testApp);
      return testApp;
    };
    afterAll(async () => {
      for (const testApp of opened) await testApp.close();
    });

    it('limits writes per user with 429 and Retry-After, and stores nothing past the limit', async () => {
      const { app } = await open({ rateLimits: limits(100, 3) });
      const alice = await customer(app);
      const bob = await customer(app, 'Bob');
      for (let i = 0; i < 3; i++) expect((await post(app, alice)).statusCode).toBe(201);
      const refused = await post(app, alice);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.json().message).toMatch(
        /^Too many requests\. Please wait \d+ seconds? and try again\.$/,
      );
      expect(await ownRequests(app, alice)).toBe(3);
      // Another person is not held back by Alice's limit, nor are Alice's reads.
      expect((await post(app, bob)).statusCode).toBe(201);
      expect(await ownRequests(app, alice)).toBe(3);
    });

    it('limits writes per IP, counting before the token is checked; a forged X-Forwarded-For changes nothing', async () => {
      const { app } = await open({ rateLimits: limits(3, 100) });
      const alice = await customer(app);
      expect((await post(app, undefined, { ip: '10.2.2.2' })).statusCode).toBe(401);
      expect((await post(app, undefined, { ip: '10.2.2.2' })).statusCode).toBe(401);
      expect((await post(app, alice, { ip: '10.2.2.2' })).statusCode).toBe(201);
      const forged = await post(app, alice, { ip: '10.2.2.2', forwardedFor: '203.0.113.9' });
      expect(forged.statusCode).toBe(429);
      expect(forged.headers['retry-after']).toBeDefined();
      // Another address has its own budget.
      expect((await post(app, alice, { ip: '10.3.3.3' })).statusCode).toBe(201);
    });

    it('uses X-Forwarded-For only behind a configured trusted proxy', async () => {
      const { app } = await open({ rateLimits: limits(2, 100), trustProxy: '10.0.0.0/8' });
      const alice = await customer(app);
      const via = (client: string) => post(app, alice, { ip: '10.9.9.9', forwardedFor: client });
      expect((await via('198.51.100.1')).statusCode).toBe(201);
      expect((await via('198.51.100.1')).statusCode).toBe(201);
      expect((await via('198.51.100.1')).statusCode).toBe(429);
      expect((await via('198.51.100.2')).statusCode).toBe(201);
      // A client outside the trusted range cannot pick its address.
      const direct = (forwardedFor: string) => post(app, alice, { ip: '192.0.2.7', forwardedFor });
      expect((await direct('198.51.100.3')).statusCode).toBe(201);
      expect((await direct('198.51.100.4')).statusCode).toBe(201);
      expect((await direct('198.51.100.5')).statusCode).toBe(429);
    });

    it('limits the sign-in endpoints per IP, whatever the token', async () => {
      const { app } = await open({ rateLimits: limits(100, 100, 3) });
      const lookups = await Promise.all(
        Array.from({ length: 3 }, async () => {
          const account = await createAccount();
          return app.inject({
            method: 'GET',
            url: `/api/users/firebase/${account.uid}`,
            remoteAddress: '10.4.4.4',
            headers: bearer(account.idToken),
          });
        }),
      );
      expect(lookups.map((r) => r.statusCode)).toEqual([404, 404, 404]);
      const fresh = await createAccount();
      const limited = await app.inject({
        method: 'POST',
        url: '/api/users',
        remoteAddress: '10.4.4.4',
        headers: bearer(fresh.idToken),
        payload: { name: 'Late', email: fresh.email, isProvider: 0 },
      });
      expect(limited.statusCode).toBe(429);
    });

    it('shares the counters between instances on one database', async () => {
      const first = await open({ rateLimits: limits(100, 3) });
      const second = await secondInstance(first, baseOptions(limits(100, 3)));
      try {
        const alice = await customer(first.app);
        expect((await post(first.app, alice)).statusCode).toBe(201);
        expect((await post(second, alice)).statusCode).toBe(201);
        expect((await post(first.app, alice)).statusCode).toBe(201);
        expect((await post(second, alice)).statusCode).toBe(429);
      } finally {
        await second.close();
      }
    });

    const redisUrl = process.env['TEST_REDIS_URL'];
    describe.skipIf(!redisUrl)('with Redis', () => {
      it('shares the counters between instances through Redis', async () => {
        const nameSpace = `test-${crypto.randomBytes(4).toString('hex')}-`;
        const redisA = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
        const redisB = new Redis(redisUrl!, { maxRetriesPerRequest: 1 });
        const first = await open({
          rateLimits: limits(100, 2),
          redis: redisA,
          rateLimitNameSpace: nameSpace,
        });
        const second = await secondInstance(first, {
          ...baseOptions(limits(100, 2)),
          redis: redisB,
          rateLimitNameSpace: nameSpace,
        });
        try {
          const alice = await customer(first.app);
          expect((await post(first.app, alice)).statusCode).toBe(201);
          expect((await post(second, alice)).statusCode).toBe(201);
          expect((await post(first.app, alice)).statusCode).toBe(429);
          expect((await post(second, alice)).statusCode).toBe(429);
          expect(await redisA.keys(`${nameSpace}*`)).not.toEqual([]);
        } finally {
          await second.close();
          await redisA.flushdb().catch(() => undefined);
          redisA.disconnect();
          redisB.disconnect();
        }
      });
    });

    it('lets writes through (without hanging) when Redis is unreachable', async () => {
      const redis = unreachableRedis();
      const { app } = await open({ rateLimits: limits(1, 1), redis });
      const alice = await customer(app);
      expect((await post(app, alice)).statusCode).toBe(201);
      expect((await post(app, alice)).statusCode).toBe(201);
      redis.disconnect();
    });
  });
}
