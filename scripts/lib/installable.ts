import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { localePrefix, type Locale } from '../../src/domain/locales';
import { serviceWorkerOf } from '../../src/domain/offline';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The files of a language's build a phone keeps to start the app offline (issue 52). */
export interface PrecacheEntry {
  url: string;
  /** null for a hashed file (its name changes with it), else a hash of its content. */
  revision: string | null;
}

/** Files the worker does not keep: the admin desk's code (admins are few), images for sharing. */
const NOT_KEPT = [/^admin-/, /^og-image/];

/**
 * A language build's precache list: its scripts and styles (hashed names), the icons and its
 * web app manifest (by content). `bytes` is what a phone downloads for it, brotli-compressed as
 * the server sends it.
 */
export function precacheOf(
  clientDir: string,
  base: string,
  servedDir = path.join(ROOT, 'dist/client'),
): { entries: PrecacheEntry[]; bytes: number } {
  const entries: PrecacheEntry[] = [];
  let bytes = 0;
  const sent = (file: string) => {
    const br = `${file}.br`;
    return fs.statSync(fs.existsSync(br) ? br : file).size;
  };
  const assets = path.join(clientDir, 'assets');
  for (const name of fs.readdirSync(assets).sort()) {
    if (!/\.(js|css|woff2)$/.test(name) || NOT_KEPT.some((rule) => rule.test(name))) continue;
    entries.push({ url: `/assets/${name}`, revision: null });
    bytes += sent(path.join(assets, name));
  }
  // The public files are English's build's, served for every language; the manifest is each
  // language's own.
  const served = [
    `${base}/manifest.webmanifest`,
    '/icon-192.png',
    '/icon-512.png',
    '/icon-maskable-192.png',
    '/favicon.svg',
  ];
  for (const url of served) {
    const file = path.join(servedDir, url);
    if (!fs.existsSync(file)) throw new Error(`${file} is not built`);
    const revision = createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);
    entries.push({ url, revision });
    bytes += sent(file);
  }
  return { entries, bytes };
}

/** A language's messages as its JSON has them (src/i18n/messages). */
function messagesOf(locale: Locale): Record<string, string> {
  const file = path.join(ROOT, 'src/i18n/messages', `${locale}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * A language's web app manifest (issue 52): what a phone shows of the installed app, its icons
 * (maskable ones for Android's shapes), the theme's colours, where it opens (the language's
 * home) and shortcuts to 'Request a service' and both dashboards, in the language's words.
 */
export function webAppManifest(locale: Locale): Record<string, unknown> {
  const words = messagesOf(locale);
  const base = localePrefix(locale);
  const word = (key: string) => {
    const text = words[key];
    if (!text) throw new Error(`The ${locale} messages have no ${key}`);
    return text;
  };
  const shortcut = (key: string, url: string) => ({
    name: word(key),
    url: `${base}${url}`,
    icons: [{ src: '/icon-96.png', sizes: '96x96', type: 'image/png' }],
  });
  return {
    id: `${base}/`,
    name: 'Khaya – home services in South Africa',
    short_name: 'Khaya',
    description: word('app_description'),
    lang: locale,
    dir: 'ltr',
    start_url: `${base}/`,
    scope: `${base}/`,
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#f7fbfa',
    theme_color: '#0f766e',
    categories: ['business', 'lifestyle', 'utilities'],
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      shortcut('title_request', '/request'),
      shortcut('nav_customer_dashboard', '/customer'),
      shortcut('nav_provider_dashboard', '/provider'),
    ],
  };
}

/**
 * Bundles src/web/sw/service-worker.ts for a language with its build's precache list, into the
 * served client (dist/client/sw.js, dist/client/zu/sw.js). Answers the precache's bytes.
 */
export async function buildServiceWorker(locale: Locale, clientDir: string): Promise<number> {
  const base = localePrefix(locale);
  const { url, scope } = serviceWorkerOf(base);
  const manifestFile = path.join(ROOT, 'dist/client', base, 'manifest.webmanifest');
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  fs.writeFileSync(manifestFile, `${JSON.stringify(webAppManifest(locale), null, 2)}\n`);
  const { entries, bytes } = precacheOf(clientDir, base);
  const outfile = path.join(ROOT, 'dist/client', url);
  await build({
    entryPoints: [path.join(ROOT, 'src/web/sw/service-worker.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    outfile,
    define: {
      'self.__WB_MANIFEST': JSON.stringify(entries),
      __KHAYA_SCOPE__: JSON.stringify(scope),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  return bytes;
}

// Run by the build (scripts/lib/build.ts) once per language: KHAYA_LOCALE and its client folder.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const locale = (process.env.KHAYA_LOCALE ?? 'en-ZA') as Locale;
  const dir = process.argv[2] ?? path.join(ROOT, 'dist/client');
  const bytes = await buildServiceWorker(locale, dir);
  console.log(`  service worker for ${locale}: precache ${(bytes / 1024).toFixed(0)} KiB`);
}
