import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { HOLDS_A_PLACE } from '../../../domain/booking-status';
import type { Executor, Tx } from '../../db/executor';
import { bookings, providerDaysOff, providers } from '../../db/schema';

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

/** A date: a string known to the code, or a parameter of a prepared statement. */
type DateSql = string | SQL | ReturnType<typeof sql.placeholder>;

/** `isDayOff` in SQL, for the provider `providerId` (an id expression). */
export function dayOffSql(providerId: SQL, date: DateSql): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${providerDaysOff} o
     where o.provider_id = ${providerId} and o.from_date <= ${date}::date and o.to_date >= ${date}::date)`;
}

/** The visits (start, end in minutes) holding a place in the provider's `date`, as JSON. */
export function visitsOnSql(providerId: SQL, date: DateSql): SQL<{ start: number; end: number }[]> {
  return sql`coalesce((select json_agg(json_build_object('start', b.start_minute, 'end', b.end_minute))
      from ${bookings} b
     where b.provider_id = ${providerId} and b.visit_date = ${date}::date
       and b.status in (${sql.join(
         HOLDS_A_PLACE.map((status) => sql`${status}`),
         sql`, `,
       )})), '[]'::json)`;
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

/**
 * The provider's row locked for a booking on one of its days, so two bookings of its last place
 * that day take turns: its name and how many jobs a day it takes, or undefined when it is gone.
 */
export async function lockProviderDays(tx: Tx, providerId: string) {
  const [provider] = await tx
    .select({ name: providers.name, dailyCapacity: providers.dailyCapacity })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
  return provider;
}

/**
 * Why the provider cannot take a visit on `date` ('day_off', 'full') or null. `moving` is a
 * booking of the provider that moves to that date from `moving.date` (its place is its own).
 * Call it after `lockProviderDays`.
 */
export async function dayProblem(
  tx: Tx,
  provider: { id: string; dailyCapacity: number },
  date: string,
  moving?: { date: string },
): Promise<'day_off' | 'full' | null> {
  if (await isDayOff(tx, provider.id, date)) return 'day_off';
  const others = (await bookedOn(tx, provider.id, date)) - (moving?.date === date ? 1 : 0);
  return others >= provider.dailyCapacity ? 'full' : null;
}
