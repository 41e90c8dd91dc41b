import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { photoCaptionSchema, REQUEST_PHOTO_MESSAGES } from '../../../domain/schemas/request-photos';
import {
  WORK_PHOTO_LIMIT,
  WORK_PHOTO_MESSAGES,
  type OwnWorkPhotos,
  type WorkPhoto,
} from '../../../domain/schemas/work-photos';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { providers, providerWorkPhotos, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { deletePhotoFiles, storePhoto, type FileStore } from '../../lib/storage';
import { findOwnProvider } from './profile';
import { completedJobsOf, WORK_PHOTO_NOT_FOUND, workPhotosOf } from './work-photo-reads';

/**
 * A provider's photos of past work (issue 46): added (up to twelve, each optionally linked to a
 * job it completed through Khaya) and removed by the provider. The files are written before the
 * row and deleted if the row is not.
 */

const NO_PROFILE = 'Set up your provider profile first.';

/** The caller's provider row, locked, when it may take one more photo (403 without one). */
async function lockProviderTakingPhotos(tx: Tx, caller: Caller) {
  const [provider] = await tx
    .select({ id: providers.id })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(users.firebaseUid, caller.uid))
    .limit(1)
    .for('update', { of: providers });
  if (!provider) throw new ForbiddenError(NO_PROFILE);
  const [held] = await tx
    .select({ n: count() })
    .from(providerWorkPhotos)
    .where(eq(providerWorkPhotos.providerId, provider.id));
  if ((held?.n ?? 0) >= WORK_PHOTO_LIMIT) throw new ConflictError(WORK_PHOTO_MESSAGES.tooMany);
  return provider;
}

/** The job id, checked to be one of the provider's completed jobs (else a 400 at `jobId`). */
async function checkJob(tx: Tx, providerId: string, jobId: string | null): Promise<void> {
  if (jobId === null) return;
  const jobs = isUuid(jobId) ? await completedJobsOf(tx, providerId, jobId) : [];
  if (jobs.length === 0)
    throw new BadRequestError(WORK_PHOTO_MESSAGES.job, { jobId: WORK_PHOTO_MESSAGES.job });
}

export async function addWorkPhoto(
  db: Db,
  files: FileStore,
  caller: Caller,
  upload: { bytes: Buffer | null; caption: string | undefined; jobId: string | undefined },
): Promise<WorkPhoto & { jobId: string | null; hidden: boolean }> {
  const caption = photoCaptionSchema.safeParse(upload.caption ?? '');
  if (!caption.success) {
    throw new BadRequestError(REQUEST_PHOTO_MESSAGES.caption, {
      caption: REQUEST_PHOTO_MESSAGES.caption,
    });
  }
  const jobId = upload.jobId?.trim() || null;
  // Who, how many and which job first, so a refused photo costs no encoding; again below.
  await transaction(db, async (tx) => {
    const provider = await lockProviderTakingPhotos(tx, caller);
    await checkJob(tx, provider.id, jobId);
  });
  if (!upload.bytes) {
    throw new BadRequestError(REQUEST_PHOTO_MESSAGES.noFile, {
      file: REQUEST_PHOTO_MESSAGES.noFile,
    });
  }
  const id = crypto.randomUUID();
  const stored = await storePhoto(files, `work-photos/${id}`, upload.bytes);
  try {
    return await transaction(db, async (tx) => {
      const provider = await lockProviderTakingPhotos(tx, caller);
      await checkJob(tx, provider.id, jobId);
      await tx.insert(providerWorkPhotos).values({
        id,
        providerId: provider.id,
        quoteRequestId: jobId,
        caption: caption.data,
        photoKey: stored.photoKey,
        thumbKey: stored.thumbKey,
        width: stored.width,
        height: stored.height,
        byteSize: stored.photo.length,
      });
      const [photo] = await workPhotosOf(tx, provider.id, id);
      if (!photo) throw new Error('the photo just written was not read back');
      return photo;
    });
  } catch (error) {
    await stored.discard();
    throw error;
  }
}

/** The provider takes a photo off its page. */
export async function removeWorkPhoto(
  db: Db,
  files: FileStore,
  caller: Caller,
  photoId: string,
): Promise<void> {
  // Without a profile there is nothing of theirs to remove: 404, as for another's photo.
  const provider = await findOwnProvider(db, caller);
  if (!provider || !isUuid(photoId)) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  const [removed] = await db
    .delete(providerWorkPhotos)
    .where(and(eq(providerWorkPhotos.id, photoId), eq(providerWorkPhotos.providerId, provider.id)))
    .returning();
  if (!removed) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  await deletePhotoFiles(files, removed);
}

/** The provider's own photos and the completed jobs it may link one to (none without a profile). */
export async function ownWorkPhotos(db: Db, caller: Caller): Promise<OwnWorkPhotos> {
  const provider = await findOwnProvider(db, caller);
  if (!provider) return { photos: [], jobs: [] };
  const [photos, jobs] = await Promise.all([
    workPhotosOf(db, provider.id),
    completedJobsOf(db, provider.id),
  ]);
  return { photos, jobs };
}

/** Account deletion: the provider's photos go (rows now, files once committed). */
export async function eraseWorkPhotos(tx: Tx, providerId: string): Promise<string[]> {
  const rows = await tx
    .delete(providerWorkPhotos)
    .where(eq(providerWorkPhotos.providerId, providerId))
    .returning({ photoKey: providerWorkPhotos.photoKey, thumbKey: providerWorkPhotos.thumbKey });
  return rows.flatMap((row) => [row.photoKey, row.thumbKey]);
}
