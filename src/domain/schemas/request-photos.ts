import { z } from 'zod';

/**
 * Photos on a request (issue 46): what the customer shows so a provider can price the work
 * without a visit. Each is checked by its content, encoded again without its metadata (no GPS),
 * kept at most PHOTO_SIDE pixels on a side, with a small thumbnail for the request cards.
 */
export const REQUEST_PHOTO_LIMIT = 6;
/** The largest photo the server takes (the form makes a camera's photo far smaller first). */
export const REQUEST_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_CAPTION_MAX = 140;

export const REQUEST_PHOTO_MESSAGES = {
  tooLarge:
    'The photo is larger than 10 MB. Take it again at a lower resolution, or choose a smaller one.',
  wrongType:
    'Send a photo: JPEG, PNG, WebP or HEIC. Other kinds of file (and renamed ones) are refused.',
  unreadable: 'The photo could not be read. Take it again, or choose another.',
  empty: 'The photo is empty. Choose it again.',
  noFile: 'Choose a photo to add.',
  tooMany: `A request holds at most ${REQUEST_PHOTO_LIMIT} photos. Remove one to add another.`,
  caption: `Keep the caption under ${PHOTO_CAPTION_MAX} characters.`,
  closed: 'Photos can be added only while the request is open for quotes.',
} as const;

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
