import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookingStatus, MoveStatus, Side } from '../../../domain/booking-status';
import { createdAt, providers, users } from './people';
import { quoteRequests, quotes } from './requests';

/**
 * A job's booked visit (issue 45): made when the customer accepts a quote that proposed one, in
 * the same transaction. One per request; its provider's bookings on a day are counted against
 * the provider's daily capacity (services/bookings).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    /** The South African day of the visit, its start and end in minutes after midnight. */
    visitDate: date('visit_date').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    status: text('status').notNull().default('booked').$type<BookingStatus>(),
    /** Booked at a cleaner's listed price without a quote: the cleaner may decline it a while. */
    instant: boolean('instant').notNull().default(false),
    /** Why the provider declined it (an instant booking, within its time): the customer reads it. */
    declineReason: text('decline_reason'),
    /** When each reminder went out (domain/reminders.ts); both cleared when the visit moves. */
    dayBeforeRemindedAt: timestamp('day_before_reminded_at', { withTimezone: true }),
    twoHoursRemindedAt: timestamp('two_hours_reminded_at', { withTimezone: true }),
    /** When the provider said it is on its way (on the day; cleared when the visit moves). */
    onTheWayAt: timestamp('on_the_way_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One visit stands per request; a declined one stays as its history.
    uniqueIndex('bookings_quote_request_key')
      .on(t.quoteRequestId)
      .where(sql`${t.status} <> 'cancelled'`),
    // A provider's day: the capacity check and its calendar read it.
    index('bookings_provider_day_idx').on(t.providerId, t.visitDate),
    // The reminder sweep reads the booked visits of today and tomorrow.
    index('bookings_upcoming_idx')
      .on(t.visitDate)
      .where(sql`${t.status} = 'booked'`),
    check('bookings_status_valid', sql`${t.status} in ('booked', 'completed', 'cancelled')`),
    check(
      'bookings_span_valid',
      sql`${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);
export type BookingRow = typeof bookings.$inferSelect;

/**
 * Another time one side of a booking proposed, with its reason, and the other side's answer
 * (domain/booking-status.ts). The booking stands until one is accepted; one waits at a time.
 * Kept as the booking's history.
 */
export const bookingMoves = pgTable(
  'booking_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    proposedBy: text('proposed_by').notNull().$type<Side>(),
    /** The person who proposed it (a deleted account's row stays, as its job does). */
    proposerId: uuid('proposer_id').references(() => users.id, { onDelete: 'set null' }),
    visitDate: date('visit_date').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('proposed').$type<MoveStatus>(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('booking_moves_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('booking_moves_one_waiting')
      .on(t.bookingId)
      .where(sql`${t.status} = 'proposed'`),
    check('booking_moves_side_valid', sql`${t.proposedBy} in ('customer', 'provider')`),
    check('booking_moves_status_valid', sql`${t.status} in ('proposed', 'accepted', 'declined')`),
    check(
      'booking_moves_span_valid',
      sql`${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);
export type BookingMoveRow = typeof bookingMoves.$inferSelect;

/**
 * A provider's private calendar feed (issue 45): its booked visits at a secret URL that Google
 * Calendar and Apple Calendar subscribe to. Only the secret's SHA-256 is kept; a new one replaces
 * the old (the old URL stops working), and turning it off deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    providerId: uuid('provider_id')
      .primaryKey()
      .references(() => providers.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
    /** When a calendar last read it (at most once a minute is written). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_key').on(t.secretHash)],
);
