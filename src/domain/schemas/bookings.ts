import { z } from 'zod';
import { BOOKING_STATUSES, MOVE_REASON_MAX, MOVE_STATUSES } from '../booking-status';
import { isCalendarDate } from '../when';
import { onQuarterHour } from '../working-hours';

const side = z.enum(['customer', 'provider']);

/** A time one side proposed instead of the booked one, and what became of it. */
export const moveSchema = z.object({
  id: z.uuid(),
  proposedBy: side,
  date: z.iso.date(),
  start: z.string(),
  end: z.string(),
  reason: z.string(),
  status: z.enum(MOVE_STATUSES),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Move = z.infer<typeof moveSchema>;

/**
 * A job's booked visit (issue 45), on its request for the customer and for the provider whose
 * quote was accepted (null for everyone else, and for a job accepted without a time).
 */
export const bookingSchema = z.object({
  id: z.uuid(),
  /** The South African day, the start and the end ('08:00', '10:00'). */
  date: z.iso.date(),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** When the provider said it is on its way (on the day), or null. */
  onTheWayAt: z.iso.datetime().nullable(),
  /** Every time proposed instead, oldest first; the last may still wait for an answer. */
  moves: z.array(moveSchema),
  /** Booked at a cleaner's listed price, without a quote. */
  instant: z.boolean(),
  /** An instant booking: until when its cleaner may decline it (null for others). */
  declinableUntil: z.iso.datetime().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** `POST /api/bookings/{id}/moves`: another day and start (the visit keeps its length). */
export const moveBodySchema = z.object({
  date: z
    .string({ error: 'Choose a date' })
    .max(10, 'Choose a date')
    .refine(isCalendarDate, 'Choose a date'),
  start: z
    .string({ error: 'Choose a start time' })
    .refine(onQuarterHour, 'Choose a start time on the quarter hour, like 08:00 or 08:15'),
  reason: z
    .string({ error: 'Say why the time must change' })
    .trim()
    .min(1, 'Say why the time must change')
    .max(MOVE_REASON_MAX, `Keep the reason under ${MOVE_REASON_MAX} characters`),
});
export type MoveBody = z.infer<typeof moveBodySchema>;

/** Ids as any text: one that is not a booking's or a move's is 404, as a random one. */
export const moveParamsSchema = z.object({ id: z.string().max(100), moveId: z.string().max(100) });

/**
 * `GET/POST /api/providers/me/calendar-feed`: the provider's private calendar feed. `url` is the
 * secret address, given once when a new one is made (only its hash is kept); null otherwise.
 */
export const calendarFeedSchema = z.object({
  on: z.boolean(),
  since: z.iso.datetime().nullable(),
  /** When a subscribed calendar last read it. */
  readAt: z.iso.datetime().nullable(),
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** `GET /api/calendar-feeds/{secret}/visits.ics`: the secret as any text (unknown is 404). */
export const calendarFeedParamsSchema = z.object({ secret: z.string().max(200) });
