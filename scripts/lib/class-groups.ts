/**
 * The class groups tailwind-merge needs for the classes this app uses, and no others (ADR 13):
 * its default configuration knows every Tailwind class and is 8 KiB of every page's code; the
 * app's `cn` merges with this pruned one (`src/web/lib/class-groups.ts`, written by
 * `npm run class-groups`), and `class-groups.test.ts` proves the two merge alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { getDefaultConfig } from 'tailwind-merge';
import {
  type AnyConfig,
  createClassGroupLookup,
  createParseClassName,
} from 'tailwind-merge/unstable-do-not-import';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const CLASS_GROUPS_FILE = path.join(ROOT, 'src/web/lib/class-groups.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every word in a string literal of the web app's source that could be a class name. */
export function classTokens(dir = path.join(ROOT, 'src/web')): string[] {
  const tokens = new Set<string>();
  for (const file of sourceFiles(dir)) {
    if (file === CLASS_GROUPS_FILE) continue;
    const source = fs.readFileSync(file, 'utf8');
    for (const literal of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
      for (const word of literal[2]!.split(/\s+/)) {
        if (word.length > 1 && /^[!a-z[\-@*&][\w\-:/.[\]()%&>_*=,#@!'"]*$/.test(word)) {
          tokens.add(word);
        }
      }
    }
  }
  return [...tokens].sort();
}

export interface ClassGroupsConfig {
  classGroups: Record<string, string[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  postfixLookupClassGroups: string[];
  orderSensitiveModifiers: string[];
}

/** tailwind-merge's default configuration, cut down to the groups of `tokens`. */
export function prunedConfig(tokens: string[]): ClassGroupsConfig {
  const defaults: AnyConfig = getDefaultConfig();
  const parse = createParseClassName(defaults);
  const lookup = createClassGroupLookup(defaults);
  const groups = new Map<string, Set<string>>();
  for (const token of tokens) {
    const { baseClassName, isExternal } = parse(token);
    if (isExternal) continue;
    for (const { className, classGroupId } of lookup(baseClassName)) {
      // Arbitrary properties (`[mask-type:x]`) are grouped by tailwind-merge without its config;
      // a negative value is looked up without its sign.
      if (classGroupId.startsWith('arbitrary..')) continue;
      const name = className.replace(/^-/, '');
      if (!groups.has(classGroupId)) groups.set(classGroupId, new Set());
      groups.get(classGroupId)!.add(name);
    }
  }
  // A group with one class that no other group overrides never drops anything: left out, the
  // class stays as it is (only a repeat of it would stay repeated).
  const overrides = (id: string) =>
    [...groups.keys()].some(
      (other) =>
        other !== id &&
        ((defaults.conflictingClassGroups[id] ?? []).includes(other) ||
          (defaults.conflictingClassGroups[other] ?? []).includes(id) ||
          (defaults.conflictingClassGroupModifiers[id] ?? []).includes(other) ||
          (defaults.conflictingClassGroupModifiers[other] ?? []).includes(id)),
    );
  const ids = [...groups.keys()].filter((id) => groups.get(id)!.size > 1 || overrides(id)).sort();
  const known = new Set(ids);
  const only = (table: Record<string, readonly string[] | undefined>) =>
    Object.fromEntries(
      ids
        .map((id) => [id, (table[id] ?? []).filter((other) => known.has(other))] as const)
        .filter(([, others]) => others.length > 0),
    );
  return {
    classGroups: Object.fromEntries(ids.map((id) => [id, [...groups.get(id)!].sort()])),
    conflictingClassGroups: only(defaults.conflictingClassGroups),
    conflictingClassGroupModifiers: only(defaults.conflictingClassGroupModifiers),
    postfixLookupClassGroups: (defaults.postfixLookupClassGroups ?? []).filter((id) =>
      known.has(id),
    ),
    orderSensitiveModifiers: [...defaults.orderSensitiveModifiers],
  };
}

/** The text of `src/web/lib/class-groups.ts` for the app's source as it is. */
export async function classGroupsModule(): Promise<string> {
  const config = prunedConfig(classTokens());
  const options = await prettier.resolveConfig(CLASS_GROUPS_FILE);
  return prettier.format(
    `// Written by \`npm run class-groups\` (scripts/lib/class-groups.ts): tailwind-merge's class groups,\n` +
      `// only those of the classes the app uses. Do not edit by hand.\n` +
      `export const CLASS_GROUPS = ${JSON.stringify(config)};\n`,
    { ...options, filepath: CLASS_GROUPS_FILE },
  );
}
