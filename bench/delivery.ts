/**
 * Delivery throughput: how many queued notifications per second the delivery worker sends through
 * the queue in the database, over real SMTP (to an in-process SMTP server) and into the embedded
 * mailbox, against /api/health of the real server on the same database in the same run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, pgliteDir, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/migrate';
import {
  DeliveryWorker,
  MAILBOX,
  smtpTransport,
  type Transport,
} from '../src/server/services/notifications';
import { startSmtpSink } from '../test/helpers/smtp-sink';
import { measure } from './api';
import { startBenchServer } from './lib/server';

export interface DeliveryBenchOptions {
  kind: 'postgres' | 'pglite';
  adminUrl?: string | undefined;
  emulatorUrl: string;
  deliveries: number;
  duration: number;
  port: number;
}

/** A fresh database for a bench part: a new PostgreSQL database, or a PGlite directory. */
export async function openBenchDatabase(options: Pick<DeliveryBenchOptions, 'kind' | 'adminUrl'>) {
  if (options.kind === 'postgres' && options.adminUrl) {
    const name = `homeservices_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: options.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(options.adminUrl);
    target.pathname = `/${name}`;
    const env: Record<string, string> = { DATABASE_URL: target.toString() };
    return {
      open: () => Promise.resolve(openPostgres(target.toString(), { queryTimeoutMs: 0 })),
      env,
      cleanup: async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-delivery-'));
  const env: Record<string, string> = { DATA_DIR: dir };
  return {
    open: () => openPglite({ dataDir: pgliteDir(dir) }),
    env,
    cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** `count` people, each with one notification and its email delivery queued. */
async function queue(database: Database, count: number, round: string) {
  await database.db.execute(sql`insert into users (firebase_uid, name, email, email_verified_at)
    select 'bench-' || ${round} || '-' || g, 'Bench Person ' || g, 'bench-' || ${round} || '-' || g || '@bench.example', now()
      from generate_series(1, ${count}) g`);
  await database.db
    .execute(sql`insert into notifications (user_id, event_id, kind, title, body, link)
    select id, 1, 'quote_received', 'New quote: R500 for your cleaning', 'From Bench Cleaners.', '/customer'
      from users where firebase_uid like ${`bench-${round}-%`}`);
  await database.db.execute(sql`insert into deliveries (notification_id, user_id, channel, kind)
    select n.id, n.user_id, 'email', n.kind from notifications n
      join users u on u.id = n.user_id where u.firebase_uid like ${`bench-${round}-%`}`);
}

export async function runDeliveryBench(options: DeliveryBenchOptions) {
  const target = await openBenchDatabase(options);
  const rows: Record<string, string | number>[] = [];
  try {
    let database = await target.open();
    await migrate(database);
    await database.close();
    // /api/health of the real server on this database, then the worker alone on it.
    const server = await startBenchServer(
      { ...target.env, AUTH_EMULATOR_PORT: new URL(options.emulatorUrl).port },
      options.port,
    );
    let health = 0;
    try {
      health = (await measure(`${server.url}/api/health`, {}, options.duration)).rps;
    } finally {
      await server.stop();
    }
    database = await target.open();
    const sink = await startSmtpSink();
    try {
      const transports: [string, Transport][] = [
        [
          'SMTP (local server)',
          smtpTransport(sink.url, 'Khaya <no-reply@bench.example>', 'http://localhost'),
        ],
        ['embedded mailbox', MAILBOX],
      ];
      for (const [label, transport] of transports) {
        await queue(database, options.deliveries, label.startsWith('SMTP') ? 'smtp' : 'mailbox');
        const worker = new DeliveryWorker({
          db: database.db,
          log: { error: () => undefined, warn: () => undefined, info: () => undefined },
          transports: { email: transport, whatsapp: MAILBOX, push: MAILBOX },
          siteUrl: 'http://localhost',
          pollMs: 3_600_000,
        });
        const started = performance.now();
        await worker.drain();
        const seconds = (performance.now() - started) / 1000;
        await worker.stop();
        const [sent] = await database.db
          .execute<{ n: number }>(
            sql`select count(*)::int as n from deliveries where status = 'sent'`,
          )
          .then((result) => (result as { rows: { n: number }[] }).rows);
        const perSecond = options.deliveries / seconds;
        rows.push({
          database: options.kind,
          channel: label,
          deliveries: options.deliveries,
          'sent so far': sent?.n ?? 0,
          seconds: Number(seconds.toFixed(1)),
          'per s': Math.round(perSecond),
          'health req/s': Math.round(health),
          'vs health': health ? perSecond / health : 0,
        });
      }
    } finally {
      await sink.close();
      await database.close();
    }
  } finally {
    await target.cleanup();
  }
  return rows;
}
