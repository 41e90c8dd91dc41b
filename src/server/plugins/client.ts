import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { FIREBASE_USER_KEY_PREFIX, SIGNED_IN_HINT_KEY } from '../../domain/firebase-session';
import { FIRST_PROVIDERS_PAGE_URL } from '../../domain/http';
import {
  PAGE_NAMES,
  pageForPath,
  ROUTE_PAGES,
  SIGNED_IN_PAGES,
  type PageName,
} from '../../domain/routes';
import { sendApiNotFound } from './errors';

/** Configuration the browser needs at run time; injected into index.html, never a secret. */
export interface PublicConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string; appId?: string };
  authEmulatorUrl?: string;
  googleMapsApiKey?: string;
}

export interface ClientBundle {
  dir: string;
  indexHtml: string;
  /**
   * index.html for a path (and its query string, if any), with the page's first view to paint
   * and its code to load.
   */
  htmlFor(pathname: string, search?: string): string;
  /** sha256 sources of the inline scripts in index.html, for the Content-Security-Policy. */
  scriptHashes: string[];
}

const CONFIG_PLACEHOLDER = '<!--app-config-->';

export function renderConfigScript(config: PublicConfig): string {
  // JSON inside <script> must not be able to close the tag.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-config">${json}</script>`;
}

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const digest = crypto
      .createHash('sha256')
      .update(match[2] ?? '')
      .digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** How many of a page's chunks the loader asks for in one task. */
export const PRELOADS_PER_TASK = 4;

/**
 * The inline script that asks for the stylesheet and the app's scripts once the browser has
 * painted (the frame after the first, then a task; at the latest after a second, for a tab
 * opened in the background), so nothing competes with the first paint. What it loads is read
 * from the page's `page-assets` JSON ({@link pageAssets}), so one CSP hash allows it on every page.
 * The entry script first, then its and the page's chunks {@link PRELOADS_PER_TASK} at a time, a
 * task each: every request started costs the main thread a quarter to half a millisecond on a
 * desktop core (several times that on a cheap phone), so a page's two dozen in one task would
 * hold off a tap for as long.
 */
export const AFTER_FIRST_PAINT_LOADER =
  '(function(){var started=false;function load(){if(started)return;started=true;' +
  "var d=document,h=d.head,a=JSON.parse(d.getElementById('page-assets').textContent);" +
  "if(a.css){var e=d.createElement('link');e.rel='stylesheet';e.href=a.css;h.appendChild(e)}" +
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=a.script;h.appendChild(s);" +
  `var q=a.preloads.slice();(function next(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){` +
  "var p=d.createElement('link');p.rel='modulepreload';p.crossOrigin='';p.href=u;h.appendChild(p)});" +
  'if(q.length)setTimeout(next,0)})()}' +
  'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})();';

/**
 * The inline script of a signed-in page's shell (SIGNED_IN_PAGES): when the browser holds no
 * sign of a session (no Firebase user in web storage, and not the app's own note that a user is
 * signed in, SIGNED_IN_HINT_KEY), it shows the page's sign-in view from its template at once,
 * before the first paint, instead of the skeleton until the app has loaded and found the same.
 * Any sign of a session, or storage it cannot read, keeps the skeleton: only the app can tell.
 * A session Firebase stored before the app kept its note (IndexedDB only) shows the sign-in view
 * first; the app still looks there (src/web/lib/stored-session.ts) and then shows the page.
 * It marks the root so the app starts from that view; it never touches a root the app has
 * already taken over (no data-shell any more).
 */
export const SIGNED_OUT_VIEW_SCRIPT =
  "(function(){var d=document,r=d.getElementById('root'),t=d.getElementById('signed-out-view');" +
  "if(!r||!t||!r.hasAttribute('data-shell'))return;" +
  'try{var s=[localStorage,sessionStorage];' +
  `if(localStorage.getItem(${JSON.stringify(SIGNED_IN_HINT_KEY)})!==null)return;` +
  `for(var j=0;j<2;j++)for(var i=0;i<s[j].length;i++)if((s[j].key(i)||'').indexOf(${JSON.stringify(FIREBASE_USER_KEY_PREFIX)})===0)return;` +
  "r.innerHTML=t.innerHTML;r.setAttribute('data-signed-out','')" +
  '}catch(e){}})();';

