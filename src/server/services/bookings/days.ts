import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { HOLDS_A_PLACE } from '../../../domain/booking-status';
import type { Executor } from '../../db/executor';
import { bookings, providerDaysOff } from '../../db/schema';

/** What a provider's day holds: whether it is off, and how many jobs are booked on it. */

/** Whether `date` falls in one of the provider's days off. */
export async function isDayOff(db: Executor, providerId: string, date: string): Promise<boolean> {
  const [row] = await db
    .select({ id: providerDaysOff.id })
    .from(providerDaysOff)
    .where(
      and(
        eq(providerDaysOff.providerId, providerId),
        lte(providerDaysOff.fromDate, date),
        gte(providerDaysOff.toDate, date),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many of the provider's bookings hold a place on `date`. */
export async function bookedOn(db: Executor, providerId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.providerId, providerId),
        eq(bookings.visitDate, date),
        inArray(bookings.status, [...HOLDS_A_PLACE]),
      ),
    );
  return row?.n ?? 0;
}
