/**
 * The domain events: what happened to a request, a quote or a provider profile, recorded in the
 * transaction that made it happen. `subjects` names the ids it concerns; `payload` is small and
 * never personal data (whoever needs more reads it, as it is then).
 */
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
    payload: { declinedQuoteIds: string[] };
  };
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
  /** A message in a request's thread with one provider (its text is read from the row). */
  message_sent: {
    subjects: { messageId: string; threadId: string; quoteRequestId: string; providerId: string };
    payload: { from: 'customer' | 'provider' };
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
