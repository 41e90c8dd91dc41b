import { eq } from 'drizzle-orm';
import type { BookedVisit } from '../../../domain/visit';
import { bookedTextIn } from '../../../domain/visit-words';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Db } from '../../db/client';
import { toBooking, toMove } from '../bookings';
import { bookingMoves, bookings, providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { jobWords, withCalendar, type RequestFacts, type Wording } from './wording';

/** A booking's news: a time proposed instead, and the answer to it, each to the other side. */

/** The job's page for each side. */
const jobLink = (side: 'customer' | 'provider', requestId: string) =>
  side === 'customer' ? `/customer/requests/${requestId}` : `/quote/${requestId}`;

/** The move with its booking's provider, and the time it proposed. */
async function moveFacts(db: Db, moveId: string) {
  const [row] = await db
    .select({ move: bookingMoves, providerUserId: providers.userId, providerName: providers.name })
    .from(bookingMoves)
    .innerJoin(bookings, eq(bookings.id, bookingMoves.bookingId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(eq(bookingMoves.id, moveId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, visit: toMove(row.move) };
}

export const moveProposed =
  (
    request: RequestFacts,
    to: 'customer' | 'provider',
    who: string,
    visit: BookedVisit,
    reason: string,
  ): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    const time = bookedTextIn(locale, visit);
    return {
      kind: 'visit_move_proposed',
      title: m.notice_move_proposed_title({ service, place }, { locale }),
      body: m.notice_move_proposed_body({ who, time, reason }, { locale }),
      link: jobLink(to, request.id),
      template: { name: 'visit_move_proposed', parameters: [who, service, time] },
    };
  };

export const moveAnswered =
  (
    request: RequestFacts,
    to: 'customer' | 'provider',
    who: string,
    visit: BookedVisit,
    accepted: boolean,
  ): Wording =>
  (locale) => {
    const words = jobWords(locale, request);
    const time = bookedTextIn(locale, visit);
    return accepted
      ? {
          kind: 'visit_moved',
          title: m.notice_visit_moved_title(words, { locale }),
          body: m.notice_visit_moved_body({ who, time }, { locale }),
          link: jobLink(to, request.id),
        }
      : {
          kind: 'visit_move_declined',
          title: m.notice_move_declined_title(words, { locale }),
          body: m.notice_move_declined_body({ who, time }, { locale }),
          link: jobLink(to, request.id),
        };
  };

async function onMoveProposed(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'visit_move_proposed'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const move = await moveFacts(db, event.subjects.moveId);
  if (!found || !move) return;
  const byCustomer = event.payload.by === 'customer';
  await store(db, options, event.id, [
    {
      userId: byCustomer ? move.providerUserId : found.request.customerId,
      message: moveProposed(
        found.facts,
        byCustomer ? 'provider' : 'customer',
        byCustomer ? found.facts.customerFirstName : move.providerName,
        move.visit,
        move.move.reason,
      ),
    },
  ]);
}

async function onMoveAnswered(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'visit_move_answered'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const move = await moveFacts(db, event.subjects.moveId);
  if (!found || !move) return;
  // The answer goes to the side that proposed.
  const toCustomer = event.payload.by === 'provider';
  const side = toCustomer ? 'customer' : 'provider';
  const accepted = event.payload.answer === 'accepted';
  await store(db, options, event.id, [
    {
      userId: toCustomer ? found.request.customerId : move.providerUserId,
      // The moved visit's file updates the event a calendar already holds (same UID).
      message: withCalendar(
        moveAnswered(
          found.facts,
          side,
          toCustomer ? move.providerName : found.facts.customerFirstName,
          move.visit,
          accepted,
        ),
        accepted ? { bookingId: event.subjects.bookingId, side } : null,
      ),
    },
  ]);
}

/** A booking with its provider, and its time. */
async function bookingFacts(db: Db, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, providerUserId: providers.userId, providerName: providers.name })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, visit: toBooking(row.booking) };
}

export const visitReminder =
  (
    request: RequestFacts,
    to: 'customer' | 'provider',
    reminder: 'day_before' | 'two_hours',
    visit: BookedVisit,
    withWhom: string,
  ): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    const when =
      reminder === 'day_before'
        ? m.notice_tomorrow({}, { locale })
        : m.notice_today({}, { locale });
    const time = bookedTextIn(locale, visit);
    return {
      kind: 'visit_reminder',
      title: m.notice_reminder_title({ when, service, place }, { locale }),
      body: m.notice_reminder_body({ time, who: withWhom }, { locale }),
      link: jobLink(to, request.id),
      template: { name: 'visit_reminder', parameters: [when, service, time, withWhom] },
    };
  };

/** To the customer: the provider set out for the visit. */
export const onTheWay =
  (request: RequestFacts, pro: string, visit: BookedVisit): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    const time = bookedTextIn(locale, visit);
    return {
      kind: 'provider_on_the_way',
      title: m.notice_on_the_way_title({ pro }, { locale }),
      body: m.notice_on_the_way_body({ service, place, time }, { locale }),
      link: jobLink('customer', request.id),
      template: { name: 'provider_on_the_way', parameters: [pro, service, time] },
    };
  };

async function onReminder(db: Db, options: NotifyOptions, event: DomainEvent<'visit_reminder'>) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const row = await bookingFacts(db, event.subjects.bookingId);
  // A job done since, or a visit moved to a time this reminder is not for, is not reminded.
  const { reminder } = event.payload;
  if (
    !found ||
    !row ||
    row.booking.status !== 'booked' ||
    row.booking.visitDate !== event.payload.visitDate ||
    row.booking.startMinute !== event.payload.startMinute
  ) {
    return;
  }
  const { visit } = row;
  // The evening before, the visit's file to add it to a calendar.
  const file = (side: 'customer' | 'provider') =>
    reminder === 'day_before' ? { bookingId: row.booking.id, side } : null;
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: withCalendar(
        visitReminder(found.facts, 'customer', reminder, visit, row.providerName),
        file('customer'),
      ),
    },
    {
      userId: row.providerUserId,
      message: withCalendar(
        visitReminder(found.facts, 'provider', reminder, visit, found.contact.name),
        file('provider'),
      ),
    },
  ]);
}

async function onSetOut(db: Db, options: NotifyOptions, event: DomainEvent<'provider_on_the_way'>) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const row = await bookingFacts(db, event.subjects.bookingId);
  if (!found || !row) return;
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: onTheWay(found.facts, row.providerName, row.visit),
    },
  ]);
}

export function notifyOfBookings(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('provider_on_the_way', (event) => onSetOut(db, options, event));
  events.subscribe('visit_reminder', (event) => onReminder(db, options, event));
  events.subscribe('visit_move_proposed', (event) => onMoveProposed(db, options, event));
  events.subscribe('visit_move_answered', (event) => onMoveAnswered(db, options, event));
}
