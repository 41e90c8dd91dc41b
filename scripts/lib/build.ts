import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_INPUTS = [
  'src/web',
  'src/domain',
  'src/i18n/messages',
  'scripts/lib/boot-scripts.ts',
  'scripts/lib/documents.ts',
  'scripts/lib/prerender.ts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
const STAMP = 'dist/documents/manifest.json';

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

function run(args: string[], what: string): void {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    const how = result.error
      ? result.error.message
      : result.signal
        ? `killed by ${result.signal}`
        : `exit code ${result.status}`;
    throw new Error(`${what} failed (${how}; see above).`);
  }
}

/**
 * Builds the client, then the pages' finished documents (scripts/lib/prerender.ts): a server
 * build of src/web/entry-server.tsx renders each page's first view to HTML, which goes into the
 * page's document with the CSS it uses and the boot scripts, so a phone shows it before any
 * JavaScript file has arrived.
 */
export function buildClient(): void {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  run(['--import', 'tsx', path.join(ROOT, 'scripts/messages.ts')], 'Compiling the messages');
  run([vite, 'build', '--logLevel', 'warn'], 'Building the client');
  run(
    [
      vite,
      'build',
      '--ssr',
      'entry-server.tsx',
      '--outDir',
      '../../dist/ssr',
      '--logLevel',
      'warn',
    ],
    'Building the prerenderer',
  );
  run(['--import', 'tsx', path.join(ROOT, 'scripts/lib/prerender.ts')], 'Prerendering the pages');
}
