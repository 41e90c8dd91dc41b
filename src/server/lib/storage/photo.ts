import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import {
  REQUEST_PHOTO_MAX_BYTES,
  REQUEST_PHOTO_MESSAGES,
} from '../../../domain/schemas/request-photos';
import { UploadRefusedError } from './inspect';
import type { FileStore } from './store';

/** A photo as kept: WebP at most PHOTO_SIDE on a side, and its thumbnail. */
export interface EncodedPhoto {
  photo: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

const PHOTO_SIDE = 1600;
const THUMB_SIDE = 320;
/** A thumbnail stays under this (a card with photos is cheap on a phone's data). */
export const THUMB_MAX_BYTES = 30 * 1024;
/** Refuses "decompression bombs": a small file that decodes into a huge image. */
const MAX_PIXELS = 60_000_000;

const SHARP_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif']);
/** A phone camera's HEIC (HEVC inside HEIF), which libvips's own HEIF reader does not decode. */
const HEIC_TYPES = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);

/** The image's decoder: sharp for what it reads, libheif (WebAssembly) for a camera's HEIC. */
async function decoded(bytes: Buffer, mime: string): Promise<Sharp> {
  if (SHARP_TYPES.has(mime)) {
    // Turned as the camera held it, since the orientation tag goes with the metadata.
    return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  }
  // libheif is several megabytes of WebAssembly: loaded the first time a HEIC arrives.
  const { default: decodeHeic } = await import('heic-decode');
  const image = await decodeHeic({ buffer: new Uint8Array(bytes) });
  if (image.width * image.height > MAX_PIXELS) throw new Error('too many pixels');
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), {
    raw: { width: image.width, height: image.height, channels: 4 },
  });
}

/**
 * Checks a photo by its content (JPEG, PNG, WebP, AVIF or HEIC, at most 10 MB) and encodes it
 * again as WebP: what it holds besides the picture (EXIF, the GPS position, anything hidden
 * after the image) is not carried over. The thumbnail is a 320-pixel WebP under 30 KB.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  if (bytes.length === 0) throw new UploadRefusedError(400, REQUEST_PHOTO_MESSAGES.empty);
  if (bytes.length > REQUEST_PHOTO_MAX_BYTES)
    throw new UploadRefusedError(413, REQUEST_PHOTO_MESSAGES.tooLarge);
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? '';
  if (!SHARP_TYPES.has(mime) && !HEIC_TYPES.has(mime))
    throw new UploadRefusedError(415, REQUEST_PHOTO_MESSAGES.wrongType);
  try {
    const image = await decoded(bytes, mime);
    const { data: photo, info } = await image
      .clone()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    const small = image
      .clone()
      .resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true });
    let thumb = await small.clone().webp({ quality: 60 }).toBuffer();
    if (thumb.length > THUMB_MAX_BYTES)
      thumb = await small.clone().webp({ quality: 35 }).toBuffer();
    return { photo, thumb, width: info.width, height: info.height };
  } catch {
    throw new UploadRefusedError(415, REQUEST_PHOTO_MESSAGES.unreadable);
  }
}

/** A photo encoded and written to the store as `key` and `key-thumb`, and how to take it back. */
export interface StoredPhoto extends EncodedPhoto {
  photoKey: string;
  thumbKey: string;
  /** Deletes both files (when the row that would point at them was not written). */
  discard: () => Promise<void>;
}

/** Encodes a photo (see {@link encodePhoto}) and writes it and its thumbnail to `files`. */
export async function storePhoto(
  files: FileStore,
  key: string,
  bytes: Buffer,
): Promise<StoredPhoto> {
  const encoded = await encodePhoto(bytes);
  const thumbKey = `${key}-thumb`;
  await files.put(key, encoded.photo, 'image/webp');
  await files.put(thumbKey, encoded.thumb, 'image/webp');
  return {
    ...encoded,
    photoKey: key,
    thumbKey,
    discard: () => deletePhotoFiles(files, { photoKey: key, thumbKey }),
  };
}

/** Deletes a kept photo and its thumbnail (a file already gone is no failure). */
export async function deletePhotoFiles(
  files: FileStore,
  photo: { photoKey: string; thumbKey: string },
): Promise<void> {
  await files.delete(photo.photoKey).catch(() => undefined);
  await files.delete(photo.thumbKey).catch(() => undefined);
}
