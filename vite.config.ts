import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { bundleBootScript } from './scripts/lib/boot-scripts.ts';
import { messageFunctions, withMessagesInline } from './scripts/lib/messages.ts';
import { BASE_LOCALE, isLocale, localePrefix, LOCALES, type Locale } from './src/domain/locales.ts';

/**
 * In `npm run dev`, what the build's documents carry (scripts/lib/prerender.ts) and the server
 * fills in: the theme's boot script, and the run-time config, which scripts/dev.ts computes and
 * passes as APP_PUBLIC_CONFIG.
 */
function devDocument(): Plugin {
  return {
    name: 'dev-document',
    apply: 'serve',
    async transformIndexHtml(html) {
      const json = (process.env.APP_PUBLIC_CONFIG ?? '{}').replace(/</g, '\\u003c');
      const theme = await bundleBootScript('theme');
      return html
        .replace('<!--boot-theme-->', () => `<script>${theme}</script>`)
        .replace(
          '<!--app-config-->',
          () => `<script type="application/json" id="app-config">${json}</script>`,
        );
    },
  };
}

/**
 * Writes .br and .gz next to every text asset at build time (maximum compression, once), so the
 * server sends precompressed files instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return; // the prerender (SSR) build is not served
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|webmanifest|txt)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The page registry's descriptions (src/web/app/pages.ts) go into the build's documents, as each
 * page's meta description; the browser keeps the document's, so the client bundle is built
 * without them, written as text or as a message (scripts/lib/prerender.ts checks that it is).
 */
function registryWithoutDescriptions(): Plugin {
  return {
    name: 'registry-without-descriptions',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !id.replace(/\\/g, '/').endsWith('/src/web/app/pages.ts')) return null;
      // A description is a string, or a message in the build's language (issue 50).
      return code.replace(
        /\bdescription:\s*(?:(['"])(?:\\.|(?!\1)[^\\\n])*\1|m\.\w+\(\))/g,
        "description: ''",
      );
    },
  };
}

/**
 * Every document carries the whole stylesheet inline (the landing page asks for it after its
 * first paint, src/web/boot/after-first-paint.ts), so a lazily loaded chunk must not ask for it
 * again: Vite's preload list of each dynamic import names it (8.3 KiB more on a first view of the
 * request form, the pitch page or any signed-in page). `build.modulePreload.resolveDependencies`
 * is not applied by this Vite, so the name is swapped in the lists for the entry chunk's, which
 * the page has already loaded.
 */
function stylesheetNotPreloaded(): Plugin {
  return {
    name: 'stylesheet-not-preloaded',
    apply: 'build',
    // On the written files: the preload lists are filled in after generateBundle, and the
    // precompressed copies (closeBundle) are made after this.
    writeBundle(options, bundle) {
      const dir = options.dir;
      const entry = Object.values(bundle).find(
        (file) =>
          file.type === 'chunk' && file.isEntry && file.fileName.startsWith('assets/index-'),
      );
      if (!dir || entry?.type !== 'chunk') return;
      const sheets = Object.values(bundle)
        .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
        .map((file) => file.fileName);
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const full = path.join(dir, file.fileName);
        const code = fs.readFileSync(full, 'utf8');
        if (!code.includes('__vite__mapDeps')) continue;
        let swapped = code;
        for (const sheet of sheets)
          swapped = swapped.replaceAll(`"${sheet}"`, `"${entry.fileName}"`);
        if (swapped !== code) fs.writeFileSync(full, swapped);
      }
    },
  };
}

/**
 * Each message as this build's language says it, written where it is used (scripts/lib/
 * messages.ts): the other languages, and the check of which language to use, never reach a page.
 */
function messagesForLocale(locale: string): Plugin {
  let functions: Map<string, string> | null = null;
  return {
    name: 'messages-for-locale',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      functions = messageFunctions(
        path.join(import.meta.dirname, 'src/i18n/paraglide/messages'),
        locale,
      );
    },
    transform(code, id) {
      if (!functions || id.includes('/node_modules/') || !/\.(ts|tsx)$/.test(id)) return null;
      return withMessagesInline(code, functions);
    },
  };
}

