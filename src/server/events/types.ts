import type { ProviderStanding, StandingEvent } from '../../domain/provider-standing';
import type { DisputeStep } from '../../domain/disputes';
import type { ProtectedPaymentEvent, ProtectedPaymentState } from '../../domain/protected-payment';
import type { PriceChangeEvent, PriceChangeState } from '../../domain/price-changes';
/**
 * The domain events: what happened to a request, a quote or a provider profile, recorded in the
 * transaction that made it happen. `subjects` names the ids it concerns; `payload` is small and
 * never personal data (whoever needs more reads it, as it is then).
 */
/** What an instant booking's events name: the booking, and the request and quote it made. */
type InstantBookingSubjects = {
  bookingId: string;
  quoteId: string;
  quoteRequestId: string;
  providerId: string;
  customerId: string;
};

export interface DomainEvents {
  quote_request_created: {
    subjects: { quoteRequestId: string; customerId: string; requestedProviderId?: string };
  };
  quote_submitted: { subjects: { quoteId: string; quoteRequestId: string; providerId: string } };
  /** The provider changed its open quote (a new revision). */
  quote_revised: {
    subjects: { quoteId: string; quoteRequestId: string; providerId: string };
    payload: { revision: number; previousAmount: number; amount: number };
  };
  /** The provider withdrew its open quote. */
  quote_withdrawn: { subjects: { quoteId: string; quoteRequestId: string; providerId: string } };
  quote_accepted: {
    subjects: { quoteId: string; quoteRequestId: string; providerId: string };
    /** The booking the accept made (none for a quote without a time; older events lack it). */
    payload: {
      declinedQuoteIds: string[];
      bookingId?: string | null;
      /** Khaya's fee for the hire and the provider's credit after it (none for a free hire). */
      fee?: { cents: number; balanceCents: number } | null;
    };
  };
  /** A protected payment moved on (issue 48): the events that carried it, and where it is now. */
  protected_payment_changed: {
    subjects: { paymentId: string; quoteRequestId: string; providerId: string; customerId: string };
    payload: {
      events: (ProtectedPaymentEvent | 'deposit_released')[];
      state: ProtectedPaymentState;
    };
  };
  /** A price change after accept (issue 48): asked, answered, paid into escrow, paid out. */
  price_change_changed: {
    subjects: { changeId: string; quoteRequestId: string; providerId: string; customerId: string };
    payload: {
      events: (PriceChangeEvent | ProtectedPaymentEvent | 'proposed')[];
      state: PriceChangeState;
      paymentState: ProtectedPaymentState | null;
    };
  };
  /** A dispute about a job moved on (issue 49): both sides are told what happened and by whom. */
  dispute_changed: {
    subjects: { disputeId: string; quoteRequestId: string; providerId: string; customerId: string };
    payload: { step: DisputeStep; by: 'customer' | 'provider' | 'admin' | 'clock' };
  };
  /** A booked visit was cancelled by one side (issue 49): the other is told; leads go out again. */
  booking_cancelled: {
    subjects: InstantBookingSubjects;
    payload: { by: 'customer' | 'provider'; cancellationId: string; reopenedQuotes: number };
  };
  /**
   * A no-show (issue 49): one side reported the other did not come (the other is asked to
   * confirm or explain), or the absent side explained (the reporter reads why). A confirmed one
   * ends as a `booking_cancelled`.
   */
  no_show_reported: {
    subjects: InstantBookingSubjects;
    payload: { reportId: string; by: 'customer' | 'provider'; step: 'reported' | 'explained' };
  };
  /** A provider saved the bank account it is paid into (its owner is told by email). */
  payout_account_changed: { subjects: { providerId: string; userId: string } };
  quote_declined: { subjects: { quoteId: string; quoteRequestId: string; providerId: string } };
  quote_request_completed: { subjects: { quoteRequestId: string; customerId: string } };
  /** The customer closed an open request; its open quotes were declined. */
  quote_request_closed: {
    subjects: { quoteRequestId: string; customerId: string };
    payload: { declinedQuoteIds: string[] };
  };
  /** One side of a completed job reviewed the other (still hidden). */
  review_submitted: {
    subjects: { quoteRequestId: string; providerId: string };
    payload: { direction: 'of_provider' | 'of_customer' };
  };
  /** A job's reviews became public (both sides wrote, or the window ended). */
  reviews_published: { subjects: { quoteRequestId: string; providerId: string } };
  /** An admin hid a reported review: it no longer shows or counts toward the provider's rating. */
  review_hidden: { subjects: { reviewId: string; quoteRequestId: string; providerId: string } };
  /** A message in a request's thread with one provider (its text is read from the row). */
  message_sent: {
    subjects: { messageId: string; threadId: string; quoteRequestId: string; providerId: string };
    payload: { from: 'customer' | 'provider' };
  };
  /** An admin hid a reported message: both sides see that it was hidden, not what it said. */
  message_hidden: {
    subjects: { messageId: string; threadId: string; quoteRequestId: string; providerId: string };
  };
  /** An admin approved or refused one of a provider's documents (the reason is on the row). */
  document_decided: {
    subjects: { documentId: string; providerId: string };
    payload: { approved: boolean };
  };
  provider_profile_changed: {
    subjects: { providerId: string };
    payload: { change: 'created' | 'updated' | 'deleted' };
  };
  /**
   * A column Browse Providers ranks or shows changed as a result of other work (the response time
   * measured from the provider's quotes), recorded only when its value did change.
   */
  provider_listing_changed: {
    subjects: { providerId: string };
    payload: { change: 'response_time' | 'reliability' };
  };
  /**
   * A provider's standing moved (issue 49; domain/provider-standing.ts): its reliability warned
   * or paused it, or an admin lifted a pause or suspended it. The provider is told.
   */
  provider_standing_changed: {
    subjects: { providerId: string };
    payload: { change: StandingEvent; standing: ProviderStanding };
  };
  /** One side of a booking proposed another time (`by`); the other is to answer. */
  visit_move_proposed: {
    subjects: { bookingId: string; moveId: string; quoteRequestId: string; providerId: string };
    payload: { by: 'customer' | 'provider' };
  };
  /** A booked visit's reminder came due (domain/reminders.ts): both sides are told. */
  visit_reminder: {
    subjects: { bookingId: string; quoteRequestId: string; providerId: string };
    /** The visit's day and start it reminds of (a visit moved since is not reminded). */
    payload: { reminder: 'day_before' | 'two_hours'; visitDate: string; startMinute: number };
  };
  /** The provider said it is on its way to the visit: the customer is told. */
  provider_on_the_way: {
    subjects: { bookingId: string; quoteRequestId: string; providerId: string };
  };
  /** A customer booked a cleaner's listed price and start: request, quote and booking at once. */
  instant_clean_booked: { subjects: InstantBookingSubjects };
  /** The cleaner declined an instant booking in its time: the request is open to others again. */
  instant_booking_declined: { subjects: InstantBookingSubjects };
  /** The other side accepted (the booking moved) or declined a proposed time. */
  visit_move_answered: {
    subjects: { bookingId: string; moveId: string; quoteRequestId: string; providerId: string };
    payload: { by: 'customer' | 'provider'; answer: 'accepted' | 'declined' };
  };
}

