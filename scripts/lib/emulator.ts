import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface EmulatorOptions {
  projectId: string;
  ports: { auth: number; hub: number; logging: number };
  /** Folder for the emulator's config, logs and exported accounts. */
  dir: string;
  /** Keep accounts across restarts (imported at start, exported on exit). */
  persist: boolean;
}

export interface RunningEmulator {
  url: string;
  /** True when an emulator was already listening and we did not start one. */
  reused: boolean;
  /** Stops it; with `persist`, rejects with {@link EmulatorExportError} when nothing was saved. */
  stop(): Promise<void>;
}

export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * True when the Auth emulator itself answers on the port. A bare TCP connect is not enough: while
 * starting, firebase-tools binds each port for a moment to see whether it is free, and a connect
 * in that moment would call it ready seconds before it serves anything.
 */
export async function isAuthEmulatorAnswering(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
    if (!response.ok) return false;
    const body = (await response.json()) as { authEmulator?: unknown };
    return body.authEmulator !== undefined;
  } catch {
    return false;
  }
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, child: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) return false;
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Starts the Firebase Auth emulator (and nothing else) unless one already answers on the port. */
export async function startAuthEmulator(options: EmulatorOptions): Promise<RunningEmulator> {
  const url = `http://127.0.0.1:${options.ports.auth}`;
  if (await isPortOpen(options.ports.auth)) {
    // Another emulator may be starting there: give it a few seconds to answer.
    for (let tries = 0; tries < 20; tries += 1) {
      if (await isAuthEmulatorAnswering(url)) return { url, reused: true, stop: async () => {} };
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(
      `Port ${options.ports.auth} is taken by something other than the Firebase Auth emulator: ` +
        'stop it, or give the emulator another port.',
    );
  }
  fs.mkdirSync(options.dir, { recursive: true });
  const config = {
    emulators: {
      auth: { host: '127.0.0.1', port: options.ports.auth },
      hub: { host: '127.0.0.1', port: options.ports.hub },
      logging: { host: '127.0.0.1', port: options.ports.logging },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  fs.writeFileSync(path.join(options.dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const exportDir = path.join(options.dir, 'export');
  const args = [
    require.resolve('firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    options.projectId,
    '--config',
    path.join(options.dir, 'firebase.json'),
  ];
  if (options.persist) {
    if (fs.existsSync(path.join(exportDir, 'firebase-export-metadata.json'))) {
      args.push('--import', exportDir);
    }
    args.push('--export-on-exit', exportDir);
  }
  const logPath = path.join(options.dir, 'emulator.log');
  const log = fs.openSync(logPath, 'w');
  // The emulators find their hub through a locator file named after the project in the temporary
  // folder, so two copies of the app on one machine (same project id, other ports) would export
  // each other's accounts on exit. A temporary folder per data directory keeps each to its own.
  const tmpDir = path.join(options.dir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  const child = spawn(process.execPath, args, {
    cwd: options.dir,
    // CI=true skips the update check, which hangs offline.
    env: {
      ...process.env,
      TMPDIR: tmpDir,
      CI: 'true',
      NO_UPDATE_NOTIFIER: '1',
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', log, log],
    // Its own process group, so Ctrl-C in the terminal reaches us first and we stop it in order.
    detached: true,
  });
  const ready = await waitFor(() => isAuthEmulatorAnswering(url), 90_000, child);
  if (!ready) {
    child.kill('SIGKILL');
    const tail = fs.readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`The Firebase Auth emulator did not start. Its log (${logPath}):\n${tail}`);
  }
  const metadata = path.join(exportDir, 'firebase-export-metadata.json');
  const exportedAt = () => (fs.existsSync(metadata) ? fs.statSync(metadata).mtimeMs : 0);
  return {
    url,
    reused: false,
    stop: async () => {
      const before = exportedAt();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGINT');
      });
      // The emulator only logs a failed export and exits as if all were well: check its work.
      if (options.persist && exportedAt() <= before) {
        const tail = fs.readFileSync(logPath, 'utf8').split('\n').slice(-15).join('\n');
        throw new EmulatorExportError(
          `The Firebase Auth emulator did not save its accounts to ${exportDir}: the accounts ` +
            `registered since it started are lost. Its log (${logPath}) ends:\n${tail}`,
        );
      }
    },
  };
}

/** The emulator stopped without saving its accounts (`persist`). */
export class EmulatorExportError extends Error {}
