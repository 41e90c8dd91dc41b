/** `npm run db:seed`: migrates, then loads the demo data into an empty database. */
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/migrate';
import { isDatabaseEmpty, seedDemoData } from '../src/server/demo';
import { readEnv } from '../src/server/env';
import { exitOnStartupError, fileStoreOf } from '../src/server/main';

try {
  const env = readEnv();
  const database = await openDatabase(env);
  await migrate(database);
  if (await isDatabaseEmpty(database.db)) {
    const seeded = await seedDemoData(database.db, fileStoreOf(env));
    console.log(
      `Seeded demo data: ${seeded.providers} providers, ${seeded.jobs} past jobs with their reviews, ${seeded.waitingDocuments} documents waiting for a check.`,
    );
  } else {
    console.log('The database already has users: nothing seeded.');
  }
  await database.close();
} catch (error) {
  exitOnStartupError(error);
}
