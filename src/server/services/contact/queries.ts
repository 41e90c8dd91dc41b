import { asc, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ContactMessage } from '../../../domain/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages, type ContactMessageRow } from '../../db/schema';

/** How many messages the desk shows at once. */
const QUEUE_SIZE = 100;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    topic: row.topic,
    message: row.message,
    fromAccount: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** The desk's queue: open messages the longest waiting first, or the latest handled ones. */
export async function contactQueue(
  db: Db,
  filter: { status: 'open' | 'handled' },
): Promise<ContactMessage[]> {
  const rows =
    filter.status === 'open'
      ? await db
          .select()
          .from(contactMessages)
          .where(isNull(contactMessages.handledAt))
          .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id))
          .limit(QUEUE_SIZE)
      : await db
          .select()
          .from(contactMessages)
          .where(isNotNull(contactMessages.handledAt))
          .orderBy(desc(contactMessages.handledAt), desc(contactMessages.id))
          .limit(QUEUE_SIZE);
  return rows.map(toContactMessage);
}

/** The messages a person sent while signed in (their data export). */
export async function ownContactMessages(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(asc(contactMessages.createdAt));
  return rows.map((row) => ({
    topic: row.topic,
    message: row.message,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  }));
}
