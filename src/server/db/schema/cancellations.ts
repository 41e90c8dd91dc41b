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
import type { NoShowState } from '../../../domain/cancellations';
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
    /**
     * none: free; direct: owed to the provider directly (recorded); refunded: the money held
     * went back through the partner; from_held: the fee was paid to the provider from the money
     * held, the rest went back.
     */
    settlement: text('settlement').notNull().$type<'none' | 'direct' | 'refunded' | 'from_held'>(),
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
    check(
      'cancellations_settlement_valid',
      sql`${t.settlement} in ('none', 'direct', 'refunded', 'from_held')`,
    ),
  ],
);
export type CancellationRow = typeof cancellations.$inferSelect;

/**
 * A no-show reported by one side of a booked visit (issue 49; domain/cancellations.ts): from 30
 * minutes after the booked start, the other side is asked to confirm or explain within 24 hours.
 * Confirmed (or not answered in time), the visit ends as the absent side's cancellation with the
 * reason 'no_show'; explained, the booking stands and both read why.
 */
export const noShowReports = pgTable(
  'no_show_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    /** The side that reported the other did not come. */
    reportedBy: text('reported_by').notNull().$type<'customer' | 'provider'>(),
    note: text('note'),
    state: text('state').notNull().default('waiting').$type<NoShowState>(),
    /** The absent side's answer (contact hidden), when it explained. */
    answerNote: text('answer_note'),
    answerBy: timestamp('answer_by', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('no_show_reports_booking_key').on(t.bookingId),
    // The sweep: waiting reports whose answer time passed.
    index('no_show_reports_waiting_idx')
      .on(t.answerBy)
      .where(sql`${t.state} = 'waiting'`),
    check('no_show_reports_by_valid', sql`${t.reportedBy} in ('customer', 'provider')`),
    check(
      'no_show_reports_state_valid',
      sql`${t.state} in ('waiting', 'confirmed', 'explained', 'lapsed')`,
    ),
  ],
);
export type NoShowReportRow = typeof noShowReports.$inferSelect;
