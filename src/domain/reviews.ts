/**
 * The rules of reviews that screens need without the schemas (a public page does not download
 * the validation library for a list of names): src/domain/schemas/reviews.ts builds on them.
 */

/** A review is of the provider (by the customer) or of the customer (by the provider). */
export const REVIEW_DIRECTIONS = ['of_provider', 'of_customer'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

/** Reviews open when the job is completed and close this many days later (then publish). */
export const REVIEW_WINDOW_DAYS = 14;
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_MAX = 1000;

/** The detail ratings a customer may give besides the overall stars. */
export const SUB_RATINGS = ['quality', 'punctuality', 'communication', 'value'] as const;
export type SubRating = (typeof SUB_RATINGS)[number];
