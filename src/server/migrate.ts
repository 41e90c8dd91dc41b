import { openPostgres, type Database } from './db/client';
import { migrateSchema, refuseNewerSchema } from './db/migrate';
import { backfillPlaces } from './services/places';

/** The advisory lock instances take to migrate one at a time (any number the app alone uses). */
export const MIGRATION_LOCK = 4_262_001;

/**
 * Brings a database up to date: the committed migrations, then the rows from before service
 * areas given their places (which needs the place list, so it is not the data layer's). Instances
 * starting together take turns (the first migrates, the others then find nothing to do), and a
 * database a newer release migrated is refused.
 */
export async function migrate(database: Database): Promise<void> {
  await database.exclusively(MIGRATION_LOCK, async () => {
    await refuseNewerSchema(database);
    await migrateSchema(database);
    await backfillPlaces(database.db);
  });
}

/**
 * `migrate` as a server or `npm run db:migrate` runs it: on PostgreSQL over a connection of its
 * own without the requests' 10-second timeout, since building an index on a large market takes
 * longer (four GiST indexes over 100,000 providers' circles took 36 s).
 */
export async function migrateAtStart(
  database: Database,
  databaseUrl: string | undefined,
): Promise<void> {
  if (database.kind === 'pglite' || !databaseUrl) return migrate(database);
  const unhurried = openPostgres(databaseUrl, { poolSize: 2, queryTimeoutMs: 0 });
  try {
    await migrate(unhurried);
  } finally {
    await unhurried.close();
  }
}
