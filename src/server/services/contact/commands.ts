import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { ContactBody, ContactMessage } from '../../../domain/schemas/contact';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Tx } from '../../db/executor';
import { users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { audit, type Admin } from '../verification';
import { toContactMessage } from './queries';

const CONTACT_MESSAGE_NOT_FOUND = 'Message not found';

/** How long a handled message is kept (the privacy page says so). */
export const CONTACT_RETENTION_MONTHS = 12;

/**
 * Stores a message from the Contact page. A signed-in sender's account is linked (so the desk
 * knows who wrote, and deleting the account deletes the message); a visitor's stands alone.
 */
export async function sendContactMessage(
  db: Db,
  caller: Caller | null,
  body: ContactBody,
): Promise<{ id: string; createdAt: string }> {
  const [account] = caller
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.firebaseUid, caller.uid), isNull(users.deletedAt)))
    : [];
  const [row] = await db
    .insert(contactMessages)
    .values({ ...body, userId: account?.id ?? null })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message not stored');
  return { id: row.id, createdAt: row.createdAt.toISOString() };
}

/** An admin has answered a message (by email, outside Khaya): it leaves the open queue. */
export async function markContactMessageHandled(
  db: Db,
  admin: Admin,
  id: string,
  now: Date,
): Promise<ContactMessage> {
  if (!isUuid(id)) throw new NotFoundError(CONTACT_MESSAGE_NOT_FOUND);
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({
        // Handled twice (two admins at once) stays handled the first time, by the first admin.
        handledAt: sql`coalesce(${contactMessages.handledAt}, ${now.toISOString()}::timestamptz)`,
        handledBy: sql`coalesce(${contactMessages.handledBy}, ${admin.id}::uuid)`,
      })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw new NotFoundError(CONTACT_MESSAGE_NOT_FOUND);
    await audit(tx, {
      actorId: admin.id,
      actorLabel: admin.label,
      action: 'contact_message_handled',
      subjectType: 'contact_message',
      subjectId: id,
    });
    return toContactMessage(row);
  });
}

/** Handled messages older than a year go (the hourly sweep); returns how many. */
export async function eraseOldContactMessages(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - CONTACT_RETENTION_MONTHS);
  const erased = await db
    .delete(contactMessages)
    .where(
      or(
        lt(contactMessages.handledAt, cutoff),
        // Never answered (no admin for a year) still does not keep a visitor's words forever.
        and(isNull(contactMessages.handledAt), lt(contactMessages.createdAt, cutoff)),
      ),
    )
    .returning({ id: contactMessages.id });
  return erased.length;
}

/** Deleting an account deletes the messages it sent, and any sent from its address. */
export async function eraseContactMessagesOf(tx: Tx, userId: string, email: string | undefined) {
  await tx
    .delete(contactMessages)
    .where(
      email
        ? or(
            eq(contactMessages.userId, userId),
            sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`,
          )
        : eq(contactMessages.userId, userId),
    );
}
