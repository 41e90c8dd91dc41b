import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
