/**
 * `npm run bench:ab -- <revision> [<revision>] [page ...]`: this checkout's pages (or a second
 * revision's) against another revision's, in one run, so that a shared machine's mood weighs on both alike. The other revision is checked
 * out in a git worktree beside the project (its own `npm ci` when its lockfile differs), both are
 * built and served by their own server with the demo data, and Lighthouse's mobile run (4x CPU)
 * alternates between them page by page (A B, then B A, ...). Prints each side's median, range and
 * every run, and the first-view bytes of each page.
 *
 * BENCH_AB_ROUNDS (5): runs per page and side. Pages default to the bench's four.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH } from '../scripts/lib/chromium';
import { startAuthEmulator } from '../scripts/lib/emulator';
import { printTable } from './lib/table';
import { ROOT, startBenchServer, type BenchServer } from './lib/server';
import {
  FLAGS,
  FLOOR_PAGE,
  lighthouseOnce,
  measureBytes,
  median,
  writeFloorPage,
  type BytesRow,
  type LighthouseRun,
} from './pages';

const args = process.argv.slice(2);
const revisions = args.filter((arg) => !arg.startsWith('/'));
const pageArgs = args.filter((arg) => arg.startsWith('/'));
if (revisions.length < 1 || revisions.length > 2) {
  console.error(
    'Usage: npm run bench:ab -- <revision> [<revision>] [page ...]   (e.g. main~3 /providers)',
  );
  process.exit(2);
}
const PAGES = pageArgs.length > 0 ? pageArgs : ['/', '/providers', '/login', '/request'];
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 5);
const EMULATOR_PORTS = { auth: 9497, hub: 4427, logging: 4527 };

function run(command: string, args: string[], cwd: string): string {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** A worktree of `revision` under the system's temp folder, installed and built. */
function checkout(rev: string): { root: string; label: string } {
  const sha = run('git', ['rev-parse', '--verify', `${rev}^{commit}`], ROOT).trim();
  const root = path.join(os.tmpdir(), `bench-ab-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(root, 'package.json'))) {
    run('git', ['worktree', 'prune'], ROOT);
    run('git', ['worktree', 'add', '--detach', root, sha], ROOT);
  }
  const sameLock =
    fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8') ===
    fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8');
  const modules = path.join(root, 'node_modules');
  if (!fs.existsSync(modules)) {
    if (sameLock) fs.symlinkSync(path.join(ROOT, 'node_modules'), modules, 'dir');
    else {
      console.log(`Installing ${rev}'s dependencies (its lockfile differs)...`);
      run('npm', ['ci', '--no-audit', '--no-fund'], root);
    }
  }
  console.log(`Building ${rev} (${sha.slice(0, 7)})...`);
  run('npm', ['run', 'build', '--silent'], root);
  return { root, label: `${rev} (${sha.slice(0, 7)})` };
}

function summary(runs: LighthouseRun[], key: keyof LighthouseRun): string {
  const values = runs.map((r) => Math.round(r[key]));
  return `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;
}

const started = Date.now();
console.log(
  `A/B bench ${new Date().toISOString()} on ${os.cpus().length} cores: ${ROUNDS} rounds of ${PAGES.join(' ')}`,
);
const other = checkout(revisions[0]!);
const second = revisions[1] ? checkout(revisions[1]) : undefined;
if (!second) {
  console.log('Building this checkout...');
  run('npm', ['run', 'build', '--silent'], ROOT);
}
const sides = [
  { label: other.label, root: other.root, port: 5195 },
  second
    ? { label: second.label, root: second.root, port: 5196 }
    : { label: 'this checkout', root: ROOT, port: 5196 },
];
for (const side of sides) writeFloorPage(path.join(side.root, 'dist/client'));

const emulator = await startAuthEmulator({
  projectId: 'demo-homeservices',
  ports: EMULATOR_PORTS,
  dir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-emulator-')),
  persist: false,
});
const dataDirs: string[] = [];
const servers: BenchServer[] = [];
try {
  for (const side of sides) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ab-data-'));
    dataDirs.push(dir);
    servers.push(
      await startBenchServer(
        {
          DATA_DIR: dir,
          SEED_DEMO_DATA: 'always',
          AUTH_EMULATOR_PORT: String(EMULATOR_PORTS.auth),
        },
        side.port,
        side.root,
      ),
    );
  }

  const weights: BytesRow[][] = [];
  for (const server of servers)
    weights.push(await measureBytes(server.url, [FLOOR_PAGE, ...PAGES]));
  printTable(
    'First-view bytes (KiB, compressed, empty cache)',
    [FLOOR_PAGE, ...PAGES].map((page, i) => ({
      page,
      [sides[0]!.label]: weights[0]![i]!['total KiB'],
      [sides[1]!.label]: weights[1]![i]!['total KiB'],
    })),
  );

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: FLAGS });
  const runs = new Map<string, LighthouseRun[]>();
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const page of PAGES) {
        for (const i of order) {
          const key = `${page}\u0000${i}`;
          const result = await lighthouseOnce(`${servers[i]!.url}${page}`, 4, chrome.port);
          runs.set(key, [...(runs.get(key) ?? []), result]);
        }
      }
      console.log(`  round ${round + 1} of ${ROUNDS} done`);
    }
  } finally {
    chrome.kill();
  }
  const rows = PAGES.flatMap((page) =>
    sides.map((side, i) => {
      const list = runs.get(`${page}\u0000${i}`) ?? [];
      return {
        page,
        revision: side.label,
        score: summary(list, 'performance'),
        'TBT ms': summary(list, 'tbt'),
        'LCP ms': summary(list, 'lcp'),
        'FCP ms': summary(list, 'fcp'),
        'scores, in order': list.map((r) => r.performance).join(' '),
        'TBT, in order': list.map((r) => Math.round(r.tbt)).join(' '),
      };
    }),
  );
  printTable(
    `Lighthouse mobile at 4x CPU, ${ROUNDS} runs per page and side, alternating: median (range)`,
    rows,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await emulator.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\nDone in ${Math.round((Date.now() - started) / 1000)} s. Worktrees stay for the next run ` +
    `(remove with git worktree remove --force): ${[other, second].flatMap((c) => (c ? [c.root] : [])).join(' ')}`,
);
