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

/**
 * One compiled message as a build for `locale` needs it: that language's function, with no
 * import of Paraglide's runtime (which language to use is decided by the build, not at run time).
 */
function messageFor(code: string, locale: string): { imports: string[]; body: string } {
  const exported = /^export const (\w+) = /m.exec(code);
  const own = new RegExp(`if \\(locale === "${locale}"\\) return (\\w+)\\(inputs\\)`).exec(code);
  const base = /\treturn (\w+)\(inputs\)\n\}\);\s*$/.exec(code);
  const target = own?.[1] ?? base?.[1];
  const name = exported?.[1];
  if (!exported || !target || !name) {
    throw new Error('Not a Paraglide message module as 2.23 writes them');
  }
  const head = code.slice(0, exported.index);
  const imports = [...head.matchAll(/^import [^\n]*;$/gm)]
    .map((line) => line[0])
    .filter((line) => !line.includes("'../runtime.js'"));
  const body = head.replace(/^import [^\n]*;$/gm, '');
  if (/\bgetLocale\b|experimentalStaticLocale/.test(body)) {
    throw new Error(`The message ${name} reads the language at run time`);
  }
  const ownFunction = `const ${target} = `;
  if (!body.includes(ownFunction)) throw new Error(`The message ${name} has no function ${target}`);
  return { imports, body: body.replace(ownFunction, `export const ${name} = `) };
}

/**
 * The compiled messages' index as a build for `locale` needs it (the Vite plugin in
 * vite.config.ts): every message in one module, each that language's function alone, so the
 * bundler drops the other languages and the messages a page does not use, and a message costs a
 * page about what its words did (not a module of its own and a language check each).
 */
export function messagesIndexFor(index: string, dir: string, locale: string): string {
  const imports = new Set<string>();
  const bodies: string[] = [];
  for (const [, file] of index.matchAll(/^export \* from '\.\/(\w+\.js)'$/gm)) {
    const message = messageFor(fs.readFileSync(path.join(dir, file ?? ''), 'utf8'), locale);
    for (const line of message.imports) imports.add(line);
    bodies.push(message.body);
  }
  return `${[...imports].join('\n')}\n${bodies.join('\n')}`;
}
