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
const STAMP = 'dist/prerender/home.html';

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
  if (result.status !== 0) throw new Error(`${what} failed (see above).`);
}

/**
 * Builds the client, then prerenders the landing page: a server build of
 * src/web/entry-server.tsx renders '/' to HTML, which the server puts in the page, so a phone
 * shows the landing page before any JavaScript has run. Beasties then picks the CSS rules that
 * markup uses (its critical CSS), which the server inlines; the whole stylesheet follows it.
 */
export function buildClient(): void {
  const vite = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
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
  run(
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs';
       const { render } = await import(${JSON.stringify(path.join(ROOT, 'dist/ssr/entry-server.js'))});
       fs.mkdirSync('dist/prerender', { recursive: true });
       fs.writeFileSync('dist/prerender/home.html', render('/'));`,
    ],
    'Prerendering the landing page',
  );
  run(
    [
      '--input-type=module',
      '-e',
      `import fs from 'node:fs';
       const { default: Beasties } = await import('beasties');
       const index = fs.readFileSync('dist/client/index.html', 'utf8');
       const markup = fs.readFileSync('dist/prerender/home.html', 'utf8');
       const page = index.replace('<div id="root"></div>', () => '<div id="root">' + markup + '</div>');
       const beasties = new Beasties({
         path: 'dist/client',
         publicPath: '/',
         // Rules Beasties cannot match against the markup, kept whole: the dark theme's (its class
         // is set on <html> by a script before the first paint), :where() groups (space-y) and
         // arbitrary variants ([&_svg]).
         allowRules: [/\\.dark\\b/, /:where\\(/, /\\[/],
         keyframes: 'all',
         pruneSource: false,
         reduceInlineStyles: false,
         logLevel: 'warn',
       });
       const css = /<style>([\\s\\S]*?)<\\/style>/.exec(await beasties.process(page))?.[1];
       if (!css) throw new Error('No critical CSS found for the landing page');
       fs.writeFileSync('dist/prerender/home-critical.css', css);`,
    ],
    "Extracting the landing page's critical CSS",
  );
}