/**
 * What an event touches, for the subscribers that follow a kind of thing rather than one event:
 * `listing` Browse Providers' first pages and the landing figures (their cache, providers/),
 * `request` a request, its quotes or its reviews as its parties see them (the live stream's
 * 'change'), `thread` a message in a thread (the live stream's 'message'). A new event type does
 * not compile until it says; test/api/events.test.ts fails when one has no subscriber at all.
 */
export type Touch = 'listing' | 'request' | 'thread';

export const EVENT_TOUCHES: { readonly [K in DomainEventType]: readonly Touch[] } = {
  quote_request_created: ['request'],
  quote_submitted: ['request'],
  quote_revised: ['request'],
  quote_withdrawn: ['request'],
  quote_accepted: ['request'],
  quote_declined: ['request'],
  // The landing page counts the jobs completed.
  quote_request_completed: ['request', 'listing'],
  quote_request_closed: ['request'],
  review_submitted: ['request'],
  reviews_published: ['request', 'listing'],
  review_hidden: ['request', 'listing'],
  message_sent: ['thread'],
  message_hidden: ['thread'],
  // Approval sets the verified badge, the ranking's first key.
  document_decided: ['listing'],
  provider_profile_changed: ['listing'],
  provider_listing_changed: ['listing'],
  // A suspended provider leaves Browse Providers.
  provider_standing_changed: ['listing'],
  visit_move_proposed: ['request'],
  visit_move_answered: ['request'],
  visit_reminder: [],
  provider_on_the_way: ['request'],
  instant_clean_booked: ['request'],
  instant_booking_declined: ['request'],
  // The request page shows where the money is.
  protected_payment_changed: ['request'],
  price_change_changed: ['request'],
  booking_cancelled: ['request'],
  no_show_reported: ['request'],
  dispute_changed: ['request'],
  payout_account_changed: [],
};

export const DOMAIN_EVENT_TYPES = Object.keys(EVENT_TOUCHES) as DomainEventType[];

/** The event types that touch a kind of thing. */
export function typesTouching(touch: Touch): DomainEventType[] {
  return DOMAIN_EVENT_TYPES.filter((type) => EVENT_TOUCHES[type].includes(touch));
}

export type DomainEventType = keyof DomainEvents;

/** An event as a command records it. */
export type NewDomainEvent = {
  [K in DomainEventType]: { type: K } & DomainEvents[K];
}[DomainEventType];

type PayloadOf<T extends DomainEventType> = DomainEvents[T] extends { payload: infer P }
  ? P
  : Record<string, never>;

/** An event as subscribers receive it. */
export type DomainEvent<K extends DomainEventType = DomainEventType> = {
  [T in K]: {
    id: number;
    type: T;
    createdAt: Date;
    subjects: DomainEvents[T]['subjects'];
    payload: PayloadOf<T>;
  };
}[K];
