import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('the README and the docs', () => {
  it('show only images and link only files that are in the repository', () => {
    const documents = ['README.md', ...fs.readdirSync(path.join(ROOT, 'docs'), { recursive: true })]
      .map(String)
      .filter((file) => file.endsWith('.md'))
      .map((file) => (file === 'README.md' ? file : path.join('docs', file)));
    const missing: string[] = [];
    for (const document of documents) {
      const text = fs.readFileSync(path.join(ROOT, document), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) {
        if (!target || /^[a-z]+:/i.test(target)) continue; // http:, mailto:
        const file = path.resolve(path.dirname(path.join(ROOT, document)), target);
        if (!fs.existsSync(file)) missing.push(`${document}: ${target}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
