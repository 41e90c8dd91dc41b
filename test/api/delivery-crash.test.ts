import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { deliveries, mailbox } from '../../src/server/db/schema';
import { migrate } from '../../src/server/migrate';
import { postgresFromTemplate } from '../helpers/app';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

/**
 * Exactly once across kill -9: hundreds of queued emails, a worker process killed twice while it
 * sends them, then started again until the queue is empty. None may be lost; in the embedded
 * mailbox (written in the transaction that marks a delivery sent) none may arrive twice; over
 * SMTP every delivery arrives under its own Message-ID, and only a message in flight at the
 * moment of a kill (sent, its commit not yet made) can be handed over again, with the same
 * Message-ID, by which a receiving server drops it.
 */
const COUNT = 400;
// Not at a multiple of the worker's batch (10): a kill then lands with claimed rows in flight.
const KILL_AT = [95, 243];
const CONCURRENCY = 4;
const WORKER = fileURLToPath(new URL('../crash/delivery-worker.mts', import.meta.url));

interface Target {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openPglite({ dataDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresTarget(): Promise<Target> {
  const { url, drop } = await postgresFromTemplate('delivery_crash');
  return {
    env: { DATABASE_URL: url },
    open: async () => openPostgres(url),
    drop,
  };
}

/** COUNT people, each with one notification and its email delivery queued. */
async function seed(database: Database) {
  await migrate(database);
  const { db } = database;
  await db.execute(sql`insert into users (firebase_uid, name, email, email_verified_at)
    select 'crash-' || g, 'Crash Tester ' || g, 'crash' || g || '@example.co.za', now()
      from generate_series(1, ${COUNT}) g`);
  await db.execute(sql`insert into notifications (user_id, event_id, kind, title, body, link)
    select id, 1, 'quote_received', 'New quote: R500 for your cleaning', 'From Crash Cleaners.', '/customer'
      from users where firebase_uid like 'crash-%'`);
  await db.execute(sql`insert into deliveries (notification_id, user_id, channel, kind)
    select id, user_id, 'email', kind from notifications`);
}

/** Runs the worker process; kills it with SIGKILL once `killAt` deliveries are marked sent. */
function runWorker(env: Record<string, string>, killAt?: number) {
  return new Promise<{ killed: boolean; sent: number }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let sent = 0;
    let killed = false;
    let errors = '';
    let buffered = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      sent += lines.filter((line) => line.startsWith('sent ')).length;
      if (killAt !== undefined && sent >= killAt && !killed) {
        killed = child.kill('SIGKILL');
      }
    });
    child.on('exit', (code, signal) => {
      if (killed && signal === 'SIGKILL') resolve({ killed, sent });
      else if (code === 0) resolve({ killed, sent });
      else reject(new Error(`worker exited ${code ?? signal}: ${errors}`));
    });
  });
}

async function crashAndRecover(target: Target, env: Record<string, string>) {
  const database = await target.open();
  await seed(database);
  await database.close();
  for (const killAt of KILL_AT) {
    const run = await runWorker({ ...target.env, ...env }, killAt);
    // Killed mid-queue (the queue was not done when it died).
    expect(run.killed).toBe(true);
  }
  await runWorker({ ...target.env, ...env });
  const after = await target.open();
  try {
    const rows = await after.db.select().from(deliveries);
    const mailboxRows = await after.db.select().from(mailbox);
    return { rows, mailboxRows };
  } finally {
    await after.close();
  }
}

const kinds = () => ['pglite', ...(inject('postgresTemplateUrl') ? ['postgres'] : [])];

describe('delivery across kill -9', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });
  const targetOf = async (kind: string) => {
    const target = kind === 'pglite' ? await pgliteTarget() : await postgresTarget();
    cleanups.push(() => target.drop());
    return target;
  };

  for (const kind of kinds()) {
    it(
      `[${kind}] into the embedded mailbox: every delivery exactly once`,
      { timeout: 120_000 },
      async () => {
        const { rows, mailboxRows } = await crashAndRecover(await targetOf(kind), {});
        expect(rows.length).toBe(COUNT);
        expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
        expect(mailboxRows.length).toBe(COUNT);
        expect(new Set(mailboxRows.map((row) => row.deliveryId)).size).toBe(COUNT);
        expect(new Set(mailboxRows.map((row) => row.toAddress)).size).toBe(COUNT);
        console.log(
          `attempts [${kind}]`,
          JSON.stringify(
            rows.reduce<Record<number, number>>(
              (acc, row) => ({ ...acc, [row.attempts]: (acc[row.attempts] ?? 0) + 1 }),
              {},
            ),
          ),
        );
        // Some were claimed by a worker that died, and taken again after the lease.
        expect(rows.some((row) => row.attempts > 1)).toBe(true);
      },
    );

    it(
      `[${kind}] over SMTP: none lost, each under one Message-ID`,
      { timeout: 120_000 },
      async () => {
        let sink: SmtpSink | undefined;
        try {
          sink = await startSmtpSink({ delayMs: 5 });
          const { rows } = await crashAndRecover(await targetOf(kind), { SMTP_URL: sink.url });
          expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
          const ids = sink.messages.map((mail) => mail.messageId);
          const expected = rows.map((row) => `<delivery-${row.id}@localhost>`);
          expect(new Set(ids)).toEqual(new Set(expected));
          // Each recipient got its own message: Message-ID and address agree.
          for (const mail of sink.messages) {
            const row = rows.find((r) => mail.messageId === `<delivery-${r.id}@localhost>`);
            expect(mail.to).toMatch(/^crash\d+@example\.co\.za$/);
            expect(row).toBeDefined();
          }
          const repeats = ids.length - new Set(ids).size;
          console.log(
            `kill -9 over SMTP [${kind}]: ${ids.length} handed over for ${COUNT} deliveries, ${repeats} repeated (same Message-ID)`,
          );
          expect(repeats).toBeLessThanOrEqual(CONCURRENCY * KILL_AT.length);
        } finally {
          await sink?.close();
        }
      },
    );
  }
});
