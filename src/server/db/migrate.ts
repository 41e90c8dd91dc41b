import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { queryRows } from './rows';

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../drizzle',
);

/**
 * Applies the committed migrations from code (drizzle-kit's CLI fails on PGlite). Only the
 * schema: `src/server/migrate.ts` also gives rows from before service areas their places.
 */
export async function migrateSchema(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, config);
  }
}

/** A database migrated by a newer release than this code: running on it could corrupt it. */
export class SchemaNewerThanCodeError extends Error {
  constructor(databaseStamp: number, codeStamp: number) {
    super(
      `Refusing to start: the database was migrated by a newer release (its last migration is ` +
        `from ${new Date(databaseStamp).toISOString()}, this code's from ` +
        `${new Date(codeStamp).toISOString()}). Run the newer release, or restore the backup ` +
        'taken before the upgrade (docs/deploy.md, "Upgrading").',
    );
    this.name = 'SchemaNewerThanCodeError';
  }
}

/** The stamp of the newest migration this code carries (drizzle/meta/_journal.json). */
export function newestMigrationStamp(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Refuses a database a newer release migrated: Drizzle's migrator would apply nothing and the
 * code would run against tables it does not know.
 */
export async function refuseNewerSchema(database: Database, folder = MIGRATIONS_FOLDER) {
  const [table] = await queryRows<{ present: boolean }>(
    database.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return;
  const [applied] = await queryRows<{ newest: string | number | null }>(
    database.db,
    sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
  );
  const databaseStamp = Number(applied?.newest ?? 0);
  const codeStamp = newestMigrationStamp(folder);
  if (databaseStamp > codeStamp) throw new SchemaNewerThanCodeError(databaseStamp, codeStamp);
}
