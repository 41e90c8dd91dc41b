/** A provider's profile photo: a JPEG or PNG up to 2 MB, kept as a small square. */
export const PROFILE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_PHOTO_SIDE = 256;
export const PROFILE_PHOTO_MESSAGES = {
  tooLarge: 'The photo is larger than 2 MB. Choose a smaller one, or crop it first.',
  wrongType: 'Send a JPEG or PNG photo.',
  empty: 'The file is empty. Choose the photo again.',
  unreadable: 'The photo could not be read. Choose another one.',
  noFile: 'Choose a photo to upload.',
} as const;
