import { and, eq, gte, sql } from 'drizzle-orm';
import { CANCELLATION_REASONS, cancellationReasonLabel } from '../../../domain/cancellations';
import { textForOthers } from '../../../domain/contact-redaction';
import { southAfricanDate } from '../../../domain/quote-pricing';
import { canTransition, nextStatus } from '../../../domain/quote-status';
import type {
  CancelBody,
  Cancellation,
  CancellationTerms,
} from '../../../domain/schemas/cancellations';
import { cancelBodySchema } from '../../../domain/schemas/cancellations';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import {
  bookings,
  cancellations,
  quoteRequests,
  quotes,
  type BookingRow,
  type CancellationRow,
} from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError } from '../../errors';
import { recordEvent } from '../../events/record';
import { lockBooking, ownBooking } from '../bookings';
import { creditBackFee } from '../credit';
import {
  cancelProtectedJob,
  feeWouldComeFromHeld,
  markCancellationFee,
  payCancellationFee,
  paymentAtCancel,
  type EscrowPartner,
} from '../escrow';
import { refreshReliability } from '../reliability';
import { bookedStartOf, chargeFor, NOT_CANCELLABLE, termsView } from './terms';

/**
 * Cancelling a booked visit (issue 49; domain/cancellations.ts). Either side, with a reason of
 * its own list. A customer's cancellation closes the request, free with more than 24 hours of
 * notice, else at the provider's late fee (none for illness, a death or a hospital stay); a
 * provider's is free for the customer, gives its hire fee back and opens the other quotes still
 * valid again. A job paid through Khaya has its partner's transaction cancelled first (nothing
 * taken, or the money held refunded), or, with a fee, the fee paid from the money held and the
 * rest refunded.
 */

const payment = (at: 'none' | 'unpaid' | 'held'): CancellationTerms['payment'] =>
  at === 'none' ? 'direct' : at;

/** `GET /api/bookings/:id/cancel`: what cancelling now would cost the customer, and why. */
export async function cancellationTerms(
  db: Db,
  caller: Caller,
  bookingId: string,
  now = new Date(),
): Promise<CancellationTerms> {
  const { booking, side } = await ownBooking(db, caller, bookingId);
  const charge = await chargeFor(db, booking, side, 'other', now);
  // Read with every booked visit's card: Khaya's own record of the payment, not the partner's
  // (the cancellation itself reads the partner back before it acts).
  const paid = await paymentAtCancel(db, null, booking.quoteId);
  const fromHeld =
    paid === 'held' && (await feeWouldComeFromHeld(db, booking.quoteId, charge.feeRand * 100));
  return termsView(side, charge, payment(paid), fromHeld);
}

