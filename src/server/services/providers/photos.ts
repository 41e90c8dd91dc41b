import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MESSAGES,
  PROFILE_PHOTO_SIDE,
  type ProviderProfile,
} from '../../../domain/schemas/providers';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { HttpError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { requireOwnProvider, toProviderProfile } from './profile';
import type { FileStore, StoredFile } from '../../lib/storage';

/** Refuses "decompression bombs": a small file that decodes into a huge image. */
const MAX_PIXELS = 40_000_000;
const NAME = /^[a-z0-9]{8,64}$/;

/**
 * A provider's profile photo: checked by its content (JPEG or PNG, at most 2 MB), turned as the
 * camera held it, cropped to a 256-pixel square and encoded again as WebP (a few KB: EXIF and
 * anything hidden after the image go). Stored under a name made from its content, so its address
 * can be cached for a year; the photo it replaces is deleted.
 */
export async function setProfilePhoto(
  db: Db,
  files: FileStore,
  caller: Caller,
  bytes: Buffer,
): Promise<ProviderProfile> {
  const provider = await requireOwnProvider(db, caller);
  if (bytes.length === 0) throw new HttpError(400, PROFILE_PHOTO_MESSAGES.empty);
  if (bytes.length > PROFILE_PHOTO_MAX_BYTES)
    throw new HttpError(413, PROFILE_PHOTO_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'image/jpeg' && detected?.mime !== 'image/png')
    throw new HttpError(415, PROFILE_PHOTO_MESSAGES.wrongType);
  let square: Buffer;
  try {
    square = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROFILE_PHOTO_SIDE, PROFILE_PHOTO_SIDE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new HttpError(415, PROFILE_PHOTO_MESSAGES.unreadable);
  }
  const hash = crypto.createHash('sha256').update(square).digest('hex').slice(0, 16);
  const name = `${provider.id.replaceAll('-', '')}${hash}`;
  await files.put(`photos/${name}`, square, 'image/webp');
  const row = await replacePhoto(db, provider.id, `/api/photos/${name}`);
  const previous = photoKeyOf(provider.profilePhotoUrl);
  if (previous && previous !== `photos/${name}`) await files.delete(previous);
  return toProviderProfile(row);
}

/** The provider takes their photo down: the initial shows again. */
export async function removeProfilePhoto(
  db: Db,
  files: FileStore,
  caller: Caller,
): Promise<ProviderProfile> {
  const provider = await requireOwnProvider(db, caller);
  const row = await replacePhoto(db, provider.id, null);
  const previous = photoKeyOf(provider.profilePhotoUrl);
  if (previous) await files.delete(previous);
  return toProviderProfile(row);
}

async function replacePhoto(db: Db, providerId: string, url: string | null) {
  return transaction(db, async (tx) => {
    const [row] = await tx
      .update(providers)
      .set({ profilePhotoUrl: url })
      .where(eq(providers.id, providerId))
      .returning();
    if (!row) throw new NotFoundError('Provider not found');
    // The listing shows photos: its cache starts again.
    await recordEvent(tx, {
      type: 'provider_profile_changed',
      subjects: { providerId },
      payload: { change: 'updated' },
    });
    return row;
  });
}

/** A photo by its name (public: the address is on every card that shows it). */
export async function readProfilePhoto(files: FileStore, name: string): Promise<StoredFile> {
  const file = NAME.test(name) ? await files.get(`photos/${name}`) : null;
  if (!file) throw new NotFoundError('Photo not found');
  return file;
}

/** The store key behind a profile photo's address (`/api/photos/<name>`). */
export function photoKeyOf(url: string | null): string | null {
  const match = url ? /^\/api\/photos\/([a-z0-9]+)$/.exec(url) : null;
  return match?.[1] ? `photos/${match[1]}` : null;
}
