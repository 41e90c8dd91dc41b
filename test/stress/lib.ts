import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const STRESS_EMULATOR = { auth: 9599, hub: 4609, logging: 4709 };
export const EMULATOR_URL = `http://127.0.0.1:${STRESS_EMULATOR.auth}`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Milliseconds from spawn until /api/health answered 200. */
  startMs: number;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

/** The real server (src/server/main.ts) in its own process, against the stress emulator. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<ServerProcess> {
  const started = performance.now();
  // Node itself with tsx as a loader (not the tsx CLI, which would put a wrapper process
  // between us and the server: kill -9 must hit the server).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${STRESS_EMULATOR.auth}`,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        SEED_DEMO_DATA: 'never',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s: ${stderr}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  const startMs = performance.now() - started;
  const exited = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });
  return {
    url,
    child,
    startMs,
    stop: async () => {
      child.kill('SIGTERM');
      await exited();
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited();
    },
  };
}

/** Signs up an account in the emulator and creates its user record (and provider profile). */
export async function makeUser(
  serverUrl: string,
  name: string,
  services?: string[],
): Promise<{ uid: string; token: string; headers: Record<string, string> }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@stress.co.za`;
  const signUp = await fetch(
    `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'stress-secret', returnSecureToken: true }),
    },
  );
  const account = (await signUp.json()) as { localId: string; idToken: string };
  const headers = {
    authorization: `Bearer ${account.idToken}`,
    'content-type': 'application/json',
  };
  const user = await fetch(`${serverUrl}/api/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, email, isProvider: services ? 1 : 0 }),
  });
  if (user.status !== 201) throw new Error(`POST /api/users: ${user.status} ${await user.text()}`);
  if (services) {
    const profile = await fetch(`${serverUrl}/api/providers`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ bio: 'Stress', services, hourlyRate: 300, location: 'Cape Town' }),
    });
    if (profile.status !== 201) throw new Error(`POST /api/providers: ${profile.status}`);
  }
  return { uid: account.localId, token: account.idToken, headers };
}

export const REQUEST_BODY = {
  serviceType: 'cleaning',
  description: 'Stress request',
  location: 'Claremont, Cape Town, Western Cape',
  preferredDate: 'Tomorrow',
};

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A throwaway PostgreSQL cluster on its own port (initdb + pg_ctl), run as the postgres user when we are root. */
export class ThrowawayCluster {
  readonly dir = tempDir('stress-pg-');
  readonly bin: string;
  constructor(readonly port: number) {
    const versions = fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql').sort()
      : [];
    const version = versions.at(-1);
    if (!version) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
    this.bin = `/usr/lib/postgresql/${version}/bin`;
    if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', this.dir]);
  }

  private run(args: string[]): { status: number | null; output: string } {
    const asRoot = process.getuid?.() === 0;
    const command = asRoot ? 'runuser' : args[0]!;
    const argv = asRoot ? ['-u', 'postgres', '--', ...args] : args.slice(1);
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  }

  init(): void {
    const result = this.run([
      `${this.bin}/initdb`,
      '-D',
      `${this.dir}/data`,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    if (result.status !== 0) throw new Error(`initdb failed: ${result.output}`);
  }

  start(): void {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
    const result = this.run([
      `${this.bin}/pg_ctl`,
      '-D',
      `${this.dir}/data`,
      '-o',
      options,
      '-l',
      `${this.dir}/log`,
      '-w',
      'start',
    ]);
    if (result.status !== 0) throw new Error(`pg_ctl start failed: ${result.output}`);
  }

  stopImmediate(): void {
    this.run([`${this.bin}/pg_ctl`, '-D', `${this.dir}/data`, '-m', 'immediate', 'stop']);
  }

  destroy(): void {
    this.stopImmediate();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }
}

export interface Row {
  check: string;
  figures: string;
  pass: boolean;
}

export function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map((r) => r.check.length), 5);
  const lines = [
    `| ${'check'.padEnd(width)} | result | figures`,
    `| ${'-'.repeat(width)} | ------ | -------`,
    ...rows.map(
      (r) => `| ${r.check.padEnd(width)} | ${r.pass ? 'pass  ' : 'FAIL  '} | ${r.figures}`,
    ),
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
