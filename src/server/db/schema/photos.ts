import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { providers } from './people';
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
  },
  (t) => [index('provider_work_photos_provider_idx').on(t.providerId, t.createdAt)],
);
export type ProviderWorkPhotoRow = typeof providerWorkPhotos.$inferSelect;
