/** `npm run db:seed`: migrates, then loads the demo data into an empty database. */
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { isDatabaseEmpty, seedDemoData } from '../src/server/db/seed';
import { readEnv } from '../src/server/env';
import { exitOnStartupError } from '../src/server/main';

try {
  const database = await openDatabase(readEnv());
  await migrate(database);
  if (await isDatabaseEmpty(database.db)) {
    const { providers, jobs } = await seedDemoData(database.db);
    console.log(`Seeded demo data: ${providers} providers, ${jobs} past jobs with their reviews.`);
  } else {
    console.log('The database already has users: nothing seeded.');
  }
  await database.close();
} catch (error) {
  exitOnStartupError(error);
}
