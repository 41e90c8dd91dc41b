/**
 * Run by scripts/lib/build.ts after the client and server builds (in its own process, so the
 * server build's React is loaded fresh): writes every page's finished documents and their
 * manifest to dist/documents (scripts/lib/documents.ts). From the page registry: a public page
 * whose first view is alike for everyone is rendered whole, for the browser to hydrate; every
 * page but the landing page also gets a shell (the header and the page's loading skeleton) that
 * the app replaces, and a signed-in page's shell carries its sign-in view. Beasties picks the CSS
 * rules the landing page uses (its critical CSS), so its first paint needs nothing but the HTML;
 * other pages carry the whole stylesheet inline.
 */
import fs from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import type { PageEntry } from '../../src/web/app/pages';
import { BASE_LOCALE, isLocale, localePrefix } from '../../src/domain/locales';
import { bundleBootScripts, scriptHash } from './boot-scripts';
import { buildDirOf } from './build';
import {
  assembleDocument,
  chunksBeyondEntry,
  parseTemplate,
  type DocumentsManifest,
  type ViteManifest,
} from './documents';

// The language being built (scripts/lib/build.ts sets it for each in turn).
const LOCALE = process.env.KHAYA_LOCALE ?? BASE_LOCALE;
if (!isLocale(LOCALE)) throw new Error(`KHAYA_LOCALE=${LOCALE} is not a language Khaya speaks`);
const BUILD = buildDirOf(LOCALE);
const CLIENT = path.join(BUILD, 'client');
const OUT = path.join(BUILD, 'documents');
const ssr = (await import(path.join(BUILD, 'ssr/entry-server.js'))) as {
  render: (path: string, complete: boolean, signedOut?: boolean) => Promise<string>;
  PAGES: readonly PageEntry[];
  routePattern: (path: string) => string;
  documentTitle: (title: string) => string;
};

/** A path that shows the page (any value fills a `:name` segment). */
const pathOf = (page: PageEntry) =>
  page.path === null ? '/prerender-not-found' : page.path.replace(/:\w+/g, 'prerender');

fs.rmSync(OUT, { recursive: true, force: true });
fs.mkdirSync(OUT, { recursive: true });

// Shells first, while no page's code has been loaded yet (after that a lazy page renders whole).
// A shell is replaced, never hydrated, so the markers of the suspended page (and the note React
// puts in them) go. The landing page needs none: it shows the same at any path and query.
const shells = new Map<string, string>();
for (const page of ssr.PAGES) {
  if (page.name === 'home' || page.path === null) continue;
  const shell = (await ssr.render(pathOf(page), false))
    .replace(/<template[^>]*><\/template>/g, '')
    .replace(/<!--\/?\$[!?]?-->/g, '');
  if (!shell.includes('aria-label="Loading"'))
    throw new Error(`The ${page.name} shell has no skeleton`);
  shells.set(page.name, shell);
}
// A signed-in page as a visitor who is not signed in sees it, whole, with React's markers: the
// app hydrates this view rather than replacing it.
const signedOut = new Map<string, string>();
for (const page of ssr.PAGES) {
  if (page.access !== 'signed-in') continue;
  const html = await ssr.render(pathOf(page), true, true);
  // Its own sign-in link besides the header's (a page visitors see too, the request form, offers
  // one on the page).
  const signInLinks = html.split(`href="${localePrefix(LOCALE)}/login`).length - 1;
  if (/<!--\$[!?]-->|<template|aria-label="Loading/.test(html) || signInLinks < 2) {
    throw new Error(
      `The signed-out ${page.name} page is not the sign-in view: ${html.slice(0, 300)}`,
    );
  }
  signedOut.set(page.name, html);
}
const whole = new Map<string, string>();
for (const page of ssr.PAGES) {
  if (page.access !== 'public' || page.firstView !== 'everyone-alike') continue;
  const html = await ssr.render(pathOf(page), true);
  if (/<!--\$[!?]-->|<template/.test(html)) {
    throw new Error(
      `The prerendered ${page.name} page still waits for something: ${html.slice(0, 300)}`,
    );
  }
  whole.set(page.name, html);
}

const template = parseTemplate(fs.readFileSync(path.join(CLIENT, 'index.html'), 'utf8'));
const viteManifest = JSON.parse(
  fs.readFileSync(path.join(CLIENT, '.vite/manifest.json'), 'utf8'),
) as ViteManifest;
const stylesheet = fs.readFileSync(path.join(CLIENT, template.stylesheet.href), 'utf8');
const beasties = new Beasties({
  path: CLIENT,
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
const landing = template.html.replace(
  '<div id="root"></div>',
  () => `<div id="root">${whole.get('home') ?? ''}</div>`,
);
const homeCss = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(landing))?.[1];
if (!homeCss) throw new Error('No critical CSS found for the landing page');

const boot = await bundleBootScripts();
const manifest: DocumentsManifest = {
  scriptHashes: Object.values(boot).map(scriptHash),
  firstViewCheck: boot['first-view-check'],
  pages: [],
};
for (const page of ssr.PAGES) {
  const common = {
    title: ssr.documentTitle(page.title),
    description: page.description,
    css: page.name === 'home' ? homeCss : stylesheet,
    stylesheetLater: page.name === 'home',
    // A signed-in page's own code waits for a signed-in visitor; its gate comes at once.
    preloads: chunksBeyondEntry(
      viteManifest,
      page.access === 'signed-in' ? 'features/auth/signed-in-gate.tsx' : `pages/${page.name}.tsx`,
    ),
    boot,
  };
  const write = (file: string, html: string) => {
    fs.writeFileSync(path.join(OUT, file), html);
    return file;
  };
  // What the person's page needs besides the gate: loaded at once when the server knows them.
  const signedInPreloads =
    page.access === 'signed-in'
      ? [
          ...new Set([
            // In the signed-in pages' shared chunk, or a chunk of its own.
            ...chunksBeyondEntry(viteManifest, 'features/auth/account-gate.tsx', { shared: true }),
            ...chunksBeyondEntry(viteManifest, `pages/signed-in/${page.name}.tsx`),
            ...chunksBeyondEntry(viteManifest, 'app/user-menu.tsx'),
          ]),
        ].filter((file) => !common.preloads.includes(file))
      : undefined;
  const wholeMarkup = whole.get(page.name);
  const shellMarkup = shells.get(page.name);
  manifest.pages.push({
    name: page.name,
    path: page.path,
    pattern: page.path === null ? null : ssr.routePattern(page.path),
    ...(signedInPreloads ? { signedInPreloads } : {}),
    whole:
      wholeMarkup === undefined
        ? null
        : write(
            `${page.name}.html`,
            assembleDocument(template, {
              ...common,
              kind: 'whole',
              markup: wholeMarkup,
              prefetch: page.access === 'public' ? page.prefetch : null,
            }),
          ),
    shell:
      shellMarkup === undefined
        ? null
        : write(
            `${page.name}.shell.html`,
            assembleDocument(template, {
              ...common,
              kind: 'shell',
              markup: shellMarkup,
              signedOut: signedOut.get(page.name) ?? null,
            }),
          ),
  });
}
// The client bundle goes without the registry's descriptions (vite.config.ts): they are here.
const entrySource = fs.readFileSync(path.join(CLIENT, template.entry.src), 'utf8');
for (const page of ssr.PAGES) {
  if (entrySource.includes(page.description)) {
    throw new Error(`The client bundle carries the ${page.name} page's description`);
  }
}
fs.writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
