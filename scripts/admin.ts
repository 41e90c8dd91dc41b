/**
 * `npm run admin:grant -- email@example.co.za` and `npm run admin:revoke -- email@...`: the only
 * way to make someone an admin (or stop them being one), recorded in the audit log. Works against
 * PostgreSQL (DATABASE_URL) while the app runs. PGlite's data folder belongs to one process: while
 * `npm start` runs it says so, and the grant waits for the app to be stopped.
 */
import os from 'node:os';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/lock';
import { migrate } from '../src/server/migrate';
import { readEnv } from '../src/server/env';
import { exitOnStartupError } from '../src/server/main';
import { NoSuchAccountError, setAdmin } from '../src/server/services/verification/admins';

const [command, email] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email?.includes('@')) {
  console.error('Usage: npm run admin:grant -- email@example.co.za  (or admin:revoke)');
  process.exit(2);
}

const OUTCOMES = {
  granted: `${email} is now an admin: the desk is at /admin (sign in again if it was open).`,
  already: `${email} was already an admin; nothing changed.`,
  revoked: `${email} is no longer an admin.`,
  'was-not': `${email} was not an admin; nothing changed.`,
};

try {
  const env = readEnv();
  let database;
  try {
    database = await openDatabase(env);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(
        `\nThe app is running and holds the embedded database in ${error.dataDir} (pid ${error.pid}).\n` +
          'Stop it (Ctrl-C in its terminal), run this command again, then start it again.\n' +
          'With PostgreSQL (DATABASE_URL) admins can be granted while the app runs.\n',
      );
      process.exit(1);
    }
    throw error;
  }
  try {
    await migrate(database);
    const outcome = await setAdmin(
      database.db,
      email,
      command === 'grant',
      `command line (${os.userInfo().username}@${os.hostname()})`,
    );
    console.log(OUTCOMES[outcome]);
  } catch (error) {
    if (error instanceof NoSuchAccountError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
} catch (error) {
  exitOnStartupError(error);
}
