import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  NotificationKind,
  MarkReadBody,
  Notification,
  UnreadCount,
} from '../../../domain/schemas/notifications';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { notifications, users, type NotificationRow } from '../../db/schema';
import { createdPageValues, encodeCursor } from '../../lib/cursor';

/** A person's own notifications: the page of them, how many are unread, marking them read. */

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}

/** The caller's user id, in a subquery: nothing of anyone else's is ever read. */
const callerId = (caller: Caller) =>
  sql`(select ${users.id} from ${users} where ${users.firebaseUid} = ${caller.uid} limit 1)`;

/** Newest first, a page at a time (keyset on created_at and id). */
export async function listNotifications(
  db: Db,
  caller: Caller,
  query: { limit: number; cursor?: string | undefined },
) {
  const { afterCreatedAt, afterId, limit } = createdPageValues(query.cursor, query.limit);
  const rows = await db
    .select({ row: notifications, cursorAt: sql<string>`${notifications.createdAt}::text` })
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} = ${callerId(caller)}`,
        sql`(${notifications.createdAt}, ${notifications.id}) < (${afterCreatedAt}::timestamptz, ${afterId}::uuid)`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ row }) => toNotification(row)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.row.id]) : null,
  };
}

export async function unreadCount(db: Db, caller: Caller): Promise<UnreadCount> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(sql`${notifications.userId} = ${callerId(caller)}`, isNull(notifications.readAt)));
  return { unread: row?.unread ?? 0 };
}

/**
 * Marks the caller's notifications read: the ids given (ids of anyone else's are ignored, as
 * if they did not exist), or all. Answers the unread count after.
 */
export async function markRead(db: Db, caller: Caller, body: MarkReadBody): Promise<UnreadCount> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        sql`${notifications.userId} = ${callerId(caller)}`,
        isNull(notifications.readAt),
        body.ids ? inArray(notifications.id, body.ids) : undefined,
      ),
    );
  return unreadCount(db, caller);
}

/** Marks read a person's unread notifications of a kind that point at one page (a thread read). */
export async function markReadAt(db: Db, userId: string, kind: NotificationKind, link: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        eq(notifications.kind, kind),
        eq(notifications.link, link),
      ),
    );
}

/** For tests and tools: everything one user has been told, newest first. */
export function notificationsOf(db: Db, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}
