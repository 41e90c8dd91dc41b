import { eq, sql } from 'drizzle-orm';
import { hideContactDetails, CONTACT_HIDDEN } from '../../../domain/contact-redaction';
import {
  MESSAGE_HIDDEN,
  threadPath,
  type Message,
  type SendMessageBody,
} from '../../../domain/schemas/messages';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { messageReports, messages, messageThreads } from '../../db/schema';
import { quoteRequests } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { isUuid } from '../../lib/cursor';
import { markReadAt } from '../notifications';
import { findRequestWithCustomer, lockRequestWithCustomer } from '../quote-requests';
import { threadAccess, type ThreadAccess } from './access';
import { eraseMessageCopies } from './copies';
import { toMessage } from './views';

/** Placeholders next to each other (a number and an email in a row) read as one. */
const REPEATED_HIDDEN = new RegExp(
  `${CONTACT_HIDDEN.replace(/[[\]]/g, '\\$&')}(?:[\\s,;/]*${CONTACT_HIDDEN.replace(/[[\]]/g, '\\$&')})+`,
  'g',
);

/** What is stored of a message: as written once contacts are shared, else without them. */
export function storedText(text: string, contactsShared: boolean): string {
  if (contactsShared) return text;
  return hideContactDetails(text).replace(REPEATED_HIDDEN, CONTACT_HIDDEN);
}

/**
 * Sends a message in the caller's thread on a request. The request row is locked first, so a
 * message and an acceptance never cross: a message sent before the acceptance commits is
 * judged (and its contacts hidden) as before it, one after as after.
 */
export async function sendMessage(
  db: Db,
  caller: Caller,
  requestId: string,
  body: SendMessageBody,
): Promise<Message> {
  if (!isUuid(requestId)) throw new NotFoundError('Quote request not found');
  return transaction(db, async (tx) => {
    const access = await threadAccess(
      tx,
      caller,
      await lockRequestWithCustomer(tx, requestId),
      body.providerId,
    );
    if (access.closedReason) throw new ConflictError(access.closedReason);
    return writeMessage(tx, access, body.text);
  });
}

