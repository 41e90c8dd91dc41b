import { and, eq, sql } from 'drizzle-orm';
import { canBookingChange, declinableUntil } from '../../../domain/booking-status';
import { textForOthers } from '../../../domain/contact-redaction';
import { canTransition, nextStatus } from '../../../domain/quote-status';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { bookings, quoteRequests, quotes } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError } from '../../errors';
import { recordEvent } from '../../events/record';
import { lockOwnBooking } from '../bookings';
import { creditBackFee } from '../credit';

/**
 * The cleaner declines an instant booking within two hours of it being made, with a reason: the
 * booking is cancelled, its quote withdrawn and the request waits for quotes again, sent to the
 * other cleaners near it; the customer is told why. Anyone but its two sides: 404; its customer,
 * a booking made from a quote, or one past its time: 409.
 */
export async function declineInstantBooking(
  db: Db,
  caller: Caller,
  bookingId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  await transaction(db, async (tx) => {
    const { booking, side, customerId } = await lockOwnBooking(tx, caller, bookingId);
    if (side !== 'provider') throw new ConflictError('Only the cleaner declines a booking.');
    if (!booking.instant) {
      throw new ConflictError(
        'This visit was booked from your quote: propose another time instead.',
      );
    }
    if (!canBookingChange('instant_declined', booking.status, side)) {
      throw new ConflictError('This booking can no longer be declined.');
    }
    if (now > declinableUntil(booking.createdAt)) {
      throw new ConflictError(
        'The two hours to decline have passed: propose another time or message the customer.',
      );
    }
    const [request] = await tx
      .select({ status: quoteRequests.status })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, booking.quoteRequestId))
      .for('update');
    if (!request || !canTransition('instant_booking_declined', request.status, 'provider')) {
      throw new ConflictError('This booking can no longer be declined.');
    }
    await tx
      .update(bookings)
      .set({ status: 'cancelled', declineReason: textForOthers(reason), updatedAt: sql`now()` })
      .where(eq(bookings.id, booking.id));
    await tx
      .update(quotes)
      .set({ status: 'withdrawn', decidedAt: now })
      .where(and(eq(quotes.id, booking.quoteId), eq(quotes.status, 'accepted')));
    // The hire did not happen: any fee taken for it comes back.
    await creditBackFee(tx, booking.quoteId, 'Instant booking declined in time: fee given back');
    await tx
      .update(quoteRequests)
      .set({
        status: nextStatus('instant_booking_declined'),
        quoteCount: sql`${quoteRequests.quoteCount} - 1`,
      })
      .where(eq(quoteRequests.id, booking.quoteRequestId));
    await recordEvent(tx, {
      type: 'instant_booking_declined',
      subjects: {
        bookingId: booking.id,
        quoteId: booking.quoteId,
        quoteRequestId: booking.quoteRequestId,
        providerId: booking.providerId,
        customerId,
      },
    });
  });
}
