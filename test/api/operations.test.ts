import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { capturedLog } from '../helpers/log';
import { listening } from '../helpers/live';
import {
  MIGRATIONS_FOLDER,
  newestMigrationStamp,
  SchemaNewerThanCodeError,
} from '../../src/server/db/migrate';
import { queryRows } from '../../src/server/db/rows';
import { migrate } from '../../src/server/migrate';
import { answerWhileStarting } from '../../src/server/starting';
import { CLEANING_REQUEST, customer, postRequest, provider } from '../helpers/actors';
import {
  createTestApp,
  databaseKinds,
  describeEachDatabase,
  postgresFreshDatabase,
} from '../helpers/app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const scrape = { authorization: `Bearer ${TOKEN}` };

/** The value of one sample (`name{labels} value`) in Prometheus's text format. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const shown = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (Object.entries(labels).every(([key, value]) => shown.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

describeEachDatabase(
  'metrics',
  (get) => {
    it('serves no metrics without the token, nor with a wrong one', async () => {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }]) {
        const response = await get().app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('khaya_');
      }
    });

    it('counts requests by route pattern and status, and reads the queues', async () => {
      const { app, database } = get();
      const alice = await customer(app);
      await provider(app, ['cleaning']);
      const requestId = await postRequest(app, alice);
      await app.inject({
        method: 'GET',
        url: `/api/quote-requests/${requestId}`,
        headers: alice.headers,
      });
      await app.events.dispatchPending();
      // The app's own dispatcher may hold the event: wait for the provider's delivery.
      for (let tries = 0; tries < 200; tries++) {
        const [queued] = await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from deliveries`,
        );
        if ((queued?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // A delivery that failed for good shows, by channel. Marked failed when the app's worker is
      // not sending it (its 'sent' would land after ours: CI saw the count 0).
      for (let tries = 0; tries < 200; tries++) {
        const marked = await queryRows<{ id: number }>(
          database.db,
          sql`update deliveries set status = 'failed'
              where id = (select min(id) from deliveries) and status <> 'sending'
              returning id`,
        );
        if (marked.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: scrape });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(
        sample(text, 'khaya_http_requests_total', {
          method: 'POST',
          route: '/api/quote-requests',
          status: '201',
        }),
      ).toBeGreaterThanOrEqual(1);
      // The route's pattern, never an id: one series per route.
      expect(
        sample(text, 'khaya_http_request_duration_seconds_count', {
          method: 'GET',
          route: '/api/quote-requests/:id',
        }),
      ).toBeGreaterThanOrEqual(1);
      expect(text).not.toContain(requestId);
      expect(sample(text, 'khaya_database_info', { kind: database.kind })).toBe(1);
      expect(sample(text, 'khaya_queue_waiting', { queue: 'events' })).toBe(0);
      expect(
        sample(text, 'khaya_queue_oldest_seconds', { queue: 'deliveries_email' }),
      ).toBeGreaterThanOrEqual(0);
      const failed =
        (sample(text, 'khaya_deliveries_failed', { channel: 'email' }) ?? 0) +
        (sample(text, 'khaya_deliveries_failed', { channel: 'whatsapp' }) ?? 0);
      expect(failed).toBe(1);
      expect(sample(text, 'khaya_live_streams_open', {})).toBe(0);
      expect(text).toContain('process_cpu_seconds_total');
      if (database.kind === 'postgres') {
        expect(sample(text, 'khaya_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
      }
    });

    it('tells liveness from readiness', async () => {
      for (const url of ['/api/health/live', '/api/health/ready']) {
        const response = await get().app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.json()).toEqual({ status: 'ok' });
      }
    });

    it('says it is not ready while it drains, and still serves', async () => {
      const { app } = get();
      app.draining = true;
      try {
        const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ message: 'This instance is shutting down.' });
        expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
        expect((await app.inject({ method: 'GET', url: '/api/providers' })).statusCode).toBe(200);
      } finally {
        app.draining = false;
      }
    });

    it('gives every answer a request id, keeping a well-formed one the balancer set', async () => {
      const { app } = get();
      const fresh = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'haproxy-1a2b3c4d' },
      });
      expect(kept.headers['x-request-id']).toBe('haproxy-1a2b3c4d');
      const refused = await app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'not an id <script>' },
      });
      expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  },
  { metricsToken: TOKEN },
);

describe('request log', () => {
  it('writes one line per request with its id, and no query values', async () => {
    const { lines, stream } = capturedLog();
    const test = await createTestApp(databaseKinds()[0] ?? 'pglite', {
      logger: { level: 'info', stream },
    });
    try {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/providers?search=s3cret-search&limit=5',
        headers: { 'x-request-id': 'balancer-req-000123' },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await test.close();
    }
    const mine = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line['requestId'] === 'balancer-req-000123');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      msg: 'request',
      req: { method: 'GET', url: '/api/providers?search=*&limit=*' },
      res: { statusCode: 200 },
    });
    expect(lines.join('')).not.toContain('s3cret');
  });
});

describe('request ids in the background', () => {
  it('carries the request id into the logs of its events and deliveries', async () => {
    const { lines, stream } = capturedLog();
    const test = await createTestApp(databaseKinds()[0] ?? 'pglite', {
      logger: { level: 'info', stream },
    });
    try {
      const { app } = test;
      const alice = await customer(app);
      const plumber = await provider(app, ['cleaning']);
      const posted = await app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: { ...alice.headers, 'x-request-id': 'balancer-post-000456' },
        payload: CLEANING_REQUEST,
      });
      expect(posted.statusCode, posted.body).toBe(201);
      await app.events.dispatchPending();
      await app.deliveries.drain();
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const mine = logged.filter((line) => line['requestId'] === 'balancer-post-000456');
      const messages = mine.map((line) => line['msg']);
      expect(messages).toContain('request');
      expect(messages).toContain('event handled');
      expect(messages).toContain('delivery sent');
      // Who it went to is not in the logs.
      expect(lines.join('')).not.toContain(plumber.email);
      expect(lines.join('')).not.toContain(alice.email);
    } finally {
      await test.close();
    }
  });
});

describe('closing', () => {
  it('ends the live streams with a retry hint spread over a few seconds, and exits', async () => {
    const test = await createTestApp(databaseKinds()[0] ?? 'pglite');
    const alice = await customer(test.app);
    const base = await listening(test.app);
    const response = await fetch(`${base}/api/events`, { headers: alice.headers });
    expect(response.status).toBe(200);
    const text = (async () => {
      let all = '';
      const decoder = new TextDecoder();
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        all += decoder.decode(chunk, { stream: true });
      }
      return all;
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await test.close();
    const frames = (await text).trim().split('\n\n');
    // The first frame's retry is the page's usual one; the last, the closing server's.
    const last = /^retry: (\d+)$/.exec(frames.at(-1) ?? '');
    expect(last, frames.join(' | ')).not.toBeNull();
    expect(Number(last?.[1])).toBeGreaterThanOrEqual(500);
    expect(Number(last?.[1])).toBeLessThanOrEqual(3000);
  });
});

describe('overload', () => {
  it('turns requests away with 503 and Retry-After while the event loop lags, but not liveness', async () => {
    const test = await createTestApp(databaseKinds()[0] ?? 'pglite', {
      overloadEventLoopDelayMs: 50,
      metricsToken: TOKEN,
    });
    try {
      const { app } = test;
      // Hold the event loop for 1.5 s: the next sample sees the lag.
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        /* busy */
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      const shed = await app.inject({ method: 'GET', url: '/api/providers' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('10');
      expect(shed.json()).toEqual({
        message: 'Khaya is very busy right now. Please try again in a few seconds.',
      });
      // A page asked for by a browser: a small page that says so and reloads itself.
      const page = await app.inject({
        method: 'GET',
        url: '/customer',
        headers: { accept: 'text/html,application/xhtml+xml' },
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Khaya is very busy right now.');
      expect(page.body).toContain('http-equiv="refresh" content="10"');
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: scrape });
      expect(metrics.statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});

describe('starting', () => {
  it('answers 503 with a retry hint while the instance migrates', async () => {
    const starting = await answerWhileStarting(0, '127.0.0.1');
    try {
      const ready = await fetch(`http://127.0.0.1:${starting.port}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.headers.get('retry-after')).toBe('5');
      expect(await ready.json()).toEqual({
        message: 'Khaya is starting: its database is being brought up to date.',
      });
      const page = await fetch(`http://127.0.0.1:${starting.port}/customer`, {
        headers: { accept: 'text/html' },
      });
      expect(page.status).toBe(503);
      expect(await page.text()).toContain('http-equiv="refresh"');
    } finally {
      await starting.close();
    }
  });
});

describe('migrations', () => {
  it('refuses a database a newer release migrated, clearly, and changes nothing', async () => {
    const database = await openPglite({});
    try {
      await migrate(database);
      const newer = newestMigrationStamp() + 60_000;
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${newer})`,
      );
      const refused = await migrate(database).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SchemaNewerThanCodeError);
      expect((refused as Error).message).toMatch(
        /^Refusing to start: the database was migrated by a newer release/,
      );
    } finally {
      await database.close();
    }
  });

  it.runIf(databaseKinds().includes('postgres'))(
    'migrates once when instances start together (they take turns)',
    async () => {
      const fresh = await postgresFreshDatabase('homeservices_migrate');
      const instances = [0, 1, 2].map(() => openPostgres(fresh.url, { poolSize: 2 }));
      try {
        await Promise.all(instances.map((database) => migrate(database)));
        const [first] = instances;
        const applied = (await first?.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        )) as { rows: { n: number }[] };
        const journal = JSON.parse(
          fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        expect(applied.rows[0]?.n).toBe(journal.entries.length);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await fresh.drop();
      }
    },
  );
});
