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
import { bookings } from './bookings';
import { createdAt, providers, users } from './people';
import { quoteRequests, quotes } from './requests';

/**
 * Cancelled visits (issue 49; domain/cancellations.ts): who cancelled, why, with how much notice,
 * and what it cost the customer. Kept as the record both sides and reliability read.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    by: text('by').notNull().$type<'customer' | 'provider'>(),
    /** A key of CANCELLATION_REASONS for its side, and the person's own words (contact hidden). */
    reason: text('reason').notNull(),
    note: text('note'),
    /** The visit's start as booked, and the notice given, in minutes (negative: after it). */
    bookedStart: timestamp('booked_start', { withTimezone: true }).notNull(),
    noticeMinutes: integer('notice_minutes').notNull(),
    /** What it cost the customer, in cents, and how it is settled. */
    feeCents: integer('fee_cents').notNull().default(0),
    /** none: free; direct: owed to the provider directly (recorded); escrow: refunded through the partner. */
    settlement: text('settlement').notNull().$type<'none' | 'direct' | 'refunded'>(),
    /** The other quotes opened again for the customer (a provider's cancellation). */
    reopenedQuotes: integer('reopened_quotes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cancellations_booking_key').on(t.bookingId),
    index('cancellations_provider_idx').on(t.providerId, t.createdAt),
    index('cancellations_customer_idx').on(t.customerId, t.createdAt),
    check('cancellations_by_valid', sql`${t.by} in ('customer', 'provider')`),
    check('cancellations_fee', sql`${t.feeCents} >= 0`),
    check('cancellations_settlement_valid', sql`${t.settlement} in ('none', 'direct', 'refunded')`),
  ],
);
export type CancellationRow = typeof cancellations.$inferSelect;
