/**
 * The finished HTML documents the server sends, one or two per page of the registry
 * (src/web/app/pages.ts), assembled at build time from Vite's index.html and manifest, the
 * prerendered markup and the boot scripts. What the server still does is inject the run-time
 * config (and the public URL for link previews) and pick the document for a path
 * (src/server/plugins/client.ts), from the manifest written here.
 */
import {
  PAGE_ASSETS_ID,
  SIGNED_OUT_TEMPLATE_ID,
  type PageAssets,
} from '../../src/web/boot/page-assets';
import {
  scriptJson as jsonText,
  type DocumentsManifest,
} from '../../src/server/plugins/client-bundle';
import type { BootScript } from './boot-scripts';

export type { DocumentsManifest };

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The chunks a module needs beyond the entry's (from Vite's build manifest), in load order. */
export function chunksBeyondEntry(
  manifest: ViteManifest,
  moduleKey: string | null,
  /** A module that may sit inside a chunk of other modules (none of its own): then none. */
  options: { shared?: boolean } = {},
): string[] {
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryChunks = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entryChunks);
  if (moduleKey === null) return [];
  if (options.shared && !hasChunk(manifest, moduleKey)) return [];
  const files = new Set<string>();
  collect(manifestKeyOf(manifest, moduleKey), files);
  return [...files].filter((file) => !entryChunks.has(file) && file.endsWith('.js'));
}

/**
 * A module's key in Vite's manifest: its path, or, for a module the bundler put into a shared
 * chunk of its name (a dynamic import other chunks share, such as the signed-in gate), that
 * chunk's key. A module found neither way is an error: its page would go without its preloads.
 */
function chunksNamedFor(manifest: ViteManifest, moduleKey: string): string[] {
  const name = moduleKey.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  return Object.keys(manifest).filter(
    (key) => key.startsWith('_') && manifest[key]?.name === name && key.endsWith('.js'),
  );
}

function hasChunk(manifest: ViteManifest, moduleKey: string): boolean {
  return Boolean(manifest[moduleKey]) || chunksNamedFor(manifest, moduleKey).length > 0;
}

export function manifestKeyOf(manifest: ViteManifest, moduleKey: string): string {
  if (manifest[moduleKey]) return moduleKey;
  const shared = chunksNamedFor(manifest, moduleKey);
  if (shared.length !== 1 || !shared[0])
    throw new Error(`No chunk of ${moduleKey} in the build manifest (found ${shared.length})`);
  return shared[0];
}

/** JSON inside a <script> element, which it must not be able to end. */
function scriptJson(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonText(value)}</script>`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Vite's index.html, read once: where its stylesheet, entry script and preloads are. */
export interface Template {
  html: string;
  stylesheet: { tag: string; href: string };
  entry: { tag: string; src: string };
  entryPreloads: { tag: string; href: string }[];
}

export function parseTemplate(html: string): Template {
  const stylesheet = /<link rel="stylesheet"[^>]*href="(\/[^"]+\.css)"[^>]*>/.exec(html);
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!stylesheet?.[1] || !entry?.[1]) {
    throw new Error('The built index.html has no stylesheet or entry script');
  }
  return {
    html,
    stylesheet: { tag: stylesheet[0], href: stylesheet[1] },
    entry: { tag: entry[0], src: entry[1] },
    entryPreloads: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (match) => ({ tag: match[0], href: match[1] ?? '' }),
    ),
  };
}

export interface DocumentParts {
  title: string;
  description: string;
  /** The page's markup in #root. */
  markup: string;
  /** Hydrated ('whole') or replaced by the app ('shell'). */
  kind: 'whole' | 'shell';
  /** CSS inlined in the head; `stylesheetLater` asks for the whole stylesheet after the paint. */
  css: string;
  stylesheetLater: boolean;
  /** The page's chunks beyond the entry's. */
  preloads: string[];
  /** A signed-in page's sign-in view, for its shell. */
  signedOut?: string | null;
  /** A GET the page makes at once, fetched with the document. */
  prefetch?: string | null;
  boot: Record<BootScript, string>;
}

/**
 * One finished document: it paints from the HTML alone (markup and CSS inline, the theme set
 * before the first paint) and asks for its stylesheet (when not inline whole) and scripts once it
 * has painted. The run-time config placeholder stays for the server.
 */
export function assembleDocument(template: Template, parts: DocumentParts): string {
  const assets: PageAssets = {
    css: parts.stylesheetLater ? template.stylesheet.href : null,
    script: template.entry.src,
    preloads: [
      ...template.entryPreloads.map((preload) => preload.href),
      ...parts.preloads.map((file) => `/${file}`),
    ],
  };
  const css = parts.css.replace(/<\/style/gi, '<\\/style');
  const signedOut = parts.signedOut
    ? `<template id="${SIGNED_OUT_TEMPLATE_ID}">${parts.signedOut}</template><script>${parts.boot['signed-out-view']}</script>`
    : '';
  let html = template.html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(parts.description)}" />`,
    )
    .replace('<!--boot-theme-->', () => `<script>${parts.boot.theme}</script>`)
    .replace(template.stylesheet.tag, () => `<style>${css}</style>`)
    .replace(template.entry.tag, '')
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root"${parts.kind === 'whole' ? '' : ' data-shell=""'}>${parts.markup}</div>${signedOut}`,
    )
    .replace(
      '</body>',
      () =>
        `${scriptJson(PAGE_ASSETS_ID, assets)}<script>${parts.boot['after-first-paint']}</script></body>`,
    );
  for (const preload of template.entryPreloads) html = html.replace(preload.tag, '');
  if (parts.prefetch) {
    html = html.replace(
      '</head>',
      () =>
        `<link rel="preload" href="${escapeAttribute(parts.prefetch ?? '')}" as="fetch" crossorigin="anonymous"></head>`,
    );
  }
  return html;
}
