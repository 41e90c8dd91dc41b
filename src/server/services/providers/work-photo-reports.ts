import { eq } from 'drizzle-orm';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { providers, providerWorkPhotos, users, workPhotoReports } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { publicPhoto, WORK_PHOTO_NOT_FOUND } from './work-photo-reads';

const OWN_PHOTO = 'This is your own photo: remove it from your dashboard instead.';

/**
 * Reports of photos of past work (they are public): anyone signed in but the provider reports
 * one once; the admin desk takes it down or keeps it (services/moderation).
 */
export async function reportWorkPhoto(
  db: Db,
  caller: Caller,
  providerId: string,
  photoId: string,
  reason: string,
): Promise<{ reported: true }> {
  if (!isUuid(providerId) || !isUuid(photoId)) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  const [found] = await db
    .select({ ownerId: providers.userId })
    .from(providerWorkPhotos)
    .innerJoin(providers, eq(providers.id, providerWorkPhotos.providerId))
    .where(publicPhoto(providerId, photoId));
  const [me] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.firebaseUid, caller.uid))
    .limit(1);
  if (!found || !me) throw new NotFoundError(WORK_PHOTO_NOT_FOUND);
  // One's own photo is removed, not reported.
  if (found.ownerId === me.id) throw new ConflictError(OWN_PHOTO);
  const inserted = await db
    .insert(workPhotoReports)
    .values({ workPhotoId: photoId, reporterId: me.id, reason })
    .onConflictDoNothing()
    .returning({ id: workPhotoReports.id });
  if (inserted.length === 0) throw new ConflictError('You have already reported this photo');
  return { reported: true };
}

/** Takes a photo down (in the moderation's transaction); null when there is no such photo. */
export async function hideWorkPhoto(
  tx: Tx,
  photoId: string,
  now: Date,
): Promise<{ hidden: boolean } | null> {
  const [row] = await tx
    .select({ hiddenAt: providerWorkPhotos.hiddenAt })
    .from(providerWorkPhotos)
    .where(eq(providerWorkPhotos.id, photoId))
    .for('update');
  if (!row) return null;
  if (row.hiddenAt !== null) return { hidden: true };
  // Browse Providers' listing does not show these photos: its cache stays.
  await tx
    .update(providerWorkPhotos)
    .set({ hiddenAt: now })
    .where(eq(providerWorkPhotos.id, photoId));
  return { hidden: true };
}

/** Whether a photo is taken down (locked for the decision); null when there is no such photo. */
export async function workPhotoHidden(tx: Tx, photoId: string): Promise<boolean | null> {
  const [row] = await tx
    .select({ hiddenAt: providerWorkPhotos.hiddenAt })
    .from(providerWorkPhotos)
    .where(eq(providerWorkPhotos.id, photoId))
    .for('update');
  return row ? row.hiddenAt !== null : null;
}
