import crypto from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { OPEN_TO_QUOTES } from '../../../domain/quote-status';
import {
  photoCaptionSchema,
  REQUEST_PHOTO_LIMIT,
  REQUEST_PHOTO_MESSAGES,
  type RequestPhoto,
} from '../../../domain/schemas/request-photos';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { quoteRequests, requestPhotos } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { deletePhotoFiles, storePhoto, type FileStore, type StoredFile } from '../../lib/storage';
import { requestAccess } from './access';
import { toRequestPhoto } from './photo-views';
import { lockOwnRequest } from './commands';

/**
 * A request's photos (issue 46): the customer adds up to six while the request is open for
 * quotes and removes them; the customer and the providers who may see the request fetch them
 * (anyone else: 404). The files are written before the row and deleted if the row is not.
 */

const PHOTO_NOT_FOUND = 'Photo not found';

/** The customer's request, locked, when it may still take photos (404 if not theirs, else 409). */
async function lockRequestTakingPhotos(tx: Tx, caller: Caller, requestId: string) {
  const { request } = await lockOwnRequest(tx, caller, requestId);
  if (!OPEN_TO_QUOTES.includes(request.status))
    throw new ConflictError(REQUEST_PHOTO_MESSAGES.closed);
  const [held] = await tx
    .select({ n: count() })
    .from(requestPhotos)
    .where(eq(requestPhotos.quoteRequestId, requestId));
  if ((held?.n ?? 0) >= REQUEST_PHOTO_LIMIT)
    throw new ConflictError(REQUEST_PHOTO_MESSAGES.tooMany);
  return request;
}

export async function addRequestPhoto(
  db: Db,
  files: FileStore,
  caller: Caller,
  requestId: string,
  upload: { bytes: Buffer | null; caption: string | undefined },
): Promise<RequestPhoto> {
  if (!isUuid(requestId)) throw new NotFoundError('Quote request not found');
  const caption = photoCaptionSchema.safeParse(upload.caption ?? '');
  if (!caption.success) {
    throw new BadRequestError(REQUEST_PHOTO_MESSAGES.caption, {
      caption: REQUEST_PHOTO_MESSAGES.caption,
    });
  }
  // Who and whether first, so a refused photo costs no encoding; again under the lock below.
  await transaction(db, (tx) => lockRequestTakingPhotos(tx, caller, requestId));
  if (!upload.bytes) {
    throw new BadRequestError(REQUEST_PHOTO_MESSAGES.noFile, {
      file: REQUEST_PHOTO_MESSAGES.noFile,
    });
  }
  const id = crypto.randomUUID();
  const stored = await storePhoto(files, `request-photos/${requestId}/${id}`, upload.bytes);
  try {
    const row = await transaction(db, async (tx) => {
      await lockRequestTakingPhotos(tx, caller, requestId);
      const [inserted] = await tx
        .insert(requestPhotos)
        .values({
          id,
          quoteRequestId: requestId,
          caption: caption.data,
          photoKey: stored.photoKey,
          thumbKey: stored.thumbKey,
          width: stored.width,
          height: stored.height,
          byteSize: stored.photo.length,
        })
        .returning();
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    });
    return toRequestPhoto(row);
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

/** The customer takes a photo off their request (any time: it is theirs). */
export async function removeRequestPhoto(
  db: Db,
  files: FileStore,
  caller: Caller,
  requestId: string,
  photoId: string,
): Promise<void> {
  if (!isUuid(requestId) || !isUuid(photoId)) throw new NotFoundError(PHOTO_NOT_FOUND);
  const removed = await transaction(db, async (tx) => {
    await lockOwnRequest(tx, caller, requestId, PHOTO_NOT_FOUND);
    const [row] = await tx
      .delete(requestPhotos)
      .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.quoteRequestId, requestId)))
      .returning();
    if (!row) throw new NotFoundError(PHOTO_NOT_FOUND);
    return row;
  });
  await deletePhotoFiles(files, removed);
}

/** A photo's file for someone who may see the request: its customer or a provider it reaches. */
export async function requestPhotoFile(
  db: Db,
  files: FileStore,
  caller: Caller,
  requestId: string,
  photoId: string,
  size: 'photo' | 'thumb',
): Promise<StoredFile> {
  if (!isUuid(requestId) || !isUuid(photoId)) throw new NotFoundError(PHOTO_NOT_FOUND);
  await requestAccess(db, caller, requestId, PHOTO_NOT_FOUND);
  const [row] = await db
    .select()
    .from(requestPhotos)
    .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.quoteRequestId, requestId)));
  const file = row ? await files.get(size === 'thumb' ? row.thumbKey : row.photoKey) : null;
  if (!file) throw new NotFoundError(PHOTO_NOT_FOUND);
  return file;
}

/** Account deletion: the photos of the person's requests go (rows now, files once committed). */
export async function eraseRequestPhotos(tx: Tx, customerId: string): Promise<string[]> {
  const rows = await tx
    .delete(requestPhotos)
    .where(
      inArray(
        requestPhotos.quoteRequestId,
        tx
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .where(eq(quoteRequests.customerId, customerId)),
      ),
    )
    .returning({ photoKey: requestPhotos.photoKey, thumbKey: requestPhotos.thumbKey });
  return rows.flatMap((row) => [row.photoKey, row.thumbKey]);
}
