/**
 * The boot scripts (src/web/boot): the little programs a page runs inline, before the app, so
 * they work before any file has arrived. Each is a TypeScript module whose default export runs
 * it; the build bundles each into one minified classic script that calls it, and hashes it for
 * the Content-Security-Policy (scripts/lib/documents.ts).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { build, type Rollup } from 'vite';

const BOOT_DIR = path.resolve(import.meta.dirname, '../../src/web/boot');

export const BOOT_SCRIPTS = [
  'theme',
  'signed-out-view',
  'after-first-paint',
  'first-view-check',
] as const;
export type BootScript = (typeof BOOT_SCRIPTS)[number];

const ENTRY = '\0boot-entry';

/** One boot script as the source of an inline `<script>`: an IIFE, minified. */
export async function bundleBootScript(name: BootScript): Promise<string> {
  const module = path.join(BOOT_DIR, `${name}.ts`);
  const output = (await build({
    configFile: false,
    logLevel: 'warn',
    root: BOOT_DIR,
    plugins: [
      {
        name: 'boot-entry',
        resolveId: (id) => (id === ENTRY ? ENTRY : null),
        load: (id) =>
          id === ENTRY ? `import boot from ${JSON.stringify(module)};\nboot();\n` : null,
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      modulePreload: false,
      rollupOptions: { input: ENTRY, output: { format: 'iife' } },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = (Array.isArray(output) ? output[0] : output)?.output[0];
  if (!chunk || chunk.type !== 'chunk') throw new Error(`The ${name} boot script did not build`);
  // Inline, it must not be able to end its own element.
  return chunk.code.trim().replace(/<\/script/gi, '<\\/script');
}

export async function bundleBootScripts(): Promise<Record<BootScript, string>> {
  const scripts = {} as Record<BootScript, string>;
  for (const name of BOOT_SCRIPTS) scripts[name] = await bundleBootScript(name);
  return scripts;
}

/** The CSP source that allows an inline script with this text. */
export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`;
}
