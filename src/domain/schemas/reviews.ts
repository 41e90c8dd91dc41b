import { z } from 'zod';
import { limitSchema } from './providers';

import {
  REVIEW_COMMENT_MAX,
  REVIEW_DIRECTIONS,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_MAX,
} from '../reviews';

export {
  REVIEW_COMMENT_MAX,
  REVIEW_DIRECTIONS,
  REVIEW_REPLY_MAX,
  REVIEW_WINDOW_DAYS,
  SUB_RATINGS,
  type ReviewDirection,
  type SubRating,
} from '../reviews';

const stars = (name: string) =>
  z
    .number({ error: `${name} must be a number of stars from 1 to 5` })
    .int(`${name} must be a whole number of stars from 1 to 5`)
    .min(1, `${name} must be at least 1 star`)
    .max(5, `${name} must be at most 5 stars`);

/** `POST /api/quote-requests/{id}/reviews`: the caller's side decides whom it is of. */
export const reviewBodySchema = z.strictObject({
  rating: stars('Rating'),
  quality: stars('Quality').optional(),
  punctuality: stars('Punctuality').optional(),
  communication: stars('Communication').optional(),
  value: stars('Value').optional(),
  comment: z
    .string({ error: 'Comment must be text' })
    .trim()
    .max(REVIEW_COMMENT_MAX, `Comment must be at most ${REVIEW_COMMENT_MAX} characters`)
    .default(''),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const replyBodySchema = z.strictObject({
  text: z
    .string({ error: 'Write a reply' })
    .trim()
    .min(1, 'Write a reply')
    .max(REVIEW_REPLY_MAX, `A reply must be at most ${REVIEW_REPLY_MAX} characters`),
});

export const reportBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Say what is wrong with this review' })
    .trim()
    .min(3, 'Say what is wrong with this review')
    .max(REVIEW_REPORT_MAX, `At most ${REVIEW_REPORT_MAX} characters`),
});

/** A review as its author, the other party (once published) or the public see it. */
export const reviewSchema = z.object({
  id: z.uuid(),
  direction: z.enum(REVIEW_DIRECTIONS),
  rating: z.number().int(),
  quality: z.number().int().nullable(),
  punctuality: z.number().int().nullable(),
  communication: z.number().int().nullable(),
  value: z.number().int().nullable(),
  comment: z.string(),
  /** 'Thandi N.': first name and initial of the author. */
  author: z.string(),
  serviceType: z.string(),
  createdAt: z.iso.datetime(),
  /** Null while hidden (until both sides reviewed or the window ended). */
  publishedAt: z.iso.datetime().nullable(),
  reply: z.string().nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** A job's reviews for one of its two parties: theirs, and the other's once published. */
export const jobReviewsSchema = z.object({
  /** Until when reviews can be written (14 days after completion); null before completion. */
  closesAt: z.iso.datetime().nullable(),
  mine: reviewSchema.nullable(),
  theirs: reviewSchema.nullable(),
  /** The other side has written theirs, still hidden until this one writes (or the window ends). */
  theirsWaiting: z.boolean(),
});
export type JobReviews = z.infer<typeof jobReviewsSchema>;

export const reviewListQuerySchema = z.object({
  limit: limitSchema,
  cursor: z.string().max(200).optional(),
});
