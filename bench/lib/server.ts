import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  /** The server process's resident memory now, in bytes (Linux). */
  rss(): number;
  stop(): Promise<void>;
}

/** Resident memory of a process and its descendants (tsx runs the server in a child), bytes. */
function treeRss(pid: number): number {
  let total = 0;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) total += treeRss(Number(child));
    }
  } catch {
    // gone
  }
  return total;
}

/**
 * Starts the real server (src/server/main.ts) in its own process, as `npm start` would run it;
 * `root` is another checkout of the project (the A/B bench's other revision), with its own tsx.
 */
export async function startBenchServer(
  env: Record<string, string>,
  port: number,
  root = ROOT,
): Promise<BenchServer> {
  const tsx = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');
  const child: ChildProcess = spawn(
    process.execPath,
    [tsx, path.join(root, 'src/server/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        // The API part seeds its own market; the pages part asks for the demo data.
        SEED_DEMO_DATA: 'never',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        // The bench measures speed; abuse limits would turn its load into 429s.
        RATE_LIMIT_FACTOR: '0',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Then until it has settled: the work a server does as it starts (on PGlite, whose one
  // connection it shares, checking 100,000 providers' ratings) is not what a route costs.
  const settleBy = Date.now() + 300_000;
  for (let quick = 0; quick < 5 && Date.now() < settleBy;) {
    const started = performance.now();
    const answered = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.ok)
      .catch(() => false);
    quick = answered && performance.now() - started < 50 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    rss: () => (child.pid ? treeRss(child.pid) : 0),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
