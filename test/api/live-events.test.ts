import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';
import { customer, postQuote, postRequest, provider, PLUMBING_REQUEST } from '../helpers/actors';
import { createTestApp, databaseKinds, describeEachDatabase } from '../helpers/app';
import { listening, openStream } from '../helpers/live';

describeEachDatabase(
  'live events (GET /api/events)',
  (get) => {
    async function pair(label: string) {
      const { app } = get();
      const owner = await customer(app, `Live ${label}`);
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const plumber = await provider(
        app,
        ['plumbing'],
        { serviceRadiusKm: 20 },
        `Live Plumbing ${label}`,
      );
      return { owner, requestId, plumber, base: await listening(app) };
    }
    const say = (
      actor: { headers: object },
      requestId: string,
      text: string,
      providerId?: string,
    ) =>
      get().app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/messages`,
        headers: actor.headers as Record<string, string>,
        payload: { text, ...(providerId ? { providerId } : {}) },
      });

    it('brings a message to the other side within a second, and a quote and its acceptance', async () => {
      const { owner, requestId, plumber, base } = await pair('Deliver');
      const stream = await openStream(base, owner.headers);
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.headers.get('cache-control')).toBe('no-store');
      await stream.next((event) => event.event === 'ready');
      const sent = Date.now();
      expect((await say(plumber, requestId, 'Is the geyser upstairs?')).statusCode).toBe(201);
      const message = await stream.next((event) => event.event === 'message', 1000);
      expect(Date.now() - sent).toBeLessThan(1000);
      expect(JSON.parse(message.data)).toMatchObject({
        text: 'Is the geyser upstairs?',
        from: 'provider',
        quoteRequestId: requestId,
        providerId: plumber.providerId,
        notified: true,
      });

      const quoteId = await postQuote(get().app, plumber, requestId, 800);
      const quoted = await stream.next(
        (event) => event.event === 'change' && JSON.parse(event.data).kind === 'quote_submitted',
      );
      expect(JSON.parse(quoted.data)).toMatchObject({
        quoteRequestId: requestId,
        quoteId,
        notified: true,
      });
      // The provider's own page hears of the acceptance.
      const theirs = await openStream(base, plumber.headers);
      await theirs.next((event) => event.event === 'ready');
      await get().app.inject({
        method: 'POST',
        url: `/api/quotes/${quoteId}/accept`,
        headers: owner.headers,
        payload: {},
      });
      const accepted = await theirs.next(
        (event) => event.event === 'change' && JSON.parse(event.data).kind === 'quote_accepted',
      );
      expect(JSON.parse(accepted.data)).toMatchObject({ quoteId, notified: true });
      stream.close();
      theirs.close();
    });

    it('replays what a dropped connection missed from Last-Event-ID, in order', async () => {
      const { owner, requestId, plumber, base } = await pair('Replay');
      const first = await openStream(base, owner.headers);
      await say(plumber, requestId, 'One');
      const one = await first.next((event) => event.event === 'message');
      first.close();
      await say(plumber, requestId, 'Two');
      await say(plumber, requestId, 'Three');
      const again = await openStream(base, owner.headers, one.id);
      await again.next((event) => JSON.parse(event.data).text === 'Three');
      const replayed = again.events.filter((event) => event.event === 'message');
      expect(replayed.map((event) => (JSON.parse(event.data) as { text: string }).text)).toEqual([
        'Two',
        'Three',
      ]);
      expect(Number(replayed[1]?.id)).toBe(Number(replayed[0]?.id) + 1);
      again.close();

      // An id from nowhere: told to reload; a malformed one: 400; no token: 401.
      const ahead = await openStream(base, owner.headers, '999999');
      await ahead.next((event) => event.event === 'reset');
      ahead.close();
      const bad = await fetch(`${base}/api/events`, {
        headers: { ...owner.headers, 'last-event-id': 'abc' },
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors['last-event-id']).toMatch(/Last-Event-ID/);
      expect((await fetch(`${base}/api/events`)).status).toBe(401);
    });

    it('limits the open streams per person and ends them when the server closes', async () => {
      const { owner, base } = await pair('Limit');
      const open = [];
      for (let i = 0; i < 3; i++) open.push(await openStream(base, owner.headers));
      const fourth = await fetch(`${base}/api/events`, { headers: owner.headers });
      expect(fourth.status).toBe(429);
      for (const stream of open) stream.close();
    });
  },
  { liveStreams: { maxPerPerson: 3 } },
);

const redisUrl = process.env['TEST_REDIS_URL'];
for (const kind of databaseKinds()) {
  it.skipIf(!redisUrl)(`delivers across two API instances through Redis [${kind}]`, async () => {
    const redisA = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
    const redisB = new Redis(redisUrl ?? '', { maxRetriesPerRequest: 1 });
    const first = await createTestApp(kind, { redis: redisA });
    const second = await buildApp({
      database: first.database,
      redis: redisB,
      rateLimits: null,
      verifier: firebaseVerifier(EMULATOR_PROJECT_ID),
      publicConfig: {
        firebase: {
          apiKey: 'k',
          authDomain: 'demo-homeservices.firebaseapp.com',
          projectId: EMULATOR_PROJECT_ID,
        },
      },
    });
    await second.ready();
    try {
      const owner = await customer(first.app, 'Two Instances');
      const requestId = await postRequest(first.app, owner, PLUMBING_REQUEST);
      const plumber = await provider(
        first.app,
        ['plumbing'],
        { serviceRadiusKm: 20 },
        'Far Instance Plumbing',
      );
      // The customer's tab follows instance B; the provider writes through instance A.
      const stream = await openStream(await listening(second), owner.headers);
      await stream.next((event) => event.event === 'ready');
      const response = await first.app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/messages`,
        headers: plumber.headers,
        payload: { text: 'Across instances' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const message = await stream.next((event) => event.event === 'message', 1000);
      expect(JSON.parse(message.data).text).toBe('Across instances');
      stream.close();
    } finally {
      await second.close();
      await first.close();
      redisA.disconnect();
      redisB.disconnect();
    }
  });
}
