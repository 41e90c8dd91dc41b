import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { quotes } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import {
  jobCompleted,
  quoteAccepted,
  quoteDeclined,
  quoteNotChosen,
  quoteReceived,
  quoteRevised,
  quoteWithdrawn,
  requestClosed,
  reviewRequest,
} from './quote-wording';
import { withCalendar } from './wording';
import { bookedVisit } from '../bookings';
import { notifyOfMessages } from './message-subscribers';
import { notifyOfDocuments } from './document-subscribers';
import { notifyOfBookings } from './booking-subscribers';
import { notifyOfInstantCleans } from './instant-subscribers';
import { notifyOfPayments } from './payment-subscribers';
import { notifyOfPriceChanges } from './price-change-subscribers';
import { notifyOfDisputes } from './dispute-subscribers';
import { notifyOfStanding } from './standing-subscribers';
import { notifyOfNoShows } from './no-show-subscribers';
import { notifyOfCancellations } from './cancellation-subscribers';
import { sendLeads } from './leads';
import { notifyOfReviews } from './review-subscribers';
import { quoteWithProvider, requestFacts, store, type NotifyOptions } from './store';

export type { NotifyOptions } from './store';

/**
 * Who is told what, from the domain events. Each notification is one row per (event, person):
 * an event handed over twice (the dispatcher is at least once) writes nothing the second time.
 */

/**
 * A new request: the providers of its service whose circle covers it (the matching rule of the
 * provider list), and the provider the customer asked by name.
 */
async function onRequestCreated(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_request_created'>,
) {
  await sendLeads(db, options, event.id, event.subjects.quoteRequestId);
}

async function onQuoteSubmitted(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_submitted'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !quote) return;
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: quoteReceived(found.facts, quote, found.request.quoteCount),
    },
  ]);
}

async function onQuoteAccepted(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_accepted'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const accepted = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !accepted) return;
  const others = await Promise.all(
    event.payload.declinedQuoteIds.map((id) => quoteWithProvider(db, id)),
  );
  const { bookingId } = event.payload;
  const booked = bookingId ? await bookedVisit(db, bookingId) : null;
  await store(db, options, event.id, [
    {
      userId: accepted.userId,
      // The booked visit in the provider's calendar, from its email.
      message: withCalendar(
        quoteAccepted(found.facts, accepted.amount, found.contact, booked, event.payload.fee),
        bookingId && booked ? { bookingId, side: 'provider' } : null,
      ),
    },
    ...others.flatMap((other) =>
      other ? [{ userId: other.userId, message: quoteNotChosen(found.facts) }] : [],
    ),
  ]);
}

async function onQuoteDeclined(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_declined'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !quote) return;
  await store(db, options, event.id, [
    { userId: quote.userId, message: quoteDeclined(found.facts, quote.amount) },
  ]);
}

async function onRequestCompleted(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_request_completed'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  if (!found) return;
  const [accepted] = await db
    .select({ userId: providers.userId, name: providers.name })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(sql`${quotes.quoteRequestId} = ${found.request.id} and ${quotes.status} = 'accepted'`)
    .limit(1);
  if (!accepted) return;
  await store(db, options, event.id, [
    { userId: accepted.userId, message: jobCompleted(found.facts) },
    { userId: found.request.customerId, message: reviewRequest(found.facts, accepted.name) },
  ]);
}

async function onQuoteRevised(db: Db, options: NotifyOptions, event: DomainEvent<'quote_revised'>) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !quote) return;
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: quoteRevised(found.facts, quote, event.payload.previousAmount),
    },
  ]);
}

async function onQuoteWithdrawn(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_withdrawn'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !quote) return;
  await store(db, options, event.id, [
    { userId: found.request.customerId, message: quoteWithdrawn(found.facts, quote) },
  ]);
}

async function onRequestClosed(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_request_closed'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  if (!found) return;
  const declined = await Promise.all(
    event.payload.declinedQuoteIds.map((id) => quoteWithProvider(db, id)),
  );
  await store(
    db,
    options,
    event.id,
    declined.flatMap((quote) =>
      quote ? [{ userId: quote.userId, message: requestClosed(found.facts, quote.amount) }] : [],
    ),
  );
}

/** Registers the notifications feature's subscribers (in buildApp). */
export function notifyOnEvents(events: EventDispatcher, db: Db, options: NotifyOptions = {}): void {
  events.subscribe('quote_request_created', (event) => onRequestCreated(db, options, event));
  events.subscribe('quote_submitted', (event) => onQuoteSubmitted(db, options, event));
  events.subscribe('quote_accepted', (event) => onQuoteAccepted(db, options, event));
  events.subscribe('quote_declined', (event) => onQuoteDeclined(db, options, event));
  events.subscribe('quote_request_completed', (event) => onRequestCompleted(db, options, event));
  events.subscribe('quote_revised', (event) => onQuoteRevised(db, options, event));
  events.subscribe('quote_withdrawn', (event) => onQuoteWithdrawn(db, options, event));
  events.subscribe('quote_request_closed', (event) => onRequestClosed(db, options, event));
  notifyOfReviews(events, db, options);
  notifyOfMessages(events, db, options);
  notifyOfDocuments(events, db, options);
  notifyOfBookings(events, db, options);
  notifyOfInstantCleans(events, db, options);
  notifyOfPayments(events, db, options);
  notifyOfPriceChanges(events, db, options);
  notifyOfDisputes(events, db, options);
  notifyOfStanding(events, db, options);
  notifyOfNoShows(events, db, options);
  notifyOfCancellations(events, db, options);
}
