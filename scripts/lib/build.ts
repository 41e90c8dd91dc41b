import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_INPUTS = [
  'src/web',
  'src/domain',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const STAMP = 'dist/client/index.html';

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when the client has never been built, or a source changed since the last build. */
export function clientIsStale(): boolean {
  const built = fs.statSync(path.join(ROOT, STAMP), { throwIfNoEntry: false });
  if (!built) return true;
  return CLIENT_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built.mtimeMs);
}

export function buildClient(): void {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the client failed (see above).');
}
