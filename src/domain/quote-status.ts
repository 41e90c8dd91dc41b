/**
 * The quote-request lifecycle as data. Every state change the server makes goes through
 * `canTransition`, so the rules live here and nowhere else.
 *
 *   pending    a new request; no quote yet. Providers of the service may quote.
 *   responded  at least one open quote exists. Providers may still add quotes; the customer
 *              may accept or decline any open quote.
 *   accepted   the customer accepted one quote; every other open quote was declined at once.
 *              No new quotes. Only the customer can move it on, to completed.
 *   declined   the customer declined every quote there was. The request stays open to new
 *              quotes: a new quote makes it responded again.
 *   completed  the customer marked the accepted job done. Final.
 *   closed     the customer no longer needs it: no more quotes, its open quotes declined. Final.
 *
 * A provider who withdraws the last open quote of a responded request sends it back to pending
 * when no other quote is left (it waits for quotes), or to declined when the customer declined
 * the others (as if they had declined this one too: it still waits for new quotes).
 */
/**
 * The provider's 'New Requests' counter counts up to this many (shown as '100+'). Here, away
 * from the schemas, so the dashboard does not carry zod for a number.
 */
export const NEW_REQUESTS_MAX = 100;

export const QUOTE_REQUEST_STATUSES = [
  'pending',
  'responded',
  'accepted',
  'declined',
  'completed',
  'closed',
] as const;
export type QuoteRequestStatus = (typeof QUOTE_REQUEST_STATUSES)[number];

/** Badge labels, word for word from the spec. */
export const QUOTE_REQUEST_STATUS_LABELS: Record<QuoteRequestStatus, string> = {
  pending: 'Pending',
  responded: 'Quote Received',
  accepted: 'Accepted',
  declined: 'Declined',
  completed: 'Completed',
  closed: 'Closed',
};

/**
 * A request takes at most this many quotes (as Kandua promises: at most five pros see your
 * details). Past it, the request leaves the lists of the providers who did not quote.
 */
export const MAX_QUOTES_PER_REQUEST = 5;

export const QUOTE_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  open: 'Awaiting decision',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export type Actor = 'customer' | 'provider';

export type QuoteRequestEvent =
  | 'quote_submitted'
  | 'quote_accepted'
  | 'last_open_quote_declined'
  | 'only_quote_withdrawn'
  | 'last_open_quote_withdrawn'
  | 'completed'
  | 'closed'
  | 'booked_instantly'
  | 'instant_booking_declined'
  | 'customer_cancelled_booking'
  | 'provider_cancelled_booking'
  | 'provider_cancelled_booking_quotes_left'
  | 'provider_cancelled_booking_quotes_lapsed';

interface Transition {
  from: readonly QuoteRequestStatus[];
  to: QuoteRequestStatus;
  by: Actor;
  why: string;
}

export const QUOTE_REQUEST_TRANSITIONS: Record<QuoteRequestEvent, Transition> = {
  quote_submitted: {
    from: ['pending', 'responded', 'declined'],
    to: 'responded',
    by: 'provider',
    why: 'A provider answers with a price; the request now has a quote to compare.',
  },
  quote_accepted: {
    from: ['responded'],
    to: 'accepted',
    by: 'customer',
    why: 'The customer chose one open quote; all other open quotes are declined with it.',
  },
  last_open_quote_declined: {
    from: ['responded'],
    to: 'declined',
    by: 'customer',
    why: 'The customer declined the last open quote; the request waits for new quotes.',
  },
  only_quote_withdrawn: {
    from: ['responded'],
    to: 'pending',
    by: 'provider',
    why: 'The provider withdrew the only quote left; the request waits for quotes again.',
  },
  last_open_quote_withdrawn: {
    from: ['responded'],
    to: 'declined',
    by: 'provider',
    why: 'The provider withdrew the last open quote; the others were declined, so the request is too.',
  },
  booked_instantly: {
    from: ['pending'],
    to: 'accepted',
    by: 'customer',
    why: "The customer booked a cleaner's listed price and start: its quote is made accepted, with the booking.",
  },
  instant_booking_declined: {
    from: ['accepted'],
    to: 'pending',
    by: 'provider',
    why: 'The cleaner declined the instant booking in its time: its quote is withdrawn and the request waits for quotes from others.',
  },
  customer_cancelled_booking: {
    from: ['accepted'],
    to: 'closed',
    by: 'customer',
    why: 'The customer cancelled the booked visit: the job is off, its quote declined and the request closed (issue 49).',
  },
  provider_cancelled_booking: {
    from: ['accepted'],
    to: 'pending',
    by: 'provider',
    why: 'The provider cancelled the booked visit and there was no other quote: the request waits for quotes again.',
  },
  provider_cancelled_booking_quotes_lapsed: {
    from: ['accepted'],
    to: 'declined',
    by: 'provider',
    why: 'The provider cancelled the booked visit and the other quotes are no longer valid: the request waits for new quotes, as after declining them.',
  },
  provider_cancelled_booking_quotes_left: {
    from: ['accepted'],
    to: 'responded',
    by: 'provider',
    why: 'The provider cancelled the booked visit: the other quotes still valid are open again for the customer to pick one.',
  },
  completed: {
    from: ['accepted'],
    to: 'completed',
    by: 'customer',
    why: 'The customer confirms the accepted job was done.',
  },
  closed: {
    from: ['pending', 'responded', 'declined'],
    to: 'closed',
    by: 'customer',
    why: 'The customer no longer needs the work; open quotes are declined and no more come.',
  },
};

/** Statuses in which providers may still send a quote. */
export const OPEN_TO_QUOTES: readonly QuoteRequestStatus[] =
  QUOTE_REQUEST_TRANSITIONS.quote_submitted.from;

export function canTransition(
  event: QuoteRequestEvent,
  from: QuoteRequestStatus,
  actor: Actor,
): boolean {
  const transition = QUOTE_REQUEST_TRANSITIONS[event];
  return transition.by === actor && transition.from.includes(from);
}

export function nextStatus(event: QuoteRequestEvent): QuoteRequestStatus {
  return QUOTE_REQUEST_TRANSITIONS[event].to;
}
