import { z } from 'zod';
import { PHOTO_CAPTION_MAX, REQUEST_PHOTO_MESSAGES } from '../request-photos';

export {
  PHOTO_CAPTION_MAX,
  REQUEST_PHOTO_LIMIT,
  REQUEST_PHOTO_MAX_BYTES,
  REQUEST_PHOTO_MESSAGES,
} from '../request-photos';

export const photoCaptionSchema = z
  .string()
  .trim()
  .max(PHOTO_CAPTION_MAX, REQUEST_PHOTO_MESSAGES.caption)
  .transform((caption) => caption || null);

export const requestPhotoSchema = z.object({
  id: z.uuid(),
  caption: z.string().nullable(),
  /** The photo's size as stored, for the page to keep its place before it loads. */
  width: z.number().int(),
  height: z.number().int(),
  /** A small WebP for cards (under 30 KB). */
  thumbUrl: z.string(),
  /** The photo itself (WebP, at most 1600 pixels on a side). */
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type RequestPhoto = z.infer<typeof requestPhotoSchema>;
