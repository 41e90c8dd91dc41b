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
 * One compiled message's function for `locale`, as an expression ('(i) => { return `Step
 * ${i?.number}` }'): what Paraglide wrote for that language, needing nothing else.
 */
function functionFor(code: string, locale: string): { name: string; source: string } {
  const exported = /^export const (\w+) = /m.exec(code);
  const own = new RegExp(`if \\(locale === "${locale}"\\) return (\\w+)\\(inputs\\)`).exec(code);
  const base = /\treturn (\w+)\(inputs\)\n\}\);\s*$/.exec(code);
  const target = own?.[1] ?? base?.[1];
  const name = exported?.[1];
  if (!exported || !target || !name) {
    throw new Error('Not a Paraglide message module as 2.23 writes them');
  }
  const imports = [...code.matchAll(/^import [^\n]*;$/gm)].filter(
    (line) => !line[0].includes("'../runtime.js'"),
  );
  if (imports.length > 0) throw new Error(`The message ${name} needs more than its words`);
  const found = new RegExp(`^const ${target} = ([\\s\\S]*?\\n\\});$`, 'm').exec(code);
  if (!found?.[1]) throw new Error(`The message ${name} has no function ${target}`);
  return { name, source: found[1] };
}

/** Every compiled message's function for `locale`, by name (see {@link functionFor}). */
export function messageFunctions(dir: string, locale: string): Map<string, string> {
  const index = fs.readFileSync(path.join(dir, '_index.js'), 'utf8');
  const functions = new Map<string, string>();
  for (const [, file] of index.matchAll(/^export \* from '\.\/(\w+\.js)'$/gm)) {
    const { name, source } = functionFor(
      fs.readFileSync(path.join(dir, file ?? ''), 'utf8'),
      locale,
    );
    functions.set(name, source);
  }
  return functions;
}

const MESSAGES_IMPORT = /^import \{ m \} from '[./]+\/i18n\/paraglide\/messages\.js';\n/m;

/**
 * A source file as a build for one language needs it (the Vite plugin in vite.config.ts): every
 * `m.name` becomes that language's function for the message, written where it is used, and the
 * import goes. The bundler then drops the other languages, puts each message's words in the
 * chunk of the page that uses them, and folds a call without inputs into its words: a message
 * costs a page what its words did. Null for a file that uses no message.
 */
export function withMessagesInline(code: string, functions: Map<string, string>): string | null {
  if (!MESSAGES_IMPORT.test(code)) return null;
  const inlined = code
    .replace(MESSAGES_IMPORT, '')
    .replace(/(?<![\w.$])m\.(\w+)/g, (whole, name: string) => {
      const source = functions.get(name);
      if (!source) throw new Error(`No message ${name} (${whole})`);
      return `(${source})`;
    });
  // A use written another way ('m\n  .name(', 'm[name]') would be left naming an import that
  // is gone: refused here rather than failing in a person's browser.
  const left = /(?<![\w.$])m\s*[.[]/.exec(inlined);
  if (left) throw new Error(`A message used as ${JSON.stringify(left[0])}: write m.name(...)`);
  return inlined;
}
