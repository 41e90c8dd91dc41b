import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppConfig } from '../../domain/app-config';
import { BASE_LOCALE, LOCALES, localePrefix, type Locale } from '../../domain/locales';

/**
 * What the build writes to dist/documents/manifest.json (scripts/lib/documents.ts): each page's
 * finished documents, the route that shows it and the CSP hashes of their inline scripts.
 */
export interface DocumentsManifest {
  /** CSP sources of every inline script the documents carry. */
  scriptHashes: string[];
  /**
   * The boot script a signed-in page rendered for a person runs before its markup
   * (src/web/boot/first-view-check.ts); the server puts it there (ADR 12).
   */
  firstViewCheck?: string;
  pages: {
    name: string;
    /** The registry's route (null: the not-found page). */
    path: string | null;
    /** A regular expression over the pathname (src/web/app/page-paths.ts, routePattern). */
    pattern: string | null;
    /** The page prerendered whole, for its own path without a query. */
    whole: string | null;
    /** Header and skeleton, replaced by the app: for any other path or query. */
    shell: string | null;
    /**
     * A signed-in page's own chunks (and the account gate's), beyond what its document already
     * asks for: asked for too when the server knows the person (ADR 11). Absent for public pages.
     */
    signedInPreloads?: string[];
  }[];
}

export interface ClientBundle {
  dir: string;
  /**
   * The document for a path (and its query string, if any), whether a page shows there, and
   * which (the registry's name).
   */
  documentFor(
    pathname: string,
    search?: string,
  ): {
    html: string;
    found: boolean;
    page: string | null;
    /** The page's shell (header and skeleton, rendered afresh by the app), when it has one. */
    shell: string | null;
    /** A signed-in page's route and own chunks (null for a public page). */
    signedIn: { path: string; preloads: string[] } | null;
  };
  /** The not-found page's document. */
  notFound: string;
  /** The site's public origin, when known (link previews' absolute addresses). */
  publicUrl?: string | undefined;
  /** sha256 sources of the documents' inline scripts, for the Content-Security-Policy. */
  scriptHashes: string[];
  /** The inline script that hides a page rendered for someone this browser does not hold. */
  firstViewCheck?: string | undefined;
  /** Renders a signed-in page for the person of a first view (dist/ssr), when it was built. */
  renderer?: PageRenderer | undefined;
  /** The language its documents speak. */
  locale: Locale;
  /** English's bundle only: the other languages' (dist/locales/<locale>), those that were built. */
  languages?: Map<Locale, ClientBundle>;
}

/** What the server-side build of the app (src/web/entry-server.tsx) renders a person's page with. */
export type PageRenderer = (
  path: string,
  view: { user: unknown; answers: Record<string, unknown> },
) => Promise<{ html: string; queries: unknown[]; answers: Record<string, unknown> }>;

const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** JSON for a `<script type="application/json">`: it must not be able to close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderConfigScript(config: AppConfig): string {
  return `<script type="application/json" id="app-config">${scriptJson(config)}</script>`;
}

/**
 * Reads the built client (dist/client) and its documents (dist/documents), putting in the
 * run-time config and, when the public URL is known, the absolute addresses link previews need;
 * null when the client has not been built.
 */
export function loadClientBundle(
  dir: string,
  config: AppConfig,
  publicUrl?: string,
  locale: Locale = BASE_LOCALE,
): ClientBundle | null {
  const documentsDir = path.join(dir, '../documents');
  const manifestFile = path.join(documentsDir, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as DocumentsManifest;
  const read = (file: string | null) => {
    if (file === null) return null;
    let html = fs
      .readFileSync(path.join(documentsDir, file), 'utf8')
      .replace(CONFIG_PLACEHOLDER, () => renderConfigScript(config));
    if (publicUrl) {
      html = html
        .replace('content="/og-image.png"', () => `content="${publicUrl}/og-image.png"`)
        .replace(
          '<meta property="og:type"',
          () =>
            `<meta property="og:url" content="${publicUrl}${localePrefix(locale)}/" /><meta property="og:type"`,
        );
    }
    return html;
  };
  const pages = manifest.pages.map((page) => ({
    name: page.name,
    path: page.path,
    pattern: page.pattern === null ? null : new RegExp(page.pattern),
    whole: read(page.whole),
    shell: read(page.shell),
    signedIn:
      page.signedInPreloads && page.path !== null
        ? { path: page.path, preloads: page.signedInPreloads }
        : null,
  }));
  const notFound = pages.find((page) => page.pattern === null);
  if (!notFound?.whole) throw new Error(`${manifestFile} has no not-found page`);
  const notFoundHtml = notFound.whole;
  return {
    dir,
    locale,
    scriptHashes: manifest.scriptHashes,
    firstViewCheck: manifest.firstViewCheck,
    documentFor(pathname, search = '') {
      const page = pages.find((candidate) => candidate.pattern?.test(pathname));
      if (!page)
        return { html: notFoundHtml, found: false, page: null, shell: null, signedIn: null };
      // A page prerendered whole is what its own path shows; another spelling of it, or a query
      // (Browse Providers filtered), may show something else and gets the shell. A page without
      // a shell (the landing page) shows the same at any query.
      const own = page.path === pathname && search === '';
      const html = (own || !page.shell ? page.whole : page.shell) ?? page.shell ?? notFoundHtml;
      return { html, found: true, page: page.name, shell: page.shell, signedIn: page.signedIn };
    },
    notFound: notFoundHtml,
    publicUrl,
  };
}

/**
 * The app's server build (dist/ssr/entry-server.js, src/web/entry-server.tsx), which renders a
 * signed-in page for the person of a first view (ADR 12); undefined when it was not built.
 */
export async function loadPageRenderer(clientDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(clientDir, '../ssr/entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderForPerson?: PageRenderer };
  return module.renderForPerson;
}

/**
 * The other languages' builds (dist/locales/<locale>: client, documents, ssr) beside English's
 * dist/client, each with its renderer (ADR 16); a language that was not built is left out.
 */
export async function loadLanguageBundles(
  englishClientDir: string,
  config: AppConfig,
  publicUrl?: string,
): Promise<Map<Locale, ClientBundle>> {
  const languages = new Map<Locale, ClientBundle>();
  for (const locale of LOCALES) {
    if (locale === BASE_LOCALE) continue;
    const dir = path.join(englishClientDir, '../locales', locale, 'client');
    const bundle = loadClientBundle(dir, config, publicUrl, locale);
    if (!bundle) continue;
    bundle.renderer = await loadPageRenderer(dir);
    languages.set(locale, bundle);
  }
  return languages;
}
