/**
 * Photos on a request (issue 46): what the customer shows so a provider can price the work
 * without a visit. Each is checked by its content, encoded again without its metadata (no GPS),
 * kept at most 1600 pixels on a side, with a small thumbnail for the request cards. Free of zod
 * (the web loads it with the photo form; the schemas are in schemas/request-photos.ts).
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
