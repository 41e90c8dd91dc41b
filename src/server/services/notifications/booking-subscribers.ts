import { eq } from 'drizzle-orm';
import { bookedText } from '../../../domain/visit';
import type { Db } from '../../db/client';
import { toBooking, toMove } from '../bookings';
import { bookingMoves, bookings, providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { suburb, type Message, type RequestFacts } from './wording';

/** A booking's news: a time proposed instead, and the answer to it, each to the other side. */

/** The job's page for each side. */
const jobLink = (side: 'customer' | 'provider', requestId: string) =>
  side === 'customer' ? `/customer/requests/${requestId}` : `/quote/${requestId}`;

/** The move with its booking's provider, and the time it proposed in words. */
async function moveFacts(db: Db, moveId: string) {
  const [row] = await db
    .select({ move: bookingMoves, providerUserId: providers.userId, providerName: providers.name })
    .from(bookingMoves)
    .innerJoin(bookings, eq(bookings.id, bookingMoves.bookingId))
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(eq(bookingMoves.id, moveId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, time: bookedText(toMove(row.move)) };
}

export function moveProposed(
  request: RequestFacts,
  to: 'customer' | 'provider',
  who: string,
  time: string,
  reason: string,
): Message {
  return {
    kind: 'visit_move_proposed',
    title: `New time proposed: ${request.serviceType} in ${suburb(request.area)}`,
    body: `${who} asks to move the visit to ${time}: "${reason}". Accept or decline it on the job's page; until then the booked time stands.`,
    link: jobLink(to, request.id),
    template: { name: 'visit_move_proposed', parameters: [who, request.serviceType, time] },
  };
}

export function moveAnswered(
  request: RequestFacts,
  to: 'customer' | 'provider',
  who: string,
  time: string,
  accepted: boolean,
): Message {
  return accepted
    ? {
        kind: 'visit_moved',
        title: `Visit moved: ${request.serviceType} in ${suburb(request.area)}`,
        body: `${who} accepted the new time. Booked: ${time}.`,
        link: jobLink(to, request.id),
      }
    : {
        kind: 'visit_move_declined',
        title: `New time declined: ${request.serviceType} in ${suburb(request.area)}`,
        body: `${who} declined moving the visit to ${time}; the booked time stands. Message them to agree on another.`,
        link: jobLink(to, request.id),
      };
}

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
        move.time,
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
      message: {
        ...moveAnswered(
          found.facts,
          side,
          toCustomer ? move.providerName : found.facts.customerFirstName,
          move.time,
          accepted,
        ),
        // The moved visit's file updates the event a calendar already holds (same UID).
        ...(accepted ? { calendar: { bookingId: event.subjects.bookingId, side } } : {}),
      },
    },
  ]);
}

/** A booking with its provider, and its time in words. */
async function bookingFacts(db: Db, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, providerUserId: providers.userId, providerName: providers.name })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  if (!row) return undefined;
  return { ...row, time: bookedText(toBooking(row.booking)) };
}

export function visitReminder(
  request: RequestFacts,
  to: 'customer' | 'provider',
  reminder: 'day_before' | 'two_hours',
  time: string,
  withWhom: string,
): Message {
  const when = reminder === 'day_before' ? 'Tomorrow' : 'Today';
  return {
    kind: 'visit_reminder',
    title: `${when}: ${request.serviceType} in ${suburb(request.area)}`,
    body: `Booked: ${time}, with ${withWhom}. Need another time? Propose one on the job's page.`,
    link: jobLink(to, request.id),
    template: { name: 'visit_reminder', parameters: [when, request.serviceType, time, withWhom] },
  };
}

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
  const { time } = row;
  // The evening before, the visit's file to add it to a calendar.
  const file = (side: 'customer' | 'provider') =>
    reminder === 'day_before' ? { calendar: { bookingId: row.booking.id, side } } : {};
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: {
        ...visitReminder(found.facts, 'customer', reminder, time, row.providerName),
        ...file('customer'),
      },
    },
    {
      userId: row.providerUserId,
      message: {
        ...visitReminder(found.facts, 'provider', reminder, time, found.contact.name),
        ...file('provider'),
      },
    },
  ]);
}

async function onTheWay(db: Db, options: NotifyOptions, event: DomainEvent<'provider_on_the_way'>) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const row = await bookingFacts(db, event.subjects.bookingId);
  if (!found || !row) return;
  const { time } = row;
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: {
        kind: 'provider_on_the_way',
        title: `${row.providerName} is on the way`,
        body: `For your ${found.facts.serviceType} job in ${suburb(found.facts.area)}, booked ${time}.`,
        link: jobLink('customer', found.facts.id),
        template: {
          name: 'provider_on_the_way',
          parameters: [row.providerName, found.facts.serviceType, time],
        },
      },
    },
  ]);
}

export function notifyOfBookings(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('provider_on_the_way', (event) => onTheWay(db, options, event));
  events.subscribe('visit_reminder', (event) => onReminder(db, options, event));
  events.subscribe('visit_move_proposed', (event) => onMoveProposed(db, options, event));
  events.subscribe('visit_move_answered', (event) => onMoveAnswered(db, options, event));
}
