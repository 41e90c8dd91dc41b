import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts the real server (src/server/main.ts) in its own process, as `npm start` would run it. */
export async function startBenchServer(
  env: Record<string, string>,
  port: number,
): Promise<BenchServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(ROOT, 'src/server/main.ts')],
    {
      cwd: ROOT,
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
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
