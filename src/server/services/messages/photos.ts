import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { MESSAGE_MAX, MESSAGE_PHOTO_MESSAGES } from '../../../domain/messages';
import { REQUEST_PHOTO_MESSAGES } from '../../../domain/request-photos';
import type { Message } from '../../../domain/schemas/messages';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../../db/executor';
import { messages, messageThreads } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { storePhoto, type FileStore, type StoredFile } from '../../lib/storage';
import { findRequestWithCustomer, lockRequestWithCustomer } from '../quote-requests';
import { threadAccess } from './access';
import { writeMessage } from './commands';

/**
 * Photos in a thread (issue 46): either side sends one, with words or without; only the two
 * sides of the thread fetch it (anyone else: 404), the same checks as a request's photos (by
 * content, encoded again without metadata, at most 1600 pixels, a thumbnail). The files are
 * written before the row and deleted if the row is not; a hidden message's photo is not served,
 * an erased one's files are deleted.
 */

const PHOTO_NOT_FOUND = 'Photo not found';

export interface MessagePhotoUpload {
  bytes: Buffer | null;
  text: string | undefined;
  providerId: string | undefined;
}

/** The caller's open thread on the request, the request locked (404 if not theirs, 409 if shut). */
async function openThreadAccess(tx: Tx, caller: Caller, requestId: string, providerId?: string) {
  const access = await threadAccess(
    tx,
    caller,
    await lockRequestWithCustomer(tx, requestId),
    providerId,
  );
  if (access.closedReason) throw new ConflictError(access.closedReason);
  return access;
}

export async function sendPhotoMessage(
  db: Db,
  files: FileStore,
  caller: Caller,
  requestId: string,
  upload: MessagePhotoUpload,
): Promise<Message> {
  if (!isUuid(requestId)) throw new NotFoundError('Quote request not found');
  const text = (upload.text ?? '').trim();
  if (text.length > MESSAGE_MAX) {
    throw new BadRequestError(MESSAGE_PHOTO_MESSAGES.text, { text: MESSAGE_PHOTO_MESSAGES.text });
  }
  const providerId = upload.providerId || undefined;
  if (providerId !== undefined && !isUuid(providerId)) {
    throw new BadRequestError(MESSAGE_PHOTO_MESSAGES.providerId, {
      providerId: MESSAGE_PHOTO_MESSAGES.providerId,
    });
  }
  // Who and whether first, so a refused photo costs no encoding; again under the lock below.
  await transaction(db, (tx) => openThreadAccess(tx, caller, requestId, providerId));
  if (!upload.bytes) {
    throw new BadRequestError(REQUEST_PHOTO_MESSAGES.noFile, {
      file: REQUEST_PHOTO_MESSAGES.noFile,
    });
  }
  const stored = await storePhoto(
    files,
    `message-photos/${requestId}/${crypto.randomUUID()}`,
    upload.bytes,
  );
  try {
    return await transaction(db, async (tx) =>
      writeMessage(tx, await openThreadAccess(tx, caller, requestId, providerId), text, stored),
    );
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

/** A message's photo for one of the two sides of its thread (a hidden message's: 404). */
export async function messagePhotoFile(
  db: Db,
  files: FileStore,
  caller: Caller,
  requestId: string,
  messageId: string,
  size: 'photo' | 'thumb',
): Promise<StoredFile> {
  if (!isUuid(requestId) || !isUuid(messageId)) throw new NotFoundError(PHOTO_NOT_FOUND);
  const [row] = await db
    .select({
      photoKey: messages.photoKey,
      thumbKey: messages.thumbKey,
      providerId: messageThreads.providerId,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messageThreads.quoteRequestId, requestId),
        isNull(messages.hiddenAt),
      ),
    )
    .limit(1);
  if (!row?.photoKey || !row.thumbKey) throw new NotFoundError(PHOTO_NOT_FOUND);
  await threadAccess(
    db,
    caller,
    await findRequestWithCustomer(db, requestId),
    row.providerId,
  ).catch(() => {
    throw new NotFoundError(PHOTO_NOT_FOUND);
  });
  const file = await files.get(size === 'thumb' ? row.thumbKey : row.photoKey);
  if (!file) throw new NotFoundError(PHOTO_NOT_FOUND);
  return file;
}

/**
 * Takes the photos off the given messages (erased: their author deleted their account, or the
 * job ended a year ago); returns their files' keys, to delete once committed.
 */
export async function eraseMessagePhotos(tx: Executor, messageIds: string[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const rows = await tx
    .select({ photoKey: messages.photoKey, thumbKey: messages.thumbKey })
    .from(messages)
    .where(and(inArray(messages.id, messageIds), isNotNull(messages.photoKey)))
    .for('update');
  if (rows.length === 0) return [];
  await tx
    .update(messages)
    .set({ photoKey: null, thumbKey: null, photoWidth: null, photoHeight: null })
    .where(inArray(messages.id, messageIds));
  return rows.flatMap((row) => [row.photoKey, row.thumbKey].filter((key) => key !== null));
}
