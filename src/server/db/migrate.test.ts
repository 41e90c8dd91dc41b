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

/** A PGlite database migrated as a release with the first `count` migrations left it. */
async function databaseAsOf(count: number) {
  const { openPglite } = await import('./client');
  const { migrate: migrateFrom } = await import('drizzle-orm/pglite/migrator');
  const os = await import('node:os');
  const earlier = fs.mkdtempSync(path.join(os.tmpdir(), `migrations-${count}-`));
  fs.cpSync(MIGRATIONS_FOLDER, earlier, { recursive: true });
  const journalPath = path.join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  const database = await openPglite({});
  await migrateFrom(database.db as never, { migrationsFolder: earlier });
  return {
    database,
    close: async () => {
      await database.close();
      fs.rmSync(earlier, { recursive: true, force: true });
    },
  };
}

it('upgrades a database migrated by an earlier release with every later migration', async () => {
  const { migrate } = await import('../migrate');
  // The release before domain events: the journal as it stood at 0006.
  const { database, close } = await databaseAsOf(7);
  try {
    await migrate(database);
    const found = await database.db.execute(
      "select to_regclass('domain_events') as events, " +
        "(select count(*) from information_schema.columns where table_name = 'quote_requests' and column_name = 'quote_count') as counts",
    );
    expect((found as { rows: unknown[] }).rows[0]).toEqual({
      events: 'domain_events',
      counts: 1,
    });
  } finally {
    await close();
  }
}, 60_000);

it('places the rows of a release before service areas: areas and points from their text', async () => {
  const { migrate } = await import('../migrate');
  const { database, close } = await databaseAsOf(10);
  try {
    for (const statement of [
      "insert into users (firebase_uid, name, email) values ('old', 'Old Timer', 'old@x.co')",
      "insert into providers (user_id, name, services, location) select id, 'Old Plumbing', array['plumbing'], 'Umlazi, Durban' from users",
      "insert into quote_requests (customer_id, service_type, description, location, preferred_date) select id, 'plumbing', 'Old leak', '3 Beach Road, Sea Point, Cape Town', 'Soon' from users",
      "insert into quote_requests (customer_id, service_type, description, location, latitude, longitude, preferred_date) select id, 'plumbing', 'Picked', 'Somewhere', -26.1076, 28.0567, 'Soon' from users",
      "insert into quote_requests (customer_id, service_type, description, location, preferred_date) select id, 'plumbing', 'Unknown', 'Nowhere at all', 'Soon' from users",
    ])
      await database.db.execute(statement);
    await migrate(database);
    const rows = (
      (await database.db.execute(
        `select description, area, round(latitude::numeric, 2)::float8 as lat from quote_requests order by description;
         `,
      )) as { rows: { description: string; area: string; lat: number | null }[] }
    ).rows;
    expect(rows).toEqual([
      { description: 'Old leak', area: 'Sea Point, Cape Town', lat: -33.92 },
      { description: 'Picked', area: 'Sandton, Johannesburg', lat: -26.11 },
      { description: 'Unknown', area: 'Nowhere at all', lat: null },
    ]);
    const provider = (
      (await database.db.execute(
        'select round(latitude::numeric, 2)::float8 as lat, service_radius_km as radius from providers',
      )) as {
        rows: unknown[];
      }
    ).rows[0];
    expect(provider).toEqual({ lat: -29.97, radius: 25 });
  } finally {
    await close();
  }
}, 60_000);
