import { and, eq, sql } from 'drizzle-orm';
import { canBookingChange } from '../../../domain/booking-status';
import { southAfricanMinutes } from '../../../domain/visit';
import { dayLabel, southAfricanToday } from '../../../domain/when';
import type { Tx } from '../../db/executor';
import { bookings, providers, type BookingRow, type QuoteRow } from '../../db/schema';
import { ConflictError } from '../../errors';
import { bookedOn, isDayOff } from './days';

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
  const [provider] = await tx
    .select({ name: providers.name, dailyCapacity: providers.dailyCapacity })
    .from(providers)
    .where(eq(providers.id, quote.providerId))
    .for('update');
  if (!provider) throw new ConflictError('This provider is no longer on Khaya.');
  const day = dayLabel(visitDate);
  const today = southAfricanToday(now);
  if (visitDate < today || (visitDate === today && visitStart <= southAfricanMinutes(now))) {
    throw new ConflictError(
      `The visit proposed for ${day} has passed: ask ${provider.name} for another time.`,
    );
  }
  if (await isDayOff(tx, quote.providerId, visitDate)) {
    throw new ConflictError(
      `${provider.name} is not working on ${day}: ask them to propose another time.`,
    );
  }
  if ((await bookedOn(tx, quote.providerId, visitDate)) >= provider.dailyCapacity) {
    throw new ConflictError(
      `${provider.name} is fully booked on ${day}: ask them to propose another time.`,
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
    .where(eq(bookings.quoteRequestId, quoteRequestId))
    .for('update');
  if (!booking || !canBookingChange('job_completed', booking.status, 'customer')) return;
  await tx
    .update(bookings)
    .set({ status: 'completed', updatedAt: sql`now()` })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status)));
}
