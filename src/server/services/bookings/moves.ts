import { and, eq, sql } from 'drizzle-orm';
import { canAnswerMove, canBookingChange } from '../../../domain/booking-status';
import type { Booking, MoveBody } from '../../../domain/schemas/bookings';
import { textForOthers } from '../../../domain/contact-redaction';
import { hasStarted } from '../../../domain/visit';
import { dateProblem, dayLabel, southAfricanToday } from '../../../domain/when';
import { minutesOf } from '../../../domain/working-hours';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { bookingMoves, bookings } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { recordEvent } from '../../events/record';
import { isUuid } from '../../lib/cursor';
import { dayProblem, isDayOff, lockProviderDays } from './days';
import { lockOwnBooking, NOT_FOUND } from './access';
import { bookingWithMoves } from './queries';

/** Another time for a booked visit: one side proposes it with a reason, the other answers. */

function refuse(field: string, message: string): never {
  throw new BadRequestError(message, { [field]: message });
}

/**
 * One side proposes another day and start for a booked visit (its length kept), with a reason;
 * the booking stands until the other side accepts. Refused: a job done, a time already waiting
 * for an answer (409), a day past or too far, a start gone by, an end after midnight, the same
 * time, or one of the provider's days off (400, on the field).
 */
export async function proposeMove(
  db: Db,
  caller: Caller,
  bookingId: string,
  body: MoveBody,
  now = new Date(),
): Promise<Booking> {
  return transaction(db, async (tx) => {
    const { booking, side, callerId, providerName } = await lockOwnBooking(tx, caller, bookingId);
    if (!canBookingChange('visit_moved', booking.status, side)) {
      throw new ConflictError('This job is done: its time can no longer change.');
    }
    const [waiting] = await tx
      .select({ id: bookingMoves.id })
      .from(bookingMoves)
      .where(and(eq(bookingMoves.bookingId, booking.id), eq(bookingMoves.status, 'proposed')))
      .limit(1);
    if (waiting) throw new ConflictError('Another time is already waiting for an answer.');
    const today = southAfricanToday(now);
    const problem = dateProblem(body.date, today);
    if (problem) refuse('date', problem);
    const start = minutesOf(body.start) ?? 0;
    const end = start + (booking.endMinute - booking.startMinute);
    if (hasStarted(body.date, start, now)) {
      refuse('start', 'Choose a start time later today');
    }
    if (end > 24 * 60) refuse('start', 'The visit must end by midnight: choose an earlier start');
    if (body.date === booking.visitDate && start === booking.startMinute) {
      refuse('start', 'That is the booked time: choose another');
    }
    if (await isDayOff(tx, booking.providerId, body.date)) {
      refuse(
        'date',
        side === 'provider'
          ? `${dayLabel(body.date)} is one of your days off: choose another date`
          : `${providerName} is not working on ${dayLabel(body.date)}: choose another date`,
      );
    }
    const [move] = await tx
      .insert(bookingMoves)
      .values({
        bookingId: booking.id,
        proposedBy: side,
        proposerId: callerId,
        visitDate: body.date,
        startMinute: start,
        endMinute: end,
        // What the other side reads: contact details hidden, as in messages before a hire.
        reason: textForOthers(body.reason),
      })
      .returning();
    if (!move) throw new Error('insert returned no row');
    await recordEvent(tx, {
      type: 'visit_move_proposed',
      subjects: {
        bookingId: booking.id,
        moveId: move.id,
        quoteRequestId: booking.quoteRequestId,
        providerId: booking.providerId,
      },
      payload: { by: side },
    });
    return bookingWithMoves(tx, booking);
  });
}

/**
 * The side that did not propose a time accepts it (the booking moves, if the provider still has
 * a place that day and is not off: 409 otherwise, nothing changed) or declines it (the booking
 * stands).
 */
