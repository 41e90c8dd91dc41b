import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewDirection } from '../../../domain/schemas/reviews';
import { providers, users } from './people';
import { quoteRequests } from './requests';

/**
 * Reviews of a completed job, one per side: the customer's of the provider whose quote was
 * accepted, and that provider's of the customer. Hidden (`publishedAt` null) until both sides
 * have written theirs or the window after completion ends; never edited once published.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    /** The provider of the job (reviewed or reviewing). */
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull().$type<ReviewDirection>(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    quality: integer('quality'),
    punctuality: integer('punctuality'),
    communication: integer('communication'),
    value: integer('value'),
    comment: text('comment').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Hidden by an admin after a report (the reason is in the audit log): not shown, not counted. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_request_direction_key').on(t.quoteRequestId, t.direction),
    index('reviews_provider_published_idx')
      .on(t.providerId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.direction} = 'of_provider' and ${t.publishedAt} is not null`),
    index('reviews_subject_published_idx')
      .on(t.subjectId)
      .where(sql`${t.publishedAt} is not null`),
    index('reviews_unpublished_idx')
      .on(t.quoteRequestId)
      .where(sql`${t.publishedAt} is null`),
    check('reviews_direction_known', sql`${t.direction} in ('of_provider', 'of_customer')`),
    check(
      'reviews_stars_range',
      sql`${t.rating} between 1 and 5
        and coalesce(${t.quality}, 1) between 1 and 5
        and coalesce(${t.punctuality}, 1) between 1 and 5
        and coalesce(${t.communication}, 1) between 1 and 5
        and coalesce(${t.value}, 1) between 1 and 5`,
    ),
  ],
);
export type ReviewRow = typeof reviews.$inferSelect;

/** A person's report of a review (kept for the admin desk), one per person and review. */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin decided on the review (hid it or kept it): out of the queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_key').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Each service's published review stars, summed and counted: the prior of the ranking's Bayesian
 * average (its mean). Kept in the transaction that publishes, rebuilt by the daily check.
 */
export const serviceRatings = pgTable('service_ratings', {
  serviceType: text('service_type').primaryKey(),
  reviewCount: integer('review_count').notNull().default(0),
  starSum: integer('star_sum').notNull().default(0),
});
