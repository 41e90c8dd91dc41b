/** `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite data dir. */
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/migrate';
import { readEnv } from '../src/server/env';
import { exitOnStartupError } from '../src/server/main';

try {
  const database = await openDatabase(readEnv());
  await migrate(database);
  await database.close();
  console.log('Migrations applied.');
} catch (error) {
  exitOnStartupError(error);
}
