import type { Database } from './db/client';
import { migrateSchema } from './db/migrate';
import { backfillPlaces } from './services/places';

/**
 * Brings a database up to date: the committed migrations, then the rows from before service
 * areas given their places (which needs the place list, so it is not the data layer's).
 */
export async function migrate(database: Database): Promise<void> {
  await migrateSchema(database);
  await backfillPlaces(database.db);
}
