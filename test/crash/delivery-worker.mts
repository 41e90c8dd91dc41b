/**
 * A delivery worker alone in a process, for the kill -9 test (test/api/delivery-crash.test.ts):
 * it sends what is queued in the database it is given (PGlite in DATA_DIR, or DATABASE_URL),
 * over SMTP to SMTP_URL or into the embedded mailbox, prints `sent <id>` as the commit marking
 * each delivery sent is made, and exits when nothing is left to send.
 */
import { inArray, sql } from 'drizzle-orm';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { deliveries } from '../../src/server/db/schema';
import { DeliveryWorker, MAILBOX, smtpTransport } from '../../src/server/services/notifications';

const SITE = 'http://localhost:5000';
const database = process.env['DATABASE_URL']
  ? openPostgres(process.env['DATABASE_URL'])
  : await openPglite({ dataDir: process.env['DATA_DIR'] ?? '' });
const db = database.db;
const smtp = process.env['SMTP_URL'];
const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };
const worker = new DeliveryWorker({
  db,
  log: quiet,
  transports: {
    email: smtp ? smtpTransport(smtp, 'Khaya <no-reply@localhost>', SITE) : MAILBOX,
    whatsapp: MAILBOX,
    push: MAILBOX,
  },
  siteUrl: SITE,
  pollMs: 100,
  leaseMs: Number(process.env['LEASE_MS'] ?? 1500),
  concurrency: 4,
  batch: 10,
  // Each delivery as its sent mark commits: the test kills the process while others are in flight.
  onSent: (ids) => process.stdout.write(ids.map((id) => `sent ${id}\n`).join('')),
});

worker.start();
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const [left] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(deliveries)
    .where(inArray(deliveries.status, ['pending', 'sending']));
  if ((left?.count ?? 1) === 0) break;
}
await worker.stop();
await database.close();
process.stdout.write('done\n');
process.exit(0);
