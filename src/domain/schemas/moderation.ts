import { z } from 'zod';

/** What people report: a provider's review, a message in a request's thread, a photo of past work. */
export const REPORTED_TYPES = ['review', 'message', 'work_photo'] as const;
export type ReportedType = (typeof REPORTED_TYPES)[number];

/** A reported review or message on the admin desk, with every open report of it. */
export const reportedItemSchema = z.object({
  type: z.enum(REPORTED_TYPES),
  id: z.uuid(),
  /** What it says (as stored: a message's contact details already hidden where they must be). */
  text: z.string(),
  /** A review's stars (null for a message). */
  rating: z.number().int().nullable(),
  authorName: z.string(),
  /** Who or what it is about: 'Review of Sipho Dlamini', 'Message about plumbing in Sea Point'. */
  context: z.string(),
  createdAt: z.iso.datetime(),
  hidden: z.boolean(),
  /** A reported photo's thumbnail, for the desk to see (null for a review or message). */
  photoUrl: z.string().nullable(),
  reports: z.array(
    z.object({ reason: z.string(), reporterName: z.string(), createdAt: z.iso.datetime() }),
  ),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

/** `POST /api/admin/reports/{type}/{id}/hide` and `.../keep`: the admin's reason, for the log. */
export const moderationBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Say why, in a few words' })
    .trim()
    .min(3, 'Say why, in a few words')
    .max(500, 'Keep the reason under 500 characters'),
});
export type ModerationBody = z.infer<typeof moderationBodySchema>;

export const reportedParamsSchema = z.object({
  type: z.enum(REPORTED_TYPES, { error: 'The type is review, message or work_photo' }),
  id: z.string(),
});
