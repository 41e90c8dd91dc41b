import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  cleanHours,
  cleanPrice,
  freeStarts,
  INSTANT_LEAD_MINUTES,
  type CleanChoice,
} from '../../../domain/price-list';
import type {
  InstantCleanOffer,
  InstantCleanQuery,
  InstantCleanSearch,
} from '../../../domain/schemas/instant-cleans';
import { southAfricanMinutes } from '../../../domain/visit';
import { dateProblem, southAfricanToday } from '../../../domain/when';
import type { Executor } from '../../db/executor';
import { bookings, priceLists, providerDaysOff, providers } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { providersCovering } from '../matching';

/**
 * The instant-booking search (issue 45): the cleaners who take instant bookings, travel to a
 * point and are not off on a date, with their price for the home and their free starts that day.
 * The circles' GiST index finds who covers the point; the few of them with an instant price list
 * are read with their visits that day, and priced and ordered here (no sort in the plan).
 */

/** At most this many cleaners are read; the page shows the first OFFERS_SHOWN of them. */
const CANDIDATES = 60;
const OFFERS_SHOWN = 20;

/** The booked visits (start, end) of the provider `providerId` on `date`, as JSON. */
export function visitsOnSql(providerId: SQL, date: string): SQL<{ start: number; end: number }[]> {
  return sql`coalesce((select json_agg(json_build_object('start', b.start_minute, 'end', b.end_minute))
      from ${bookings} b
     where b.provider_id = ${providerId} and b.visit_date = ${date}::date and b.status = 'booked'), '[]'::json)`;
}

/** Whether the provider `providerId` has a day off on `date`. */
export function offOnSql(providerId: SQL, date: string): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${providerDaysOff} o
     where o.provider_id = ${providerId} and o.from_date <= ${date}::date and o.to_date >= ${date}::date)`;
}

/** The statement: instant cleaners covering the point, free of days off on the date. */
export function instantCleanersSelect(db: Executor, query: InstantCleanQuery) {
  const covering = providersCovering({
    serviceType: 'cleaning',
    latitude: query.latitude,
    longitude: query.longitude,
  });
  const id = sql`${providers.id}`;
  return db
    .select({
      id: providers.id,
      name: providers.name,
      profilePhotoUrl: providers.profilePhotoUrl,
      isVerified: providers.isVerified,
      rating: providers.rating,
      reviewCount: providers.reviewCount,
      workingHours: providers.workingHours,
      dailyCapacity: providers.dailyCapacity,
      distanceKm: covering.distanceKm,
      list: priceLists,
      visits: visitsOnSql(id, query.date),
    })
    .from(providers)
    .innerJoin(priceLists, eq(priceLists.providerId, providers.id))
    .where(
      and(
        // The partial index of instant cleaners' circles answers the covering test.
        sql`${providers.instantCleans}`,
        covering.where,
        sql`${priceLists.instant}`,
        sql`not ${offOnSql(id, query.date)}`,
      ),
    )
    .limit(CANDIDATES);
}

/** The earliest start a booking made at `now` may take on `date` (minutes after midnight). */
export function earliestStart(date: string, now: Date): number {
  return date === southAfricanToday(now) ? southAfricanMinutes(now) + INSTANT_LEAD_MINUTES : 0;
}

export async function searchInstantCleans(
  db: Executor,
  query: InstantCleanQuery,
  now: Date,
): Promise<InstantCleanSearch> {
  const problem = dateProblem(query.date, southAfricanToday(now));
  if (problem) throw new BadRequestError(problem, { date: problem });
  const choice: CleanChoice = {
    bedrooms: query.bedrooms,
    bathrooms: query.bathrooms,
    extras: query.extras,
  };
  const hours = cleanHours(choice);
  const rows = await instantCleanersSelect(db, query);
  const offers: InstantCleanOffer[] = [];
  for (const row of rows) {
    const price = cleanPrice(row.list, choice);
    if (!price) continue;
    const starts = freeStarts({
      date: query.date,
      workingHours: row.workingHours,
      minutes: hours * 60,
      booked: row.visits,
      dailyCapacity: row.dailyCapacity,
      earliest: earliestStart(query.date, now),
    });
    if (starts.length === 0) continue;
    offers.push({
      providerId: row.id,
      name: row.name,
      profilePhotoUrl: row.profilePhotoUrl,
      isVerified: row.isVerified === 1,
      rating: row.rating,
      reviewCount: row.reviewCount,
      distanceKm: row.distanceKm ?? 0,
      total: price.total,
      lines: price.lines,
      starts,
    });
  }
  // Verified first, then the best rated, then the cheaper; the name settles a tie.
  offers.sort(
    (a, b) =>
      Number(b.isVerified) - Number(a.isVerified) ||
      b.rating - a.rating ||
      a.total - b.total ||
      a.name.localeCompare(b.name),
  );
  return { date: query.date, hours, offers: offers.slice(0, OFFERS_SHOWN) };
}