/** A photo's files and size, stored with its message. */
export interface MessagePhotoFiles {
  photoKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

/**
 * Writes a message in the thread `access` opens (the request locked, the thread open), with a
 * photo if one was stored, and records `message_sent`.
 */
export async function writeMessage(
  tx: Tx,
  access: ThreadAccess,
  written: string,
  photo?: MessagePhotoFiles,
): Promise<Message> {
  const threadId = access.thread?.id ?? (await openThread(tx, access));
  const text = storedText(written.trim(), access.contactsShared);
  const [row] = await tx
    .insert(messages)
    .values({
      threadId,
      senderRole: access.you,
      senderId: access.userId,
      text,
      redacted: text !== written.trim(),
      ...(photo
        ? {
            photoKey: photo.photoKey,
            thumbKey: photo.thumbKey,
            photoWidth: photo.width,
            photoHeight: photo.height,
          }
        : {}),
    })
    .returning();
  if (!row) throw new Error('the message was not stored');
  // The sender has read their own message.
  await tx
    .update(messageThreads)
    .set({
      lastMessageAt: row.createdAt,
      ...(access.you === 'customer' ? { customerReadSeq: row.seq } : { providerReadSeq: row.seq }),
    })
    .where(eq(messageThreads.id, threadId));
  await recordEvent(tx, {
    type: 'message_sent',
    subjects: {
      messageId: row.id,
      threadId,
      quoteRequestId: access.request.id,
      providerId: access.provider.id,
    },
    payload: { from: access.you },
  });
  return toMessage(row, access.request.id, access.provider.id);
}

async function openThread(tx: Tx, access: ThreadAccess) {
  const [thread] = await tx
    .insert(messageThreads)
    .values({ quoteRequestId: access.request.id, providerId: access.provider.id })
    .returning({ id: messageThreads.id });
  if (!thread) throw new Error('the thread was not opened');
  return thread.id;
}

/** Marks the caller's thread read up to its newest message. */
export async function markThreadRead(
  db: Db,
  caller: Caller,
  requestId: string,
  providerId: string | undefined,
): Promise<{ unread: 0 }> {
  if (!isUuid(requestId)) throw new NotFoundError('Quote request not found');
  const access = await threadAccess(
    db,
    caller,
    await findRequestWithCustomer(db, requestId),
    providerId,
  );
  if (access.thread) {
    const newest = sql`coalesce((select max(${messages.seq}) from ${messages} where ${messages.threadId} = ${access.thread.id}), 0)`;
    await db
      .update(messageThreads)
      .set(access.you === 'customer' ? { customerReadSeq: newest } : { providerReadSeq: newest })
      .where(eq(messageThreads.id, access.thread.id));
    // The 'new message' notification of this thread is read with it.
    await markReadAt(
      db,
      access.userId,
      'new_message',
      threadPath(access.you, access.request.id, access.provider.id),
    );
  }
  return { unread: 0 };
}

/** Reports a message the caller received (kept for the admin desk); once per person. */
export async function reportMessage(
  db: Db,
  caller: Caller,
  messageId: string,
  reason: string,
): Promise<{ reported: true }> {
  if (!isUuid(messageId)) throw new NotFoundError('Message not found');
  const [row] = await db
    .select({
      senderRole: messages.senderRole,
      quoteRequestId: messageThreads.quoteRequestId,
      providerId: messageThreads.providerId,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, messageThreads.quoteRequestId))
    .where(eq(messages.id, messageId))
    .limit(1);
  if (!row) throw new NotFoundError('Message not found');
  const access = await threadAccess(
    db,
    caller,
    await findRequestWithCustomer(db, row.quoteRequestId),
    row.providerId,
  ).catch(() => {
    throw new NotFoundError('Message not found');
  });
  // Only a message from the other side: one's own is not reported.
  if (row.senderRole === access.you) throw new NotFoundError('Message not found');
  const inserted = await db
    .insert(messageReports)
    .values({ messageId, reporterId: access.userId, reason })
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  if (inserted.length === 0) throw new ConflictError('You have already reported this message');
  return { reported: true };
}

/**
 * Hides a message an admin found against the rules, in the moderation's transaction: both sides
 * see that it was hidden, not what it said, and its words leave the bell, the live-stream replay
 * and the mail not yet sent. Records `message_hidden`. Null for an unknown message; `hidden`
 * says whether it is hidden now (it may have been already).
 */
export async function hideMessage(
  tx: Tx,
  messageId: string,
  now: Date,
): Promise<{ hidden: boolean } | null> {
  const [row] = await tx
    .select({
      hiddenAt: messages.hiddenAt,
      threadId: messages.threadId,
      quoteRequestId: messageThreads.quoteRequestId,
      providerId: messageThreads.providerId,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(eq(messages.id, messageId))
    .for('update', { of: messages });
  if (!row) return null;
  if (row.hiddenAt !== null) return { hidden: true };
  await tx.update(messages).set({ hiddenAt: now }).where(eq(messages.id, messageId));
  await eraseMessageCopies(tx, [messageId], MESSAGE_HIDDEN);
  await recordEvent(tx, {
    type: 'message_hidden',
    subjects: {
      messageId,
      threadId: row.threadId,
      quoteRequestId: row.quoteRequestId,
      providerId: row.providerId,
    },
  });
  return { hidden: true };
}

/** Whether a message is hidden (null for an unknown one), its row locked for the decision. */
export async function messageHidden(tx: Tx, messageId: string): Promise<boolean | null> {
  const [row] = await tx
    .select({ hiddenAt: messages.hiddenAt })
    .from(messages)
    .where(eq(messages.id, messageId))
    .for('update');
  return row ? row.hiddenAt !== null : null;
}
