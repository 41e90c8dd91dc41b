import { eq } from 'drizzle-orm';
import { formatRand } from '../../../domain/money';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { bookedVisitText } from '../bookings';
import { quoteWithProvider, requestFacts, store, type NotifyOptions } from './store';
import { sendLeads } from './leads';
import { suburb, type Message, type RequestFacts } from './wording';

/** Instant bookings' news: the cleaner booked at once, the customer told of a decline. */

export function instantBooked(request: RequestFacts, time: string, amount: number): Message {
  const where = suburb(request.area);
  return {
    kind: 'instant_booked',
    title: `Booked: a clean in ${where}`,
    body: `${request.customerFirstName} booked you for ${time} at ${formatRand(amount)}. Cannot make it? Decline within 2 hours on the job's page; the address and contact details are there.`,
    link: `/quote/${request.id}`,
    template: {
      name: 'instant_booked',
      parameters: [request.customerFirstName, where, time, formatRand(amount)],
    },
  };
}

export function instantDeclined(
  request: RequestFacts,
  providerName: string,
  time: string,
  reason: string,
): Message {
  return {
    kind: 'instant_declined',
    title: `${providerName} cannot take your clean`,
    body: `${providerName} declined ${time}: "${reason}". Your request is open to other cleaners near ${suburb(request.area)}: their quotes come to its page. Or book another cleaner instantly.`,
    link: `/customer/requests/${request.id}`,
    template: { name: 'instant_declined', parameters: [providerName, time, reason] },
  };
}

async function onBooked(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'instant_clean_booked'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  const time = await bookedVisitText(db, event.subjects.bookingId);
  if (!found || !quote || !time) return;
  await store(db, options, event.id, [
    {
      userId: quote.userId,
      message: {
        ...instantBooked(found.facts, time, quote.amount),
        calendar: { bookingId: event.subjects.bookingId, side: 'provider' },
      },
    },
  ]);
}

async function onDeclined(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'instant_booking_declined'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  const [booking] = await db
    .select({ reason: bookings.declineReason })
    .from(bookings)
    .where(eq(bookings.id, event.subjects.bookingId));
  const time = await bookedVisitText(db, event.subjects.bookingId);
  if (!found || !quote || !time) return;
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: instantDeclined(found.facts, quote.providerName, time, booking?.reason ?? ''),
    },
  ]);
  // The request is open again: the other cleaners near it hear of it as of a new one.
  await sendLeads(db, options, event.id, event.subjects.quoteRequestId, event.subjects.providerId);
}

export function notifyOfInstantCleans(
  events: EventDispatcher,
  db: Db,
  options: NotifyOptions,
): void {
  events.subscribe('instant_clean_booked', (event) => onBooked(db, options, event));
  events.subscribe('instant_booking_declined', (event) => onDeclined(db, options, event));
}
