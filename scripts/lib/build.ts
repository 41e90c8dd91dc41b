import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { BASE_LOCALE, LOCALES, type Locale } from '../../src/domain/locales';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_INPUTS = [
  'src/web',
  'src/domain',
  'src/i18n/messages',
  'scripts/lib/boot-scripts.ts',
  'scripts/lib/documents.ts',
  'scripts/lib/prerender.ts',
  'scripts/lib/installable.ts',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
];
// The last language's documents: written last.
const STAMP = path.join(
  buildDirOf(LOCALES[LOCALES.length - 1] ?? BASE_LOCALE),
  'documents/manifest.json',
);

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
  const built = fs.statSync(STAMP, { throwIfNoEntry: false });
  if (!built) return true;
  return CLIENT_INPUTS.some((input) => newestMtime(path.join(ROOT, input)) > built.mtimeMs);
}

function run(args: string[], what: string, env: Record<string, string> = {}): void {
  const result = spawnSync(process.execPath, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    const how = result.error
      ? result.error.message
      : result.signal
        ? `killed by ${result.signal}`
        : `exit code ${result.status}`;
    throw new Error(`${what} failed (${how}; see above).`);
  }
}

/** Where a language's build goes: English's in dist, another's in dist/locales/<locale>. */
export function buildDirOf(locale: Locale): string {
  return locale === BASE_LOCALE ? path.join(ROOT, 'dist') : path.join(ROOT, 'dist/locales', locale);
}

/**
 * Builds the client, then the pages' finished documents (scripts/lib/prerender.ts): a server
 * build of src/web/entry-server.tsx renders each page's first view to HTML, which goes into the
 * page's document with the CSS it uses and the boot scripts, so a phone shows it before any
 * JavaScript file has arrived. Once per language (ADR 16), English first: another language's
 * hashed assets are then copied into dist/client/assets, where the server serves them all.
 */
export function buildClient(): void {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  run(['--import', 'tsx', path.join(ROOT, 'scripts/messages.ts')], 'Compiling the messages');
  fs.rmSync(path.join(ROOT, 'dist/locales'), { recursive: true, force: true });
  for (const locale of LOCALES) {
    const env = { KHAYA_LOCALE: locale };
    const dir = buildDirOf(locale);
    run([vite, 'build', '--logLevel', 'warn'], `Building the ${locale} client`, env);
    run(
      [
        vite,
        'build',
        '--ssr',
        'entry-server.tsx',
        '--outDir',
        path.join(dir, 'ssr'),
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      `Building the ${locale} prerenderer`,
      env,
    );
    run(
      ['--import', 'tsx', path.join(ROOT, 'scripts/lib/prerender.ts')],
      `Prerendering the ${locale} pages`,
      env,
    );
    run(
      ['--import', 'tsx', path.join(ROOT, 'scripts/lib/installable.ts'), path.join(dir, 'client')],
      `Building the ${locale} service worker`,
      env,
    );
    if (locale !== BASE_LOCALE) {
      fs.cpSync(path.join(dir, 'client/assets'), path.join(ROOT, 'dist/client/assets'), {
        recursive: true,
        force: false,
      });
    }
  }
}
