/**
 * Run by scripts/lib/build.ts after the client and server builds (in its own process, so the
 * server build's React is loaded fresh): renders the landing page, and a shell for every other
 * page (the header and the page's loading skeleton, which the app replaces when it starts), to
 * dist/prerender; then Beasties picks the CSS rules each kind of markup uses (its critical CSS),
 * which the server inlines so the first paint needs nothing but the HTML.
 */
import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { ROUTE_PAGES, type PageName } from '../../src/domain/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'dist/prerender');
const { render } = (await import(path.join(ROOT, 'dist/ssr/entry-server.js'))) as {
  render: (path: string) => string;
};

/** A path that shows each page (any value fills a `:name` segment). */
const pages: [PageName, string][] = [
  ...ROUTE_PAGES.map(({ page, path: route }): [PageName, string] => [
    page,
    route.replace(/:\w+/g, 'prerender'),
  ]),
  ['not-found', '/prerender-not-found'],
];

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });
const markup = new Map<PageName, string>();
for (const [page, route] of pages) {
  let html = render(route);
  if (page !== 'home') {
    // A shell is replaced, never hydrated: drop the markers of the suspended page (and the
    // development note React puts in them).
    html = html.replace(/<template[^>]*><\/template>/g, '').replace(/<!--\/?\$[!?]?-->/g, '');
  }
  markup.set(page, html);
  fs.writeFileSync(path.join(OUT, page === 'home' ? 'home.html' : `shell-${page}.html`), html);
}

const index = fs.readFileSync(path.join(ROOT, 'dist/client/index.html'), 'utf8');
const beasties = new Beasties({
  path: path.join(ROOT, 'dist/client'),
  publicPath: '/',
  // Rules Beasties cannot match against the markup, kept whole: the dark theme's (its class is
  // set on <html> by a script before the first paint), :where() groups (space-y) and arbitrary
  // variants ([&_svg]).
  allowRules: [/\.dark\b/, /:where\(/, /\[/],
  keyframes: 'all',
  pruneSource: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
});

async function criticalCss(body: string, file: string): Promise<void> {
  const page = index.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(page))?.[1];
  if (!css) throw new Error(`No critical CSS found for ${file}`);
  fs.writeFileSync(path.join(OUT, file), css);
}

await criticalCss(markup.get('home')!, 'home-critical.css');
// The shells differ only in which header link is current: one set of rules serves them all.
await criticalCss(
  [...markup]
    .filter(([page]) => page !== 'home')
    .map(([, html]) => html)
    .join(''),
  'shell-critical.css',
);
