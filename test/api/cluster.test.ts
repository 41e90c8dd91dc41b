/**
 * Two instances behind HAProxy, as production runs them (issue 44): PostgreSQL and Redis shared,
 * documents in an S3-compatible store, mail over SMTP, Firebase as its emulator. Runs when
 * HAProxy, PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL) are there, as in `.ci/run`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_FOLDER, newestMigrationStamp } from '../../src/server/db/migrate';
import { CLEANING_REQUEST } from '../helpers/actors';
import { databaseKinds, postgresFreshDatabase } from '../helpers/app';
import { createAccount, uniquePhone } from '../helpers/auth';
import { openStream } from '../helpers/live';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import {
  freePort,
  haproxyInstalled,
  sleep,
  startBalancer,
  startInstance,
  startS3,
  type Balancer,
  type Instance,
} from '../cluster/topology';

const REDIS_URL = process.env['TEST_REDIS_URL'];
const RUNS = haproxyInstalled() && databaseKinds().includes('postgres') && Boolean(REDIS_URL);
const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

interface Person {
  email: string;
  phone: string;
  token: string;
  headers: Record<string, string>;
  userId: string;
  providerId?: string;
}

describe.runIf(RUNS)('two instances behind HAProxy', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof postgresFreshDatabase>>;
  let sql: pg.Pool;
  let sink: SmtpSink;
  let s3: Awaited<ReturnType<typeof startS3>>;
  let balancer: Balancer;
  const instances: Record<'a' | 'b', Instance> = {} as never;
  let env: Record<string, string>;
  const dataDirs: string[] = [];
  /** Every instance started, the killed and restarted ones too. */
  const everyLog: Instance[] = [];
  const people: Person[] = [];

  const start = (name: 'a' | 'b', port: number) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cluster-${name}-`));
    dataDirs.push(dataDir);
    const instance = startInstance(name, port, { ...env, DATA_DIR: dataDir });
    everyLog.push(instance);
    return instance;
  };

  /** A request through the balancer (or to one instance): status, body, who served it. */
  const call = async (
    method: string,
    url: string,
    options: { as?: Person; body?: unknown; base?: string } = {},
  ) => {
    const response = await fetch(`${options.base ?? balancer.url}${url}`, {
      method,
      headers: {
        ...(options.as?.headers ?? {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      servedBy: response.headers.get('x-served-by'),
      requestId: response.headers.get('x-request-id'),
      json: () => JSON.parse(text) as Record<string, unknown>,
      text,
    };
  };

  const person = async (name: string, services?: string[]): Promise<Person> => {
    const account = await createAccount();
    const headers = { authorization: `Bearer ${account.idToken}` };
    const made: Person = {
      email: account.email,
      phone: uniquePhone(),
      token: account.idToken,
      headers,
      userId: '',
    };
    const user = await call('POST', '/api/users', {
      as: made,
      body: { name, email: account.email, phone: made.phone, isProvider: services ? 1 : 0 },
    });
    expect(user.status, user.text).toBe(201);
    made.userId = String(user.json()['id']);
    if (services) {
      const profile = await call('POST', '/api/providers', {
        as: made,
        body: {
          bio: 'Careful and on time.',
          services,
          hourlyRate: 300,
          location: 'Sea Point, Cape Town, Western Cape',
        },
      });
      expect(profile.status, profile.text).toBe(201);
      made.providerId = String(profile.json()['id']);
    }
    people.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await postgresFreshDatabase('homeservices_cluster');
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    const redisUrl = new URL(REDIS_URL ?? '');
    redisUrl.pathname = '/14';
    const redis = new Redis(redisUrl.toString());
    await redis.flushdb();
    redis.disconnect();
    sink = await startSmtpSink();
    s3 = await startS3('khaya-documents');
    const [portA, portB, portBalancer] = [await freePort(), await freePort(), await freePort()];
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl.toString(),
      SMTP_URL: sink.url,
      MAIL_FROM: 'Khaya <no-reply@khaya.test>',
      S3_BUCKET: 'khaya-documents',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      FIREBASE_AUTH_EMULATOR_HOST: inject('emulatorHost'),
      PUBLIC_URL: `http://127.0.0.1:${portBalancer}`,
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN,
      SEED_DEMO_DATA: 'never',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      // Longer than the balancer's checks here (every 0.5 s, two failures).
      SHUTDOWN_DRAIN_MS: '1500',
    };
    // Both start at once on an empty database: one migrates, the other waits its turn.
    instances.a = start('a', portA);
    instances.b = start('b', portB);
    await Promise.all([instances.a.ready(), instances.b.ready()]);
    balancer = await startBalancer(portBalancer, [instances.a, instances.b]);
  }, 180_000);

  afterAll(async () => {
    await balancer?.stop();
    await Promise.all(Object.values(instances).map((instance) => instance.stop()));
    await sink?.close();
    await s3?.close();
    await sql?.end();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('migrated once when both started together', async () => {
    const { rows } = await sql.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(rows[0]?.n).toBe(journal.entries.length);
  });

  it('balances between the instances and gives each answer its request id', async () => {
    const served = new Set<string | null>();
    for (let i = 0; i < 4; i++) {
      const answer = await call('GET', '/api/health/ready');
      expect(answer.status).toBe(200);
      expect(answer.requestId).toMatch(/^[A-Za-z0-9._:-]{8,64}$/);
      // The balancer's id: time, counter and process; never the client's address (127.0.0.1).
      expect(answer.requestId).not.toContain('7F000001');
      served.add(answer.servedBy);
    }
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('tells a provider streaming from one instance of a request posted through the other, in the app and by email, once', async () => {
    const plumber = await person('Sipho Dlamini', ['cleaning']);
    const customer = await person('Thandi Nkosi');
    const stream = await openStream(balancer.url, plumber.headers);
    try {
      const streamedBy = stream.headers.get('x-served-by');
      const posted = await call('POST', '/api/quote-requests', {
        as: customer,
        body: CLEANING_REQUEST,
      });
      expect(posted.status, posted.text).toBe(201);
      expect(posted.servedBy).not.toBe(streamedBy);
      const requestId = String(posted.json()['id']);
      const change = await stream.next((event) => event.data.includes(requestId), 15_000);
      expect(change.event).toBe('change');
      const inbox = await call('GET', '/api/notifications', { as: plumber });
      const forRequest = JSON.stringify(inbox.json()).split(requestId).length - 1;
      expect(forRequest).toBeGreaterThanOrEqual(1);
      const { rows } = await sql.query<{ n: number }>(
        `select count(*)::int as n from notifications n join users u on u.id = n.user_id
          where u.email = $1`,
        [plumber.email],
      );
      expect(rows[0]?.n).toBe(1);
      await sink.waitFor(1, 20_000);
      await sleep(1500);
      expect(sink.messages.filter((mail) => mail.to.includes(plumber.email))).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('carries a message sent through one instance to a stream held by the other', async () => {
    const plumber = people.find((one) => one.providerId);
    const customer = people.find((one) => !one.providerId);
    if (!plumber || !customer) throw new Error('the previous test made the people');
    const { rows } = await sql.query<{ id: string }>(
      'select id from quote_requests order by created_at desc limit 1',
    );
    const requestId = rows[0]?.id ?? '';
    const quote = await call('POST', '/api/quotes', {
      as: plumber,
      body: {
        quoteRequestId: requestId,
        amount: 450,
        message: 'Can do it tomorrow.',
        providerId: 1,
      },
    });
    expect(quote.status, quote.text).toBe(201);
    const stream = await openStream(balancer.url, customer.headers);
    try {
      const sent = await call('POST', `/api/quote-requests/${requestId}/messages`, {
        as: plumber,
        body: { text: 'I can come at nine.' },
      });
      expect(sent.status, sent.text).toBe(201);
      expect(sent.servedBy).not.toBe(stream.headers.get('x-served-by'));
      const message = await stream.next((event) => event.event === 'message', 15_000);
      expect(message.data).toContain('I can come at nine.');
    } finally {
      stream.close();
    }
    // The job goes on to its end (the contact details are exchanged, emails go): the logs of
    // all of it are read at the end.
    const accepted = await call('POST', `/api/quotes/${String(quote.json()['id'])}/accept`, {
      as: customer,
      body: {},
    });
    expect(accepted.status, accepted.text).toBe(200);
    const completed = await call('POST', `/api/quote-requests/${requestId}/complete`, {
      as: customer,
      body: {},
    });
    expect(completed.status, completed.text).toBe(200);
  });

  it('clears Browse Providers on both instances when a profile changes', async () => {
    const plumber = people.find((one) => one.providerId);
    if (!plumber) throw new Error('no provider');
    const rateOn = async (base: string) => {
      const list = await call('GET', '/api/providers?service=cleaning', { base });
      const items = JSON.parse(list.text) as { id: string; hourlyRate: number | null }[];
      return items.find((item) => item.id === plumber.providerId)?.hourlyRate;
    };
    // Both instances answer the list (and keep it).
    for (const instance of [instances.a, instances.b]) {
      expect(await rateOn(instance.url)).toBe(300);
    }
    const edited = await call('PATCH', '/api/providers/me', {
      as: plumber,
      base: instances.a.url,
      body: { hourlyRate: 450 },
    });
    expect(edited.status, edited.text).toBe(200);
    for (const instance of [instances.a, instances.b]) {
      const deadline = Date.now() + 5000;
      let rate = await rateOn(instance.url);
      while (rate !== 450 && Date.now() < deadline) {
        await sleep(100);
        rate = await rateOn(instance.url);
      }
      expect(rate, instance.name).toBe(450);
    }
  });

  it('counts the rate limits across both instances', async () => {
    const statuses: number[] = [];
    const served = new Set<string | null>();
    for (let i = 0; i < 6; i++) {
      const answer = await call('POST', '/api/contact', {
        body: {
          name: 'Lindiwe',
          email: 'lindiwe@example.co.za',
          topic: 'question',
          message: `How do reviews work? (${i})`,
        },
      });
      statuses.push(answer.status);
      served.add(answer.servedBy);
    }
    // Five an address may send in ten minutes, wherever they land.
    expect(served.size).toBe(2);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('works the delivery and event queues from both instances, each item once', async () => {
    const plumbers = [
      await person('Ayanda Cleaning', ['cleaning']),
      await person('Bongani Cleaning', ['cleaning']),
    ];
    const customers = [await person('Nomsa'), await person('Pieter'), await person('Fatima')];
    for (const customer of customers) {
      const posted = await call('POST', '/api/quote-requests', {
        as: customer,
        body: CLEANING_REQUEST,
      });
      expect(posted.status, posted.text).toBe(201);
    }
    // Every event handed over; every email due went out once, as the sink received it.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await sql.query<{ events: number; due: number }>(`
        select (select count(*)::int from domain_events where dispatched_at is null) as events,
               (select count(*)::int from deliveries
                 where status in ('pending', 'sending') and not_before <= now()
                   and channel = 'email') as due`);
      if (rows[0]?.events === 0 && rows[0]?.due === 0) break;
      if (Date.now() > deadline) throw new Error(`queues not drained: ${JSON.stringify(rows)}`);
      await sleep(200);
    }
    await sleep(1000);
    const { rows: sent } = await sql.query<{ external_id: string }>(
      `select external_id from deliveries where channel = 'email' and status = 'sent'`,
    );
    // Both instances handled events and sent mail (each is woken by the commits it serves).
    for (const instance of [instances.a, instances.b]) {
      expect(instance.log(), instance.name).toContain('"msg":"event handled"');
      expect(instance.log(), instance.name).toContain('"msg":"delivery sent"');
    }
    const received = sink.messages.map((mail) => mail.messageId);
    expect(received.length).toBe(new Set(received).size);
    expect(received.sort()).toEqual(sent.map((row) => row.external_id).sort());
    // Three leads for each provider: one email, the others wait to go together (a quarter hour).
    for (const plumber of plumbers) {
      const theirs = sink.messages.filter((mail) => mail.to.includes(plumber.email));
      expect(theirs.map((mail) => mail.subject)).toEqual(['New cleaning request in Claremont']);
    }
  });

  it('loses no acknowledged write when an instance dies mid-load, and keeps answering', async () => {
    const writers = [await person('Writer One'), await person('Writer Two')];
    const acknowledged: string[] = [];
    const failures: number[] = [];
    let afterKill = { ok: 0, failed: 0 };
    let killed = false;
    const load = async (writer: Person) => {
      for (let i = 0; i < 12; i++) {
        const answer = await call('POST', '/api/quote-requests', {
          as: writer,
          body: { ...CLEANING_REQUEST, description: `Load ${i}` },
        }).catch(() => null);
        const status = answer?.status ?? 0;
        if (answer && status === 201) acknowledged.push(String(answer.json()['id']));
        else failures.push(status);
        if (killed) {
          if (status === 201) afterKill = { ...afterKill, ok: afterKill.ok + 1 };
          else afterKill = { ...afterKill, failed: afterKill.failed + 1 };
        }
        await sleep(100);
      }
    };
    const running = Promise.all(writers.map(load));
    await sleep(600);
    await instances.a.kill();
    await sleep(100);
    killed = true;
    await running;
    const { rows } = await sql.query<{ id: string }>(
      'select id from quote_requests where id = any($1::uuid[])',
      [acknowledged],
    );
    expect(rows.length).toBe(acknowledged.length);
    // At most the requests in flight at the moment of the kill failed; after it, none.
    expect(failures.length).toBeLessThanOrEqual(writers.length);
    expect(afterKill.failed).toBe(0);
    expect(afterKill.ok).toBeGreaterThan(0);
    // The lost instance comes back and takes its share again.
    instances.a = start('a', instances.a.port);
    await instances.a.ready();
  });

  it('loses no request in a rolling restart', async () => {
    // Under the abuse limits: 60 writes a minute per person, 300 per address.
    const writers = [
      await person('Rolling One'),
      await person('Rolling Two'),
      await person('Rolling Three'),
    ];
    const statuses: number[] = [];
    let stopping = true;
    const writes = async () => {
      for (let turn = 0; stopping; turn++) {
        const write = await call('POST', '/api/notifications/read', {
          as: writers[turn % writers.length],
          body: { all: true },
        });
        statuses.push(write.status);
        await sleep(300);
      }
    };
    // Reads as fast as four callers go (reads are not limited), so that requests are in flight
    // and connections open at every moment of the restarts.
    const reads = async () => {
      while (stopping) statuses.push((await call('GET', '/api/providers?service=cleaning')).status);
    };
    const running = Promise.all([writes(), reads(), reads(), reads(), reads()]);
    await sleep(500);
    // One instance at a time: stopped (SIGTERM), started again, ready, then the next.
    for (const name of ['b', 'a'] as const) {
      const code = await instances[name].stop();
      expect(code, instances[name].log().slice(-2000)).toBe(0);
      instances[name] = start(name, instances[name].port);
      await instances[name].ready();
      await sleep(1500);
    }
    stopping = false;
    await running;
    expect(statuses.length).toBeGreaterThan(500);
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
  });

  it('shows its figures to the scraper holding the token', async () => {
    const answer = await call('GET', '/metrics', {
      base: instances.a.url,
      as: { headers: { authorization: `Bearer ${METRICS_TOKEN}` } } as unknown as Person,
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('khaya_database_info{kind="postgres",app="khaya"} 1');
    expect(answer.text).toMatch(/khaya_db_pool_connections\{state="max",app="khaya"\} 10/);
    expect(answer.text).toMatch(/khaya_queue_waiting\{queue="events",app="khaya"\} \d+/);
  });

  it('logs no email address, phone number or token of anyone, in the whole run', () => {
    const logs = everyLog.map((instance) => instance.log()).join('\n');
    expect(logs).toContain('"requestId"');
    for (const one of people) {
      expect(logs).not.toContain(one.email);
      expect(logs).not.toContain(one.phone);
      expect(logs).not.toContain(one.phone.slice(3));
      expect(logs).not.toContain(one.token.slice(-40));
    }
  });

  it('refuses to start on a database a newer release migrated', async () => {
    const newer = newestMigrationStamp() + 60_000;
    await sql.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', $1)`,
      [newer],
    );
    try {
      const late = start('a', await freePort());
      const code = await late.exited();
      expect(code).toBe(1);
      expect(late.log()).toContain(
        'Refusing to start: the database was migrated by a newer release',
      );
    } finally {
      await sql.query(`delete from drizzle.__drizzle_migrations where hash = 'newer'`);
    }
  });
});
