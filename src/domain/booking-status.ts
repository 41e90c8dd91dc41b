/**
 * A booking's lifecycle as data (issue 45), like the quote request's (quote-status.ts). Every
 * change the server makes to a booking goes through `canBookingChange`.
 *
 *   booked     the customer accepted a quote that proposed a visit: a date and a time on both
 *              sides' dashboards, counted against the provider's daily capacity.
 *   completed  the customer marked the job done. Final.
 */
export const BOOKING_STATUSES = ['booked', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: 'Booked',
  completed: 'Done',
};

/** The statuses that hold a place in the provider's day. */
export const HOLDS_A_PLACE: readonly BookingStatus[] = ['booked'];

export type BookingEvent = 'job_completed';

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
};

export function canBookingChange(
  event: BookingEvent,
  from: BookingStatus,
  by: 'customer' | 'provider',
): boolean {
  const transition = BOOKING_TRANSITIONS[event];
  return transition.from.includes(from) && (transition.by === 'either' || transition.by === by);
}