/**
 * What {@link AFTER_FIRST_PAINT_LOADER} loads on a page, as a JSON script element (no stylesheet
 * when the page carries all of it inline).
 */
export function pageAssets(css: string | null, script: string, preloads: string[]): string {
  const json = JSON.stringify({ css, script, preloads }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="page-assets">${json}</script>`;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * For each page, the chunks it needs beyond the entry's (from Vite's build manifest), so the
 * HTML can ask for them at once instead of after the main bundle has run.
 */
export function pagePreloads(manifest: Record<string, ManifestEntry>): Map<PageName, string[]> {
  const entryChunks = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks);
  const preloads = new Map<PageName, string[]>();
  for (const page of PAGE_NAMES) {
    const files = new Set<string>();
    collect(`pages/${page}.tsx`, files);
    preloads.set(
      page,
      [...files].filter((file) => !entryChunks.has(file) && file.endsWith('.js')),
    );
  }
  return preloads;
}

/** Reads the built client, or returns null when it has not been built. */
export function loadClientBundle(
  dir: string,
  config: PublicConfig,
  publicUrl?: string,
): ClientBundle | null {
  const indexPath = path.join(dir, 'index.html');
  if (!fs.existsSync(indexPath)) return null;
  const raw = fs.readFileSync(indexPath, 'utf8');
  let indexHtml = raw.replace(CONFIG_PLACEHOLDER, () => renderConfigScript(config));
  if (publicUrl) {
    // Link previews (WhatsApp, Facebook) need absolute URLs.
    indexHtml = indexHtml
      .replace('content="/og-image.png"', () => `content="${publicUrl}/og-image.png"`)
      .replace(
        '<meta property="og:type"',
        () => `<meta property="og:url" content="${publicUrl}/" /><meta property="og:type"`,
      );
  }
  const manifestPath = path.join(dir, '.vite/manifest.json');
  const preloads = fs.existsSync(manifestPath)
    ? pagePreloads(
        JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestEntry>,
      )
    : new Map<PageName, string[]>();
  // Prerendered markup (scripts/lib/prerender.ts): the first view of the pages every visitor
  // sees alike, hydrated, and a shell (header and loading skeleton) for the others, which the app
  // replaces. The landing page carries the CSS its markup uses and asks for the stylesheet after
  // its first paint; the other pages carry the whole stylesheet inline, so the browser styles
  // the page once, before its first paint, and never again when the stylesheet would arrive.
  // Either way the page paints from the HTML alone and its scripts are asked for once it has.
  const prerendered = (file: string) => {
    const target = path.join(dir, '../prerender', file);
    return fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  };
  const asInlineCss = (css: string | null) => css?.replace(/<\/style/gi, '<\\/style') ?? null;
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
  const stylesheetFile = stylesheet?.[1] ? path.join(dir, stylesheet[1]) : null;
  const criticalCss = {
    home: asInlineCss(prerendered('home-critical.css')),
    whole: asInlineCss(
      stylesheetFile && fs.existsSync(stylesheetFile)
        ? fs.readFileSync(stylesheetFile, 'utf8')
        : null,
    ),
  };
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(indexHtml);
  const entryPreloads = [
    ...indexHtml.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ];

  const scriptHashes = [
    ...inlineScriptHashes(raw),
    ...inlineScriptHashes(`<script>${AFTER_FIRST_PAINT_LOADER}</script>`),
    ...inlineScriptHashes(`<script>${SIGNED_OUT_VIEW_SCRIPT}</script>`),
  ];
  const assemble = (
    page: PageName,
    markup: string | null,
    hydrated: boolean,
    signedOut: string | null = null,
  ): string => {
    const pageChunks = (preloads.get(page) ?? []).map((file) => `/${file}`);
    const css = page === 'home' ? criticalCss.home : criticalCss.whole;
    if (markup !== null && css !== null && stylesheet?.[1] && entry?.[1]) {
      const assets = pageAssets(page === 'home' ? stylesheet[1] : null, entry[1], [
        ...entryPreloads.flatMap((m) => (m[1] ? [m[1]] : [])),
        ...pageChunks,
      ]);
      let html = indexHtml
        .replace(stylesheet[0], () => `<style>${css}</style>`)
        .replace(entry[0], '')
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root"${hydrated ? '' : ' data-shell=""'}>${markup}</div>` +
            (signedOut === null
              ? ''
              : `<template id="signed-out-view">${signedOut}</template><script>${SIGNED_OUT_VIEW_SCRIPT}</script>`),
        )
        .replace('</body>', () => `${assets}<script>${AFTER_FIRST_PAINT_LOADER}</script></body>`);
      for (const preload of entryPreloads) html = html.replace(preload[0], '');
      if (page === 'providers' && hydrated) {
        // The list's first page, fetched with the page instead of once the app has started
        // (the app's request, the same URL and mode, takes this response).
        html = html.replace(
          '</head>',
          () =>
            `<link rel="preload" href="${FIRST_PROVIDERS_PAGE_URL}" as="fetch" crossorigin="anonymous"></head>`,
        );
      }
      return html;
    }
    // Not prerendered (a build without it): the page's code is announced for preloading.
    const links = pageChunks
      .map((file) => `<link rel="modulepreload" crossorigin href="${file}">`)
      .join('');
    return indexHtml.replace('</head>', () => `${links}</head>`);
  };
  const whole = new Map<PageName, string>();
  const shells = new Map<PageName, string>();
  for (const page of PAGE_NAMES) {
    const shell = prerendered(`shell-${page}.html`);
    const complete = prerendered(`page-${page}.html`);
    const signedOut = SIGNED_IN_PAGES.includes(page)
      ? prerendered(`signed-out-${page}.html`)
      : null;
    shells.set(page, assemble(page, shell, false, signedOut));
    if (complete !== null) whole.set(page, assemble(page, complete, true));
  }
  return {
    dir,
    indexHtml,
    scriptHashes,
    htmlFor(pathname, search = '') {
      const page = pageForPath(pathname);
      // A page prerendered whole is what its own path shows; another spelling of it, or a query
      // (Browse Providers filtered), may show something else and gets the shell. The landing
      // page shows the same at any query.
      const complete = whole.get(page);
      const own = ROUTE_PAGES.some((route) => route.page === page && route.path === pathname);
      if (complete && (page === 'not-found' || (own && (search === '' || page === 'home'))))
        return complete;
      return shells.get(page) ?? indexHtml;
    },
  };
}

/**
 * Serves the built client: hashed assets cached for a year, everything else revalidated, and
 * index.html for any other GET outside /api so the client router can show its page (or its 404).
 */
export const clientPlugin = fp(async (app: FastifyInstance, opts: { bundle: ClientBundle }) => {
  await app.register(fastifyStatic, {
    root: opts.bundle.dir,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void res.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });

  // An address no page answers is a real 404 (search engines must not index it), with the page.
  const sendIndex = (reply: FastifyReply, pathname: string, search = '') =>
    reply
      .status(pageForPath(pathname) === 'not-found' ? 404 : 200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(opts.bundle.htmlFor(pathname, search));

  app.get('/', { config: { auth: 'public' }, schema: { hide: true } }, (_request, reply) =>
    sendIndex(reply, '/'),
  );
  app.get('/index.html', { config: { auth: 'public' }, schema: { hide: true } }, (_r, reply) =>
    sendIndex(reply, '/'),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendApiNotFound(request, reply);
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const query = request.url.indexOf('?');
    return sendIndex(reply, pathname, query === -1 ? '' : request.url.slice(query));
  });
});
