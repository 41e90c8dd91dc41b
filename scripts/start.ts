/**
 * `npm start`: builds the client when missing or stale, starts the Firebase Auth emulator when no
 * real Firebase project is configured, migrates, seeds demo data on an empty database and serves
 * app and API. Ctrl-C stops everything it started.
 */
import path from 'node:path';
import { pgliteDir } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/lock';
import { readEnv } from '../src/server/env';
import { exitOnStartupError, printBanner, startServer } from '../src/server/main';
import { buildClient, clientIsStale } from './lib/build';
import { startAuthEmulator, type RunningEmulator } from './lib/emulator';
import { requireFreePort } from './lib/port';

async function main() {
  const env = readEnv();
  // Lock first: a second `npm start` on the same data dir stops here, before touching anything.
  if (!env.databaseUrl) lockDataDir(pgliteDir(env.dataDir));
  await requireFreePort(env.port, env.host);

  if (clientIsStale()) {
    console.log('Building the client...');
    buildClient();
  }

  let emulator: RunningEmulator | undefined;
  if (env.authEmulatorHost) {
    console.log(`Starting the Firebase Auth emulator on ${env.authEmulatorHost}...`);
    emulator = await startAuthEmulator({
      projectId: env.firebaseProjectId,
      ports: env.emulatorPorts,
      dir: path.join(env.dataDir, 'auth-emulator'),
      persist: true,
    });
    if (emulator.reused) console.log('Using the Auth emulator that is already running.');
  }

  let server;
  try {
    server = await startServer(env);
  } catch (error) {
    await emulator?.stop();
    throw error;
  }
  printBanner(server, env);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await server.close().catch((error: unknown) => console.error(error));
    try {
      await emulator?.stop();
    } catch (error) {
      console.error(`\n*** ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch(exitOnStartupError);
