import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate';

/**
 * Drizzle's migrator applies, on a database that has migrations already, only those whose
 * journal time is after the last one applied: a migration stamped out of order would be skipped
 * on every existing database (while a fresh one, as in the tests, applies them all).
 */
it('stamps the migrations in the order they are applied, each with its SQL file', () => {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { idx: number; when: number; tag: string }[] };
  journal.entries.forEach((entry, index) => {
    expect(entry.idx).toBe(index);
    expect(fs.existsSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`)), entry.tag).toBe(true);
    const previous = journal.entries[index - 1];
    if (previous) expect(entry.when, entry.tag).toBeGreaterThan(previous.when);
    expect(entry.when, entry.tag).toBeLessThanOrEqual(Date.now());
  });
});
