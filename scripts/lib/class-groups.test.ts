import fs from 'node:fs';
import { createTailwindMerge, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from '../../src/web/lib/utils';
import {
  createClassGroupLookup,
  createParseClassName,
} from 'tailwind-merge/unstable-do-not-import';
import { getDefaultConfig } from 'tailwind-merge';
import { CLASS_GROUPS_FILE, classGroupsModule, classTokens, prunedConfig } from './class-groups';

const parse = createParseClassName(getDefaultConfig());
const lookup = createClassGroupLookup(getDefaultConfig());
const isClass = (token: string) => lookup(parse(token).baseClassName).length > 0;

describe("the app's class groups", () => {
  it('are written for the classes the source uses now (else: npm run class-groups)', async () => {
    expect(fs.readFileSync(CLASS_GROUPS_FILE, 'utf8')).toBe(await classGroupsModule());
  });

  it("merge every two of the app's classes as tailwind-merge's whole configuration does", () => {
    // Words that are no class in any group (`Sign`, `the`) cannot conflict: left out.
    const tokens = classTokens().filter(
      (token) => twMerge(token, token) === token && isClass(token),
    );
    expect(tokens.length).toBeGreaterThan(300);
    // The variants before a class (`sm:`, `hover:`): only classes under the same ones conflict.
    const byVariants = new Map<string, string[]>();
    for (const token of tokens) {
      const variants = token.slice(0, token.lastIndexOf(':') + 1);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), token]);
    }
    const differ: string[] = [];
    let conflicts = 0;
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          const whole = twMerge(first, second);
          if (whole !== `${first} ${second}`) conflicts += 1;
          if (cn(first, second) !== whole) differ.push(`${first} ${second}: ${cn(first, second)}`);
        }
      }
    }
    expect(differ).toEqual([]);
    // The check has something to check: the app's classes do override one another.
    expect(conflicts).toBeGreaterThan(1000);
  }, 60_000);

  it('tell apart what the whole configuration tells apart, and no more', () => {
    const merge = createTailwindMerge(() => ({
      cacheSize: 0,
      theme: {},
      ...prunedConfig(['px-4', 'p-2', 'text-sm', 'text-muted-foreground', 'hidden', 'flex']),
    }));
    expect(merge('p-2 px-4')).toBe('p-2 px-4');
    expect(merge('px-4 p-2')).toBe('p-2');
    expect(merge('text-sm text-muted-foreground')).toBe('text-sm text-muted-foreground');
    expect(merge('flex sm:hidden hidden')).toBe('sm:hidden hidden');
    // A class the pruned groups do not know stays, as it would with no merging at all.
    expect(merge('gap-2 gap-4')).toBe('gap-2 gap-4');
  });
});
