/**
 * The production topology on one machine: HAProxy (Debian's) balancing between API instances
 * (src/server/main.ts, each its own process), the local PostgreSQL and Redis, an S3-compatible
 * store (s3rver), an SMTP sink, and the Auth emulator standing in for Firebase. The same
 * HAProxy settings as docs/deploy.md's `deploy/haproxy.cfg`, with the ports the test picks.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const HAPROXY_CONFIG = path.join(ROOT, 'deploy/haproxy.cfg');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether Debian's HAProxy is installed (`.ci/run` installs it). */
export function haproxyInstalled(): boolean {
  return spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status === 0;
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything the instance logged (JSON lines on stdout, start-up lines, errors). */
  log(): string;
  /** Resolves when the instance's /api/health/ready answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, as an orchestrator stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the machine lost it. */
  kill(): Promise<void>;
  exited(): Promise<number | null>;
}

/** Starts one API instance in its own process (`node --import tsx src/server/main.ts`). */
export function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
    });
  return {
    name,
    port,
    url,
    child,
    log: () => output,
    exited,
    async ready(timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) {
          throw new Error(`${name} exited with ${child.exitCode}:\n${output.slice(-3000)}`);
        }
        if (Date.now() > deadline) throw new Error(`${name} not ready:\n${output.slice(-3000)}`);
        try {
          if ((await fetch(`${url}/api/health/ready`)).ok) return;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
    },
    async stop() {
      child.kill('SIGTERM');
      return exited();
    },
    async kill() {
      child.kill('SIGKILL');
      await exited();
    },
  };
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy with the recipe's configuration (deploy/haproxy.cfg), its ports and servers filled in:
 * round robin, readiness checks every half second, and a request that found an instance gone
 * or closing (a refused connection, a 503 before any work) retried on the other.
 */
export async function startBalancer(
  port: number,
  instances: Pick<Instance, 'name' | 'port'>[],
): Promise<Balancer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-'));
  const config = fs
    .readFileSync(HAPROXY_CONFIG, 'utf8')
    .replace('bind :80', `bind 127.0.0.1:${port}`)
    // The replicas' lines give way to this machine's instances (no DNS: fixed ports).
    .replace(/^\s*# The replicas by name.*\n(\s*server app-\d .*\n)+/m, () =>
      instances
        .map(
          (instance) =>
            `    server ${instance.name} 127.0.0.1:${instance.port} check inter 500 fall 2 rise 1\n`,
        )
        .join(''),
    );
  if (!config.includes(`server ${instances[0]?.name ?? ''} 127.0.0.1`)) {
    throw new Error('deploy/haproxy.cfg: its app servers were not found to replace');
  }
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const check = spawnSync('haproxy', ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c: ${check.stderr}${check.stdout}`);
  const child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`haproxy did not answer: ${output}`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An S3-compatible store on a free port with the documents bucket. */
export async function startS3(bucket: string) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-s3-'));
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
