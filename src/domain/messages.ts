/**
 * The limits of messages between a request's customer and a provider, away from the schemas so
 * that a page showing a thread does not carry zod for a number.
 */
export const MESSAGE_MAX = 2000;

/** What a message's photo (issue 46) may be refused for, besides the photo's own checks. */
export const MESSAGE_PHOTO_MESSAGES = {
  multipartOnly:
    'Send the photo as multipart/form-data: the file as "file", any words as "text" and, from the customer, the provider as "providerId".',
  text: `A message can be at most ${MESSAGE_MAX.toLocaleString('en-ZA')} characters`,
  providerId: 'providerId must be a provider id',
} as const;
