/**
 * Run by scripts/lib/build.ts after the client and server builds (in its own process, so the
 * server build's React is loaded fresh): renders every page's first view to dist/prerender.
 * The pages every visitor first sees alike (PRERENDERED_PAGES: the landing page, sign-in, sign-up,
 * password reset, Browse Providers) are rendered whole, for the browser to hydrate; every other
 * page gets a shell (the header and the page's loading skeleton) that the app replaces, and the
 * pages that need a signed-in visitor also their sign-in view (SIGNED_IN_PAGES). Beasties
 * then picks the CSS rules the landing page uses (its critical CSS), which the server inlines so
 * its first paint needs nothing but the HTML; other pages carry the whole stylesheet inline.
 */
import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import {
  PRERENDERED_PAGES,
  ROUTE_PAGES,
  SIGNED_IN_PAGES,
  type PageName,
} from '../../src/domain/routes';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'dist/prerender');
const { render } = (await import(path.join(ROOT, 'dist/ssr/entry-server.js'))) as {
  render: (path: string, complete: boolean, signedOut?: boolean) => Promise<string>;
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
// Shells first, while no page's code has been loaded yet (after that a lazy page renders whole):
// for every page but the landing page, which shows the same at any query. A shell is replaced,
// never hydrated, so the markers of the suspended page (and the note React puts in them) go.
for (const [page, route] of pages) {
  if (page === 'home') continue;
  const shell = (await render(route, false))
    .replace(/<template[^>]*><\/template>/g, '')
    .replace(/<!--\/?\$[!?]?-->/g, '');
  if (!shell.includes('aria-label="Loading"')) throw new Error(`The ${page} shell has no skeleton`);
  fs.writeFileSync(path.join(OUT, `shell-${page}.html`), shell);
}
// The pages that ask a visitor to sign in, as one who is not signed in sees them: the server puts
// this view in the page's shell, to be shown before the app starts when no session is stored.
for (const [page, route] of pages) {
  if (!SIGNED_IN_PAGES.includes(page)) continue;
  const html = await render(route, true, true);
  // Its sign-in link, besides the header's.
  const signInLinks = html.split('href="/login"').length - 1;
  if (/<!--\$[!?]-->|<template|aria-label="Loading/.test(html) || signInLinks < 2) {
    throw new Error(`The signed-out ${page} page is not the sign-in view: ${html.slice(0, 300)}`);
  }
  // Whole, with React's markers: the app hydrates this view rather than replacing it.
  fs.writeFileSync(path.join(OUT, `signed-out-${page}.html`), html);
}
let home = '';
for (const [page, route] of pages) {
  if (!PRERENDERED_PAGES.includes(page)) continue;
  const html = await render(route, true);
  if (/<!--\$[!?]-->|<template/.test(html)) {
    throw new Error(
      `The prerendered ${page} page still waits for something: ${html.slice(0, 300)}`,
    );
  }
  if (page === 'home') home = html;
  fs.writeFileSync(path.join(OUT, `page-${page}.html`), html);
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
const page = index.replace('<div id="root"></div>', () => `<div id="root">${home}</div>`);
const css = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(page))?.[1];
if (!css) throw new Error('No critical CSS found for the landing page');
fs.writeFileSync(path.join(OUT, 'home-critical.css'), css);
