import { eq } from 'drizzle-orm';
import { formatRand } from '../../../domain/money';
import type { BookedVisit } from '../../../domain/visit';
import { bookedTextIn } from '../../../domain/visit-words';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { bookedVisit } from '../bookings';
import { quoteWithProvider, requestFacts, store, type NotifyOptions } from './store';
import { sendLeads } from './leads';
import { suburb, withCalendar, type RequestFacts, type Wording } from './wording';

/** Instant bookings' news: the cleaner booked at once, the customer told of a decline. */

export const instantBooked =
  (request: RequestFacts, visit: BookedVisit, amount: number): Wording =>
  (locale) => {
    const place = suburb(request.area);
    const time = bookedTextIn(locale, visit);
    const rand = formatRand(amount);
    const person = request.customerFirstName;
    return {
      kind: 'instant_booked',
      title: m.notice_instant_booked_title({ place }, { locale }),
      body: m.notice_instant_booked_body({ person, time, amount: rand }, { locale }),
      link: `/quote/${request.id}`,
      template: { name: 'instant_booked', parameters: [person, place, time, rand] },
    };
  };

export const instantDeclined =
  (request: RequestFacts, pro: string, visit: BookedVisit, reason: string): Wording =>
  (locale) => {
    const time = bookedTextIn(locale, visit);
    return {
      kind: 'instant_declined',
      title: m.notice_instant_declined_title({ pro }, { locale }),
      body: m.notice_instant_declined_body(
        { pro, time, reason, place: suburb(request.area) },
        { locale },
      ),
      link: `/customer/requests/${request.id}`,
      template: { name: 'instant_declined', parameters: [pro, time, reason] },
    };
  };

async function onBooked(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'instant_clean_booked'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  const time = await bookedVisit(db, event.subjects.bookingId);
  if (!found || !quote || !time) return;
  await store(db, options, event.id, [
    {
      userId: quote.userId,
      message: withCalendar(instantBooked(found.facts, time, quote.amount), {
        bookingId: event.subjects.bookingId,
        side: 'provider',
      }),
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
  const time = await bookedVisit(db, event.subjects.bookingId);
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
