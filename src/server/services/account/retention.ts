import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { MESSAGE_ERASED_AFTER_A_YEAR } from '../../../domain/schemas/messages';
import type { Db } from '../../db/client';
import { messages, messageThreads } from '../../db/schema';
import { quoteRequests } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { eraseMessageCopies, eraseMessagePhotos } from '../messages';
import type { FileStore } from '../../lib/storage';

/** How long the messages of a finished job are kept (the privacy page says so). */
export const MESSAGE_RETENTION_MONTHS = 12;

/**
 * The messages of jobs finished (completed, or the request closed) more than twelve months ago
 * lose their words and photos: the thread stays, each message saying why it is empty. Up to `batch`
 * messages a run (the hourly task takes the rest later); returns how many.
 */
export async function eraseOldJobMessages(
  db: Db,
  now: Date,
  batch = 2000,
  files?: FileStore,
): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setMonth(cutoff.getMonth() - MESSAGE_RETENTION_MONTHS);
  const finished = db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .innerJoin(quoteRequests, sql`${quoteRequests.id} = ${messageThreads.quoteRequestId}`)
    .where(or(lt(quoteRequests.completedAt, cutoff), lt(quoteRequests.closedAt, cutoff)));
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(isNull(messages.erasedAt), inArray(messages.threadId, finished)))
    .limit(batch);
  const { count, photoKeys } = await transaction(db, async (tx) => {
    const erased = await tx
      .update(messages)
      .set({ text: MESSAGE_ERASED_AFTER_A_YEAR, erasedAt: now })
      .where(inArray(messages.id, due))
      .returning({ id: messages.id });
    await eraseMessageCopies(
      tx,
      erased.map((message) => message.id),
      MESSAGE_ERASED_AFTER_A_YEAR,
    );
    const ids = erased.map((message) => message.id);
    return { count: erased.length, photoKeys: await eraseMessagePhotos(tx, ids) };
  });
  // Their photos' files, once the rows no longer point at them.
  for (const key of photoKeys) await files?.delete(key).catch(() => undefined);
  return count;
}
