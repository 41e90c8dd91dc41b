import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@inlang/paraglide-js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'src/i18n/paraglide');

/** The define each language's client build sets (vite.config.ts): its language, or none. */
export const STATIC_LOCALE_DEFINE = '__KHAYA_LOCALE__';

/** Compiles src/i18n/messages into src/i18n/paraglide (see scripts/messages.ts). */
export async function compileMessages(): Promise<void> {
  await compile({
    project: path.join(ROOT, 'src/i18n/project.inlang'),
    outdir: OUT,
    // The server passes each person's language with every message; a language's client build
    // has its own language fixed at build time (the other languages' words drop out).
    strategy: ['globalVariable', 'baseLocale'],
    experimentalStaticLocale: `typeof ${STATIC_LOCALE_DEFINE} === 'undefined' ? undefined : ${STATIC_LOCALE_DEFINE}`,
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
  });
  // Paraglide 2.23 checks the fixed language with a function call, which refuses none (the
  // server and the tests) and keeps a bundler from seeing the literal a client build defines, so
  // the other languages' words would ship too: the expression is used as it is.
  const runtime = path.join(OUT, 'runtime.js');
  const code = fs.readFileSync(runtime, 'utf8');
  const fixed = /export const experimentalStaticLocale = assertIsLocale\((.*)\);/;
  if (!fixed.test(code)) throw new Error('Paraglide changed how it fixes the language: look again');
  fs.writeFileSync(runtime, code.replace(fixed, 'export const experimentalStaticLocale = $1;'));
}
