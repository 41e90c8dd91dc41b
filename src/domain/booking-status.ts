/**
 * A booking's lifecycle as data (issue 45), like the quote request's (quote-status.ts). Every
 * change the server makes to a booking goes through `canBookingChange`.
 *
 *   booked     the customer accepted a quote that proposed a visit: a date and a time on both
 *              sides' dashboards, counted against the provider's daily capacity. Either side
 *              may propose another time (a move, below); the booking stands until the other
 *              side accepts it, and then it is booked at the new time.
 *   completed  the customer marked the job done. Final.
 *   cancelled  the cleaner declined an instant booking within INSTANT_DECLINE_HOURS of it being
 *              made, with a reason: its request is open to other cleaners again; or either side
 *              cancelled the visit (issue 49, domain/cancellations.ts). Final.
 *
 * A move's own lifecycle: `proposed` by one side with a reason, then `accepted` or `declined`
 * by the other. One waits at a time.
 */
export const BOOKING_STATUSES = ['booked', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  completed: 'Done',
  cancelled: 'Declined',
};

/** How long a cleaner may decline an instant booking after it is made. */
export const INSTANT_DECLINE_HOURS = 2;

/** Until when the provider may decline an instant booking made at `createdAt`. */
export function declinableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INSTANT_DECLINE_HOURS * 3_600_000);
}

/** The statuses that hold a place in the provider's day. */
export const HOLDS_A_PLACE: readonly BookingStatus[] = ['booked'];

export type BookingEvent =
  | 'job_completed'
  | 'visit_moved'
  | 'instant_declined'
  | 'customer_cancelled'
  | 'provider_cancelled';

interface BookingTransition {
  from: readonly BookingStatus[];
  to: BookingStatus;
  by: 'customer' | 'provider' | 'either';
  why: string;
}

export const BOOKING_TRANSITIONS: Record<BookingEvent, BookingTransition> = {
  job_completed: {
    from: ['booked'],
    to: 'completed',
    by: 'customer',
    why: 'The customer marked the job done: its request is completed.',
  },
  visit_moved: {
    from: ['booked'],
    to: 'booked',
    by: 'either',
    why: 'One side accepted the time the other proposed: booked at the new time.',
  },
  instant_declined: {
    from: ['booked'],
    to: 'cancelled',
    by: 'provider',
    why: 'The cleaner cannot take an instant booking: declined in its time, with a reason.',
  },
  customer_cancelled: {
    from: ['booked'],
    to: 'cancelled',
    by: 'customer',
    why: 'The customer cancelled the visit with a reason: free with more than 24 hours of notice, else the provider’s fee (domain/cancellations.ts); the request is closed.',
  },
  provider_cancelled: {
    from: ['booked'],
    to: 'cancelled',
    by: 'provider',
    why: 'The provider cancelled the visit with a reason: free for the customer, counted against the provider, its hire fee given back, and the other quotes still valid open again.',
  },
};

export const MOVE_STATUSES = ['proposed', 'accepted', 'declined'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];

export type Side = 'customer' | 'provider';

/** A move is answered by the side that did not propose it, and only while it waits. */
export function canAnswerMove(status: MoveStatus, proposedBy: Side, by: Side): boolean {
  return status === 'proposed' && proposedBy !== by;
}

export const MOVE_REASON_MAX = 300;

export function canBookingChange(
  event: BookingEvent,
  from: BookingStatus,
  by: 'customer' | 'provider',
): boolean {
  const transition = BOOKING_TRANSITIONS[event];
  return transition.from.includes(from) && (transition.by === 'either' || transition.by === by);
}
