import { prepared } from '../../db/prepared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { providers, users, type UserRow } from '../../db/schema';
import { NotFoundError } from '../../errors';

/** Whether the person has a provider profile (their own record says so). */
export async function hasProviderProfile(db: Db, userId: string): Promise<boolean> {
  const [profile] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.userId, userId), isNull(providers.deletedAt)))
    .limit(1);
  return profile !== undefined;
}

export async function findUserByUid(db: Db, uid: string): Promise<UserRow | undefined> {
  const statement = prepared(db, 'user_by_uid', (on, name) =>
    on
      .select()
      .from(users)
      .where(eq(users.firebaseUid, sql.placeholder('uid')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ uid });
  return row;
}

/** The caller's own user record, or 404 when they have not created one yet. */
export async function getOwnUser(db: Db, caller: Caller): Promise<UserRow> {
  const row = await findUserByUid(db, caller.uid);
  if (!row) throw new NotFoundError('User not found');
  return row;
}
