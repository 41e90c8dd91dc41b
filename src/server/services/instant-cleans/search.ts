import { and, eq, sql } from 'drizzle-orm';
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
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { prepared } from '../../db/prepared';
import { priceLists, providers } from '../../db/schema';
import { BadRequestError } from '../../errors';
import { dayOffSql, visitsOnSql } from '../bookings';
import { providersCoveringPoint } from '../matching';

/**
 * The instant-booking search (issue 45): the cleaners who take instant bookings, travel to a
 * point and are not off on a date, with their price for the home and their free starts that day.
 * The circles' GiST index finds who covers the point; the few of them with an instant price list
 * are read with their visits that day, and priced and ordered here (no sort in the plan).
 */

/** At most this many cleaners are read; the page shows the first OFFERS_SHOWN of them. */
const CANDIDATES = 60;
const OFFERS_SHOWN = 20;

/** The statement: instant cleaners covering the point, free of days off on the date. */
export function instantCleanersSelect(db: Executor) {
  const covering = providersCoveringPoint('cleaning', {
    latitude: sql`${sql.placeholder('latitude')}::float8`,
    longitude: sql`${sql.placeholder('longitude')}::float8`,
  });
  const id = sql`${providers.id}`;
  const date = sql.placeholder('date');
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
      bedrooms: priceLists.bedrooms,
      extraBathroom: priceLists.extraBathroom,
      extras: priceLists.extras,
      visits: visitsOnSql(id, date),
    })
    .from(providers)
    .innerJoin(priceLists, eq(priceLists.providerId, providers.id))
    .where(
      and(
        // The partial index of instant cleaners' circles answers the covering test.
        sql`${providers.instantCleans}`,
        covering.where,
        sql`${priceLists.instant}`,
        sql`not ${dayOffSql(id, date)}`,
      ),
    )
    .limit(CANDIDATES);
}

/** The values of `instantCleanersSelect`'s parameters for a search. */
export function instantCleanersParams(query: InstantCleanQuery) {
  return { latitude: query.latitude, longitude: query.longitude, date: query.date };
}

/** The earliest start a booking made at `now` may take on `date` (minutes after midnight). */
export function earliestStart(date: string, now: Date): number {
  return date === southAfricanToday(now) ? southAfricanMinutes(now) + INSTANT_LEAD_MINUTES : 0;
}

export async function searchInstantCleans(
  db: Db,
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
  // Prepared once per database: on PostgreSQL parsed and planned once per connection.
  const statement = prepared(db, 'instant_cleaners', (on, name) =>
    instantCleanersSelect(on).prepare(name),
  );
  const rows = await statement.execute(instantCleanersParams(query));
  const offers: InstantCleanOffer[] = [];
  for (const row of rows) {
    const price = cleanPrice(row, choice);
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