/**
 * The language a build is for (issue 50, ADR 16): `KHAYA_LOCALE` (scripts/lib/build.ts builds
 * each in turn), English when unset. Its messages' other languages drop out of the bundle, and
 * its documents say its language. English is built to dist/client; another language to
 * dist/locales/<locale>/client, whose assets the build then copies into dist/client/assets
 * (hashed names: a chunk alike in two languages is one file).
 */
const LOCALE = process.env.KHAYA_LOCALE ?? BASE_LOCALE;
if (!isLocale(LOCALE))
  throw new Error(`KHAYA_LOCALE=${LOCALE} is not one of ${LOCALES.join(', ')}`);
const LOCALE_DEFINE = { __KHAYA_LOCALE__: JSON.stringify(LOCALE) };
const OUT_DIR =
  LOCALE === BASE_LOCALE ? '../../dist/client' : `../../dist/locales/${LOCALE}/client`;

/** The document says its language (`<html lang>`, og:locale, its manifest). */
function documentLanguage(): Plugin {
  return {
    name: 'document-language',
    transformIndexHtml(html) {
      return (
        html
          .replace('<html lang="en-ZA">', () => `<html lang="${LOCALE}">`)
          .replace(
            '<meta property="og:locale" content="en_ZA" />',
            () => `<meta property="og:locale" content="${LOCALE.slice(0, 2)}_ZA" />`,
          )
          // Each language's own web app manifest (scripts/lib/installable.ts): it opens in it.
          .replace(
            '<link rel="manifest" href="/manifest.webmanifest" />',
            () =>
              `<link rel="manifest" href="${localePrefix(LOCALE as Locale)}/manifest.webmanifest" />`,
          )
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  // The public files are served from English's build for every language.
  publicDir: LOCALE === BASE_LOCALE ? 'public' : false,
  define: LOCALE_DEFINE,
  // The server build (src/web/entry-server.tsx) renders pages for the API process too (ADR 12):
  // it carries its own React, built for production whatever NODE_ENV the server runs with
  // (`npm start` runs in development, where React renders several times slower).
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { ...LOCALE_DEFINE, 'process.env.NODE_ENV': JSON.stringify('production') },
      }
    : {}),
  plugins: [
    react(),
    tailwindcss(),
    registryWithoutDescriptions(),
    stylesheetNotPreloaded(),
    devDocument(),
    messagesForLocale(LOCALE),
    documentLanguage(),
    precompress(),
  ],
  build: {
    outDir: OUT_DIR,
    // The build's documents (scripts/lib/prerender.ts) preload each page's code from it.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    cssCodeSplit: true,

    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // The prerenderer's build keeps its exports.
      ...(isSsrBuild ? {} : { preserveEntrySignatures: false as const }),
      output: {
        codeSplitting: {
          // A shared chunk under 24 KiB of source is copied into its users (one module instance
          // still, through the runtime): a signed-in first view in 14-16 responses, not 32-35,
          // 9-16 KiB less; later navigations load about as much as before (ADR 13). 16 KiB until
          // the translated cards' shared code (issue 50) crossed it and came as two more chunks
          // with parts of both copied: /customer 148.5 -> 141.4 KiB, /zu/provider 151.6 -> 147.4.
          ...(isSsrBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 24576 } }),
          // Only these modules, not what they import (React and Radix stay where they were).
          includeDependenciesRecursively: false,
          // The form controls every form page uses, as one chunk: split three ways (as pages
          // that share them came) each cost a form page a request of its own, ~1.5 KiB of
          // headers apiece on a first view.
          groups: [
            {
              name: 'form-controls',
              test: /src\/web\/components\/ui\/(input|label|form-field)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
}));
