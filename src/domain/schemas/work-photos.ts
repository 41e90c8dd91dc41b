import { z } from 'zod';
import { requestPhotoSchema } from './request-photos';

import { WORK_PHOTO_REPORT_MAX } from '../work-photos';

export { WORK_PHOTO_LIMIT, WORK_PHOTO_MESSAGES, WORK_PHOTOS_COMPARED } from '../work-photos';

/** The published review of the job a photo shows (the customer's words, as on the page). */
const jobReviewSchema = z.object({
  rating: z.number().int(),
  comment: z.string(),
  /** 'Thandi M.': the reviewer's first name and initial. */
  author: z.string(),
});

/** A photo of past work as anyone sees it on the provider's page (public, cached addresses). */
export const workPhotoSchema = requestPhotoSchema.extend({
  /** The Khaya job it shows, when the provider linked one: its service, month and review. */
  job: z
    .object({
      serviceType: z.string(),
      completedAt: z.iso.datetime(),
      review: jobReviewSchema.nullable(),
    })
    .nullable(),
});
export type WorkPhoto = z.infer<typeof workPhotoSchema>;

/** A completed Khaya job the provider may link a photo to. */
export const completedJobSchema = z.object({
  id: z.uuid(),
  serviceType: z.string(),
  /** The suburb or town of the job (never the address). */
  area: z.string(),
  /** The start of the request's description, to tell jobs apart (at most 80 characters). */
  description: z.string(),
  completedAt: z.iso.datetime(),
});
export type CompletedJob = z.infer<typeof completedJobSchema>;

/** `GET /api/providers/me/work-photos`: the provider's photos (with the job each links) and jobs. */
export const ownWorkPhotosSchema = z.object({
  photos: z.array(
    workPhotoSchema.extend({
      jobId: z.uuid().nullable(),
      /** Taken down by Khaya after a report: shown to the provider only, to remove. */
      hidden: z.boolean(),
    }),
  ),
  jobs: z.array(completedJobSchema),
});
export type OwnWorkPhotos = z.infer<typeof ownWorkPhotosSchema>;

/** A thumbnail in the comparison's 'Past work' row. */
export const comparedWorkPhotoSchema = workPhotoSchema.pick({
  id: true,
  caption: true,
  thumbUrl: true,
  url: true,
});

/** `POST /api/providers/{id}/work-photos/{photoId}/report`: what is wrong with the photo. */
export const workPhotoReportBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Say what is wrong with this photo' })
    .trim()
    .min(3, 'Say what is wrong with this photo')
    .max(WORK_PHOTO_REPORT_MAX, `At most ${WORK_PHOTO_REPORT_MAX} characters`),
});
