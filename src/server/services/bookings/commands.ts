import { and, eq, ne, sql } from 'drizzle-orm';
import { canBookingChange } from '../../../domain/booking-status';
import { hasStarted } from '../../../domain/visit';
import { dayLabel } from '../../../domain/when';
import type { Tx } from '../../db/executor';
import { bookings, type BookingRow, type QuoteRow } from '../../db/schema';
import { ConflictError } from '../../errors';
import { refreshReliability } from '../reliability';
import { dayProblem, lockProviderDays } from './days';

/** What happens to a job's booking: made when a quote is accepted, done when the job is. */

/**
 * Books the visit of a quote being accepted, inside the accept's transaction (so a refusal
 * leaves nothing accepted): none for a quote without a time. The provider's row is locked, so
 * two customers accepting the same provider's last place that day take turns; the second is
 * refused with 409, as is a visit on a day the provider has since taken off, or one whose time
 * has passed.
 */
export async function bookVisit(tx: Tx, quote: QuoteRow, now: Date): Promise<BookingRow | null> {
  const { visitDate, visitStart, visitMinutes } = quote;
  if (visitDate === null || visitStart === null || visitMinutes === null) return null;
  const provider = await lockProviderDays(tx, quote.providerId);
  if (!provider) throw new ConflictError('This provider is no longer on Khaya.');
  const day = dayLabel(visitDate);
  if (hasStarted(visitDate, visitStart, now)) {
    throw new ConflictError(
      `The visit proposed for ${day} has passed: ask ${provider.name} for another time.`,
    );
  }
  const problem = await dayProblem(tx, { ...provider, id: quote.providerId }, visitDate);
  if (problem) {
    const state = problem === 'day_off' ? 'not working' : 'fully booked';
    throw new ConflictError(
      `${provider.name} is ${state} on ${day}: ask them to propose another time.`,
    );
  }
  const [row] = await tx
    .insert(bookings)
    .values({
      quoteRequestId: quote.quoteRequestId,
      quoteId: quote.id,
      providerId: quote.providerId,
      visitDate,
      startMinute: visitStart,
      endMinute: visitStart + visitMinutes,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The job of a request is done: its booking, if any, with it. */
export async function completeBooking(tx: Tx, quoteRequestId: string): Promise<void> {
  const [booking] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.quoteRequestId, quoteRequestId), ne(bookings.status, 'cancelled')))
    .for('update');
  if (!booking || !canBookingChange('job_completed', booking.status, 'customer')) return;
  await tx
    .update(bookings)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)));
  await refreshReliability(tx, booking.providerId, false);
}
