import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '../../../domain/schemas/notifications';
import type { Db } from '../../db/client';
import { appSecrets, users } from '../../db/schema';
import { saveChoices } from './preferences';

/* One-click unsubscribe: a token naming the person and topic, signed with the server's key. */

const secrets = new WeakMap<object, Promise<Buffer>>();

/** The key that signs unsubscribe links, made on first use and kept in the database. */
function signingKey(db: Db): Promise<Buffer> {
  let key = secrets.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(appSecrets)
        .values({ name: 'unsubscribe', value: randomBytes(32).toString('hex') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.name, 'unsubscribe'));
      if (!row) throw new Error('The unsubscribe signing key could not be stored');
      return Buffer.from(row.value, 'hex');
    })();
    key.catch(() => secrets.delete(db));
    secrets.set(db, key);
  }
  return key;
}

const signature = (key: Buffer, userId: string, topic: string) =>
  createHmac('sha256', key).update(`${userId}.${topic}`).digest().subarray(0, 18);

export async function unsubscribeToken(db: Db, userId: string, topic: NotificationTopic) {
  const sig = signature(await signingKey(db), userId, topic).toString('base64url');
  return `${userId}.${topic}.${sig}`;
}

/** Turns email off for the token's topic; undefined when the token is not one of ours. */
export async function unsubscribe(db: Db, token: string) {
  const [userId, part, sig] = token.split('.');
  const topic = NOTIFICATION_TOPICS.find((known) => known === part);
  if (!userId || !sig || !topic) return undefined;
  const expected = signature(await signingKey(db), userId, topic);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id}::text = ${userId}`);
  if (!user) return undefined;
  await saveChoices(db, user.id, { email: { [topic]: false } });
  return { topic };
}
