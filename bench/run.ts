/**
 * `npm run bench`: API throughput and query plans on a large market (PostgreSQL and PGlite), then
 * page weight and Lighthouse mobile runs. Prints one report of tables; every figure is a ratio
 * taken in this run or a byte count, since the machines are shared and noisy.
 *
 * Sizes: BENCH_PROVIDERS (100000), BENCH_REQUESTS (1000000), BENCH_DURATION seconds (10),
 * BENCH_DELIVERIES (2000), BENCH_STREAMS (1000) and BENCH_MESSAGES (500), BENCH_SKIP=api,delivery,messages,pages
 * to leave a part out (postgres or pglite: one database of the API part). PostgreSQL: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when it answers.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildClient, clientIsStale } from '../scripts/lib/build';
import { startAuthEmulator } from '../scripts/lib/emulator';
import { runApiBench, type ApiRow } from './api';
import { runDeliveryBench } from './delivery';
import { runMessageBench } from './messages';
import { printTable } from './lib/table';
import { startBenchServer } from './lib/server';
import {
  lighthouseMisses,
  lighthouseRetries,
  measureBytes,
  measureLighthouse,
  writeFloorPage,
} from './pages';
import { measureSignedIn, SLOW_LINE } from './signed-in';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const DELIVERIES = Number(process.env.BENCH_DELIVERIES ?? 2000);
const MESSAGE_STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const PAGES = ['/', '/providers', '/login', '/request'];
const EMULATOR_PORTS = { auth: 9499, hub: 4429, logging: 4529 };

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Redis for the PostgreSQL server (its provider-list cache lives there): BENCH_REDIS_URL, else
 * the local one when it answers. PGlite keeps that cache in memory (one process holds it). */
async function redisUrl(): Promise<string | undefined> {
  if (process.env.BENCH_REDIS_URL) return process.env.BENCH_REDIS_URL;
  return (await portAnswers(6379)) ? 'redis://127.0.0.1:6379/14' : undefined;
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  return (await portAnswers(5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : undefined;
}

const started = Date.now();
console.log(
  `Benchmark ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}`,
);
if (clientIsStale()) buildClient();
const emulator = await startAuthEmulator({
  projectId: 'demo-homeservices',
  ports: EMULATOR_PORTS,
  dir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-emulator-')),
  persist: false,
});
try {
  if (!SKIP.has('api')) {
    const apiRows: ApiRow[] = [];
    const planRows: Record<string, string | number>[] = [];
    const requestPlanRows: Record<string, string | number>[] = [];
    const clusterRows: Record<string, string | number>[] = [];
    const notes: string[] = [];
    const pgUrl = await postgresUrl();
    const kinds: ('postgres' | 'pglite')[] = [
      ...(pgUrl && !SKIP.has('postgres') ? (['postgres'] as const) : []),
      ...(SKIP.has('pglite') ? [] : (['pglite'] as const)),
    ];
    const redis = await redisUrl();
    if (pgUrl && !redis)
      notes.push(
        'Redis: not answering on 127.0.0.1:6379, PostgreSQL measured without the provider-list cache',
      );
    if (!pgUrl) notes.push('PostgreSQL: not answering on 127.0.0.1:5432, measured PGlite only');
    for (const kind of kinds) {
      const result = await runApiBench({
        kind,
        ...(pgUrl ? { adminUrl: pgUrl } : {}),
        emulatorUrl: emulator.url,
        providers: PROVIDERS,
        requests: REQUESTS,
        duration: DURATION,
        port: 5190,
        redisUrl: kind === 'postgres' ? redis : undefined,
      });
      apiRows.push(...result.rows);
      clusterRows.push(...result.cluster);
      planRows.push(...result.plans);
      requestPlanRows.push(...result.requestPlans);
      notes.push(...result.notes);
    }
    for (const note of notes) console.log(`  ${note}`);
    printTable(
      `API: autocannon, 10 connections, ${DURATION} s per route after a 2 s warm-up`,
      apiRows,
    );
    if (clusterRows.length > 0) {
      printTable(
        `Two instances behind HAProxy (deploy/haproxy.cfg) on PostgreSQL, against one, same run (${DURATION} s each)`,
        clusterRows,
      );
    }
    printTable(`Query plans of the providers listing (${PROVIDERS} providers)`, planRows);
    printTable(
      `Query plans of the quote-request listings (${REQUESTS} requests; first page)`,
      requestPlanRows,
    );
  }

  if (!SKIP.has('delivery')) {
    const pgUrl = await postgresUrl();
    const rows: Record<string, string | number>[] = [];
    for (const kind of pgUrl ? (['postgres', 'pglite'] as const) : (['pglite'] as const)) {
      rows.push(
        ...(await runDeliveryBench({
          kind,
          adminUrl: pgUrl,
          emulatorUrl: emulator.url,
          deliveries: DELIVERIES,
          duration: DURATION,
          port: 5192,
        })),
      );
    }
    printTable(
      `Delivery: ${DELIVERIES} queued emails sent by one worker (4 in flight), against /api/health on the same database`,
      rows,
    );
  }

  if (!SKIP.has('messages')) {
    const pgUrl = await postgresUrl();
    const redis = await redisUrl();
    const rows: Record<string, string | number>[] = [];
    const runs: { kind: 'postgres' | 'pglite'; redisUrl?: string | undefined }[] = [
      ...(pgUrl ? [{ kind: 'postgres' as const, redisUrl: redis }] : []),
      { kind: 'pglite' },
    ];
    for (const run of runs) {
      rows.push(
        await runMessageBench({
          ...run,
          adminUrl: pgUrl,
          emulatorUrl: emulator.url,
          streams: MESSAGE_STREAMS,
          messages: MESSAGES,
          port: 5193,
        }),
      );
    }
    printTable(
      `Messages: ${MESSAGE_STREAMS} open event streams on one instance (10 per customer), a burst of ${MESSAGES} messages (10 in flight), send to receipt on every stream`,
      rows,
    );
  }

  if (!SKIP.has('pages')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
    writeFloorPage(path.resolve(import.meta.dirname, '../dist/client'));
    const server = await startBenchServer(
      { DATA_DIR: dir, SEED_DEMO_DATA: 'always', AUTH_EMULATOR_PORT: String(EMULATOR_PORTS.auth) },
      5191,
    );
    try {
      printTable(
        'Page weight: bytes transferred for a first view (compressed, empty cache)',
        await measureBytes(server.url, ['/bench-floor.html', ...PAGES]),
      );
      printTable(
        `Signed-in pages opened from a link (signed in before, empty HTTP cache, ${SLOW_LINE.kbps} kbps, ${SLOW_LINE.latencyMs} ms latency, ${SLOW_LINE.cpu}x CPU): budget 150 KiB and data within 5 s`,
        await measureSignedIn(server.url),
      );
      printTable(
        'Lighthouse mobile (median of 3, and of 3 at 10x CPU slowdown); LCP against the static floor page',
        await measureLighthouse(server.url, PAGES),
      );
      for (const retry of lighthouseRetries) console.log(`  Lighthouse run again after ${retry}`);
      for (const [page, misses] of lighthouseMisses) {
        console.log(`  ${page} below full marks: ${[...misses].join('; ')}`);
      }
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  await emulator.stop();
}
console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