export function cancellationView(row: CancellationRow): Cancellation {
  return {
    id: row.id,
    by: row.by,
    reason: row.reason,
    reasonLabel: cancellationReasonLabel(row.by, row.reason),
    feeCents: row.feeCents,
    settlement: row.settlement,
    reopenedQuotes: row.reopenedQuotes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The quotes declined when the cancelled one was accepted, still valid today: open again. */
async function reopenOtherQuotes(tx: Tx, quoteId: string, requestId: string, now: Date) {
  // Declined with the accept, in its transaction: the same instant, compared in the database
  // (a JavaScript date would lose its microseconds).
  const acceptedAt = sql`(select ${quotes.decidedAt} from ${quotes} where ${quotes.id} = ${quoteId})`;
  const reopened = await tx
    .update(quotes)
    .set({ status: 'open', decidedAt: null })
    .where(
      and(
        eq(quotes.quoteRequestId, requestId),
        eq(quotes.status, 'declined'),
        sql`${quotes.decidedAt} = ${acceptedAt}`,
        gte(quotes.validUntil, southAfricanDate(now)),
      ),
    )
    .returning({ id: quotes.id });
  return reopened.length;
}

/** `POST /api/bookings/:id/cancel`: the visit cancelled, with its fee (shown first) recorded. */
export async function cancelBooking(
  db: Db,
  partner: EscrowPartner | null,
  caller: Caller,
  bookingId: string,
  body: CancelBody,
  now = new Date(),
): Promise<Cancellation> {
  const { reason, note } = cancelBodySchema.parse(body);
  const { booking, side } = await ownBooking(db, caller, bookingId);
  const reasons: Record<string, string> = CANCELLATION_REASONS[side];
  if (!reasons[reason]) {
    throw new BadRequestError('Choose one of the reasons listed', {
      reason: 'Choose one of the reasons listed',
    });
  }
  const charge = await chargeFor(db, booking, side, reason, now);
  return endVisit(db, partner, { booking, side, reason, note, feeRand: charge.feeRand, now });
}

/**
 * Ends a booked visit as `side`'s cancellation (its own, or a confirmed no-show of it): the
 * money through Khaya first, then in one transaction the booking, the quotes and the request,
 * the record with its fee, the provider's reliability and the event.
 */
export async function endVisit(
  db: Db,
  partner: EscrowPartner | null,
  input: {
    booking: BookingRow;
    side: 'customer' | 'provider';
    reason: string;
    note: string | null;
    feeRand: number;
    now: Date;
  },
  inTransaction?: (tx: Tx) => Promise<void>,
): Promise<Cancellation> {
  const { booking, side, reason, note, now } = input;
  const bookedStart = bookedStartOf(booking);
  const paid = await paymentAtCancel(db, partner, booking.quoteId);
  const feeCents = input.feeRand * 100;
  // A fee on a job paid through Khaya comes from the money held, the rest back to the customer
  // (recorded with the cancellation, paid out after it); else (nothing held, no fee, or a fee no
  // larger than Khaya's own) the partner's transaction is cancelled in full first.
  const fromHeld =
    paid === 'held' && !!partner && (await feeWouldComeFromHeld(db, booking.quoteId, feeCents));
  if (paid !== 'none' && !fromHeld) await cancelProtectedJob(db, partner, booking.quoteId);
  let feePaymentId: string | null = null;
  const row = await transaction(db, async (tx) => {
    const locked = await lockBooking(tx, booking.id);
    if (locked.booking.status !== 'booked') throw new ConflictError(NOT_CANCELLABLE);
    const [request] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, booking.quoteRequestId))
      .for('update');
    if (!request) throw new ConflictError(NOT_CANCELLABLE);
    if (fromHeld) {
      feePaymentId = await markCancellationFee(tx, booking.quoteId, feeCents);
      // The money moved on meanwhile (the work was marked done): cancel again to read why.
      if (!feePaymentId) throw new ConflictError(NOT_CANCELLABLE);
    }
    await tx
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    let reopenedQuotes = 0;
    if (side === 'provider') {
      reopenedQuotes = await reopenOtherQuotes(tx, booking.quoteId, booking.quoteRequestId, now);
      await tx
        .update(quotes)
        .set({ status: 'withdrawn', decidedAt: now })
        .where(and(eq(quotes.id, booking.quoteId), eq(quotes.status, 'accepted')));
      await creditBackFee(tx, booking.quoteId, 'Visit cancelled by the provider: fee given back');
      const [others] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(
          and(eq(quotes.quoteRequestId, booking.quoteRequestId), eq(quotes.status, 'declined')),
        );
      const event =
        reopenedQuotes > 0
          ? 'provider_cancelled_booking_quotes_left'
          : (others?.n ?? 0) > 0
            ? 'provider_cancelled_booking_quotes_lapsed'
            : 'provider_cancelled_booking';
      if (!canTransition(event, request.status, 'provider'))
        throw new ConflictError(NOT_CANCELLABLE);
      await tx
        .update(quoteRequests)
        .set({ status: nextStatus(event), quoteCount: sql`${quoteRequests.quoteCount} - 1` })
        .where(eq(quoteRequests.id, booking.quoteRequestId));
    } else {
      if (!canTransition('customer_cancelled_booking', request.status, 'customer')) {
        throw new ConflictError(NOT_CANCELLABLE);
      }
      await tx
        .update(quotes)
        .set({ status: 'declined', decidedAt: now })
        .where(and(eq(quotes.id, booking.quoteId), eq(quotes.status, 'accepted')));
      await tx
        .update(quoteRequests)
        .set({ status: nextStatus('customer_cancelled_booking'), closedAt: sql`now()` })
        .where(eq(quoteRequests.id, booking.quoteRequestId));
    }
    const [saved] = await tx
      .insert(cancellations)
      .values({
        bookingId: booking.id,
        quoteId: booking.quoteId,
        quoteRequestId: booking.quoteRequestId,
        providerId: booking.providerId,
        customerId: locked.customerId,
        by: side,
        reason,
        note: note ? textForOthers(note) : null,
        bookedStart,
        noticeMinutes: Math.floor((bookedStart.getTime() - now.getTime()) / 60_000),
        feeCents,
        settlement: feePaymentId
          ? 'from_held'
          : feeCents > 0
            ? 'direct'
            : paid === 'held'
              ? 'refunded'
              : 'none',
        reopenedQuotes,
      })
      .returning();
    if (!saved) throw new Error('insert returned no row');
    await refreshReliability(tx, booking.providerId, side === 'provider');
    await inTransaction?.(tx);
    await recordEvent(tx, {
      type: 'booking_cancelled',
      subjects: {
        bookingId: booking.id,
        quoteId: booking.quoteId,
        quoteRequestId: booking.quoteRequestId,
        providerId: booking.providerId,
        customerId: locked.customerId,
      },
      payload: { by: side, cancellationId: saved.id, reopenedQuotes },
    });
    return saved;
  });
  if (feePaymentId) await payCancellationFee(db, partner, feePaymentId);
  return cancellationView(row);
}
