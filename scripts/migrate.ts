/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite data dir. */
import { openDatabase } from '../src/server/db/client';
import { migrateAtStart } from '../src/server/migrate';
import { readEnv } from '../src/server/env';
import { exitOnStartupError } from '../src/server/main';

try {
  const env = readEnv();
  const database = await openDatabase(env);
  await migrateAtStart(database, env.databaseUrl);
  await database.close();
  console.log('Migrations applied.');
} catch (error) {
  exitOnStartupError(error);
}
