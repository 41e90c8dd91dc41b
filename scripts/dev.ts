/**
 * `npm run dev`: the Auth emulator, the API with reload on change (tsx watch) on PORT, and
 * Vite's dev server with hot reload on 5173, proxying /api to the API.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { readEnv } from '../src/server/env';
import { publicConfigOf } from '../src/server/main';
import { startAuthEmulator } from './lib/emulator';
import { compileMessages } from './lib/messages';

const require = createRequire(import.meta.url);
const env = readEnv();
await compileMessages();
const emulator = env.authEmulatorHost
  ? await startAuthEmulator({
      projectId: env.firebaseProjectId,
      ports: env.emulatorPorts,
      dir: path.join(env.dataDir, 'auth-emulator'),
      persist: true,
    })
  : undefined;

const api = spawn(
  process.execPath,
  [require.resolve('tsx/cli'), 'watch', '--clear-screen=false', 'src/server/main.ts'],
  { stdio: 'inherit' },
);
const web = spawn(
  process.execPath,
  [path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js')],
  {
    stdio: 'inherit',
    env: { ...process.env, APP_PUBLIC_CONFIG: JSON.stringify(publicConfigOf(env)) },
  },
);
console.log('\n  Dev server: http://localhost:5173 (API on port %d)\n', env.port);

const stop = async () => {
  api.kill('SIGINT');
  web.kill('SIGINT');
  try {
    await emulator?.stop();
  } catch (error) {
    console.error(`\n*** ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
