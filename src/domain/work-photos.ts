/**
 * A provider's photos of past work (issue 46): up to twelve pictures of finished jobs on the
 * provider's public page, each optionally linked to a job it completed through Khaya (and so to
 * that customer's published review). The same checks as a request's photos. Free of zod (the
 * web loads it with the photo form; the schemas are in schemas/work-photos.ts).
 */
export const WORK_PHOTO_LIMIT = 12;
/** How many the comparison shows for each provider (a strip of small thumbnails). */
export const WORK_PHOTOS_COMPARED = 3;

/** The longest reason a report of a photo may give. */
export const WORK_PHOTO_REPORT_MAX = 500;

export const WORK_PHOTO_MESSAGES = {
  tooMany: `Your page shows at most ${WORK_PHOTO_LIMIT} photos of past work. Remove one to add another.`,
  job: 'Choose one of your completed Khaya jobs, or none.',
} as const;
