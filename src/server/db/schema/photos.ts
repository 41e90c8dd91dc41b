import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { providers, users } from './people';
import { quoteRequests } from './requests';

/**
 * Photos a customer added to a request (issue 46): the photo and its thumbnail in the file
 * store (keys), as encoded again by the server. They go with the request's personal data.
 */
export const requestPhotos = pgTable(
  'request_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    caption: text('caption'),
    photoKey: text('photo_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_photos_request_idx').on(t.quoteRequestId, t.createdAt)],
);
export type RequestPhotoRow = typeof requestPhotos.$inferSelect;

/**
 * A provider's photos of past work (issue 46), shown on its public page: at most twelve, each
 * optionally the photo of a job it completed through Khaya (the link goes if the request does).
 * They go with the provider's profile.
 */
export const providerWorkPhotos = pgTable(
  'provider_work_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    quoteRequestId: uuid('quote_request_id').references(() => quoteRequests.id, {
      onDelete: 'set null',
    }),
    caption: text('caption'),
    photoKey: text('photo_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken down by an admin after a report: off the page, the comparison and its address. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('provider_work_photos_provider_idx').on(t.providerId, t.createdAt)],
);
export type ProviderWorkPhotoRow = typeof providerWorkPhotos.$inferSelect;

/** Someone's report of a photo of past work (not of a job, indecent, someone else's...). */
export const workPhotoReports = pgTable(
  'work_photo_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workPhotoId: uuid('work_photo_id')
      .notNull()
      .references(() => providerWorkPhotos.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an admin decided on the photo (took it down or kept it): out of the queue. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('work_photo_reports_photo_reporter_key').on(t.workPhotoId, t.reporterId),
    index('work_photo_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