export async function answerMove(
  db: Db,
  caller: Caller,
  bookingId: string,
  moveId: string,
  answer: 'accepted' | 'declined',
  now = new Date(),
): Promise<Booking> {
  return transaction(db, async (tx) => {
    const { booking, side, providerName } = await lockOwnBooking(tx, caller, bookingId);
    const [move] = isUuid(moveId)
      ? await tx
          .select()
          .from(bookingMoves)
          .where(and(eq(bookingMoves.id, moveId), eq(bookingMoves.bookingId, booking.id)))
          .limit(1)
      : [];
    if (!move) throw new NotFoundError('Proposed time not found');
    if (move.status !== 'proposed') {
      throw new ConflictError(`This time was already ${move.status}.`);
    }
    if (!canAnswerMove(move.status, move.proposedBy, side)) {
      throw new ConflictError('You proposed this time: the other side answers it.');
    }
    let moved = booking;
    if (answer === 'accepted') {
      if (!canBookingChange('visit_moved', booking.status, side)) {
        throw new ConflictError('This job is done: its time can no longer change.');
      }
      // The provider's row locked: its last place that day goes to one booking.
      const provider = await lockProviderDays(tx, booking.providerId);
      const day = dayLabel(move.visitDate);
      if (hasStarted(move.visitDate, move.startMinute, now)) {
        throw new ConflictError(`The time proposed on ${day} has passed: propose another.`);
      }
      const problem =
        provider &&
        (await dayProblem(tx, { ...provider, id: booking.providerId }, move.visitDate, {
          date: booking.visitDate,
        }));
      if (problem) {
        const state = problem === 'day_off' ? 'not working' : 'fully booked';
        throw new ConflictError(`${providerName} is ${state} on ${day}: propose another time.`);
      }
      const [row] = await tx
        .update(bookings)
        .set({
          visitDate: move.visitDate,
          startMinute: move.startMinute,
          endMinute: move.endMinute,
          // A new time, new reminders.
          dayBeforeRemindedAt: null,
          twoHoursRemindedAt: null,
          onTheWayAt: null,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, booking.id))
        .returning();
      if (!row) throw new NotFoundError(NOT_FOUND);
      moved = row;
    }
    await tx
      .update(bookingMoves)
      .set({ status: answer, decidedAt: sql`now()` })
      .where(eq(bookingMoves.id, move.id));
    await recordEvent(tx, {
      type: 'visit_move_answered',
      subjects: {
        bookingId: booking.id,
        moveId: move.id,
        quoteRequestId: booking.quoteRequestId,
        providerId: booking.providerId,
      },
      payload: { by: side, answer },
    });
    return bookingWithMoves(tx, moved);
  });
}

/**
 * The provider says it is on its way, on the day of the visit: the customer is told once (said
 * again, nothing more is sent). Anyone but the booking's provider: 404 for others, 409 for its
 * customer; another day or a job done: 409.
 */
export async function sayOnTheWay(
  db: Db,
  caller: Caller,
  bookingId: string,
  now = new Date(),
): Promise<Booking> {
  return transaction(db, async (tx) => {
    const { booking, side } = await lockOwnBooking(tx, caller, bookingId);
    if (side !== 'provider') throw new ConflictError('Only the provider says it is on its way.');
    if (booking.status !== 'booked') throw new ConflictError('This job is done.');
    if (booking.visitDate !== southAfricanToday(now)) {
      throw new ConflictError(`Say it on the day of the visit, ${dayLabel(booking.visitDate)}.`);
    }
    if (booking.onTheWayAt) return bookingWithMoves(tx, booking);
    const [row] = await tx
      .update(bookings)
      .set({ onTheWayAt: now })
      .where(eq(bookings.id, booking.id))
      .returning();
    if (!row) throw new NotFoundError(NOT_FOUND);
    await recordEvent(tx, {
      type: 'provider_on_the_way',
      subjects: {
        bookingId: row.id,
        quoteRequestId: row.quoteRequestId,
        providerId: row.providerId,
      },
    });
    return bookingWithMoves(tx, row);
  });
}
