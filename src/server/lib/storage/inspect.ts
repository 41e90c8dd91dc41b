import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, type UploadType } from '../../../domain/verification';
import { HttpError } from '../../errors';

export class UploadRefusedError extends HttpError {}

export interface InspectedUpload {
  bytes: Buffer;
  contentType: UploadType;
  /** The extension that goes with the type, for the download's name. */
  extension: 'pdf' | 'jpg' | 'png';
}

/** Images larger than this on a side are scaled down: a document stays readable, phones upload less. */
const MAX_SIDE = 2400;
/** Refuses "decompression bombs": a small file that decodes into a huge image. */
const MAX_PIXELS = 60_000_000;

/**
 * Checks an uploaded file by its content, not its name or declared type: a PDF, JPEG or PNG
 * (magic bytes), at most 5 MB. Images are decoded and encoded again, which drops EXIF data (GPS
 * position, camera) and anything hidden after the image; PDFs are kept as sent.
 */
export async function inspectUpload(bytes: Buffer): Promise<InspectedUpload> {
  if (bytes.length === 0) throw new UploadRefusedError(400, UPLOAD_MESSAGES.empty);
  if (bytes.length > UPLOAD_MAX_BYTES) throw new UploadRefusedError(413, UPLOAD_MESSAGES.tooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime === 'application/pdf') {
    return { bytes, contentType: 'application/pdf', extension: 'pdf' };
  }
  if (detected?.mime !== 'image/jpeg' && detected?.mime !== 'image/png') {
    throw new UploadRefusedError(415, UPLOAD_MESSAGES.wrongType);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      // Turn the picture as the camera held it, since the orientation tag goes with the metadata.
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (detected.mime === 'image/png') {
      return {
        bytes: await image.png({ compressionLevel: 9 }).toBuffer(),
        contentType: 'image/png',
        extension: 'png',
      };
    }
    return {
      bytes: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
      contentType: 'image/jpeg',
      extension: 'jpg',
    };
  } catch {
    throw new UploadRefusedError(
      415,
      'The image could not be read. Take the photo again or send a PDF.',
    );
  }
}
