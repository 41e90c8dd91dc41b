/**
 * `npm run test:stress`: the long trust checks that do not fit in `npm test`.
 *   4. bad input at scale (FUZZ_RUNS per write endpoint, default 100,000; PGlite)
 *   9. a lost PostgreSQL (throwaway cluster stopped with pg_ctl -m immediate under load)
 *  10. a killed process (kill -9 ten times under writes, PGlite)
 *  11. load (60 s at 200 req/s, 50 connections, 70/30 reads/writes)
 *  live: 30 live streams that never read, on 240 MB of events (issue 41): the server's memory
 * Prints one table of figures and exits non-zero if any check failed.
 * STRESS_SKIP=fuzz,lost,killed,load,live leaves parts out.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startAuthEmulator } from '../../scripts/lib/emulator';
import { killedProcess } from './killed-process';
import { liveStreamMemory } from './live-streams';
import { load } from './load';
import { lostDatabase } from './lost-database';
import { printTable, ROOT, STRESS_EMULATOR, tempDir, type Row } from './lib';

const skip = new Set((process.env['STRESS_SKIP'] ?? '').split(',').filter(Boolean));
const rows: Row[] = [];

async function section(name: string, run: () => Promise<Row[]>) {
  if (skip.has(name)) return;
  const started = performance.now();
  console.log(`\n== ${name} ...`);
  try {
    const result = await run();
    rows.push(...result);
    for (const row of result)
      console.log(`  ${row.pass ? 'pass' : 'FAIL'}  ${row.check}: ${row.figures}`);
  } catch (error) {
    rows.push({ check: name, figures: `crashed: ${(error as Error).message}`, pass: false });
    console.error(error);
  }
  console.log(`   (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

function fuzz(): Promise<Row[]> {
  const runs = process.env['FUZZ_RUNS'] ?? '100000';
  const reportFile = path.join(tempDir('stress-fuzz-'), 'report.jsonl');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FUZZ_RUNS: runs,
    FUZZ_REPORT: reportFile,
    // Its own emulator, so `npm test` can run at the same time.
    TEST_EMULATOR_PORT: '9799',
  };
  delete env['TEST_DATABASE_URL'];
  const result = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'api',
      'test/api/bad-input.test.ts',
    ],
    { cwd: ROOT, env, stdio: 'inherit' },
  );
  const lines = fs.existsSync(reportFile)
    ? fs
        .readFileSync(reportFile, 'utf8')
        .trim()
        .split('\n')
        .map(
          (line) =>
            JSON.parse(line) as { database: string; report: string[]; unexpected: string[] },
        )
    : [];
  const sent = lines.reduce((sum, line) => sum + line.report.length * Number(runs), 0);
  const unexpected = lines.flatMap((line) => line.unexpected);
  return Promise.resolve([
    {
      check: `bad input: ${runs} generated bodies per write endpoint`,
      figures: `${sent} requests on ${lines.map((l) => l.database).join(', ') || 'nothing'}; ${unexpected.length} unexpected answers (5xx or unlisted status); invariants and health checked after`,
      pass: result.status === 0 && unexpected.length === 0 && lines.length > 0,
    },
  ]);
}

const emulator = await startAuthEmulator({
  projectId: 'demo-homeservices',
  ports: STRESS_EMULATOR,
  dir: tempDir('stress-emulator-'),
  persist: false,
});
try {
  await section('fuzz', fuzz);
  await section('lost', lostDatabase);
  await section('killed', () => killedProcess(10));
  await section('load', () => load());
  await section('live', liveStreamMemory);
} finally {
  await emulator.stop();
}
printTable(rows);
process.exit(rows.every((row) => row.pass) ? 0 : 1);
