import {
  PHOTO_CAPTION_MAX,
  REQUEST_PHOTO_LIMIT,
  REQUEST_PHOTO_MESSAGES,
} from '../../domain/request-photos';
import { m } from '../../i18n/paraglide/messages.js';

type PhotoProblem = keyof typeof REQUEST_PHOTO_MESSAGES;

const WORDS: Readonly<Record<PhotoProblem, () => string>> = {
  tooLarge: m.ph_too_large,
  wrongType: m.ph_wrong_type,
  unreadable: m.ph_unreadable,
  empty: m.ph_empty,
  noFile: m.ph_no_file,
  tooMany: () => m.ph_too_many({ count: REQUEST_PHOTO_LIMIT }),
  caption: () => m.ph_caption({ count: PHOTO_CAPTION_MAX }),
  closed: m.ph_closed,
};

/** What is wrong with a photo (src/domain/request-photos.ts), in this build's language. */
export function photoProblem(problem: PhotoProblem): string {
  return WORDS[problem]();
}

/**
 * A photo form's errors as the server said them (in English, field by field), each photo
 * problem in this build's language; any other words stay as they came.
 */
export function photoErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  const problems = Object.keys(REQUEST_PHOTO_MESSAGES) as PhotoProblem[];
  return Object.fromEntries(
    Object.entries(errors).map(([field, text]) => {
      const problem = problems.find((one) => REQUEST_PHOTO_MESSAGES[one] === text);
      return [field, problem ? photoProblem(problem) : text];
    }),
  );
}
