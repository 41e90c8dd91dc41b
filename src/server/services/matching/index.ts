import { sql, type SQL } from 'drizzle-orm';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import { providerDaysOff, providers } from '../../db/schema';
import { coversSql, distanceKmSql, type PointSql } from './covers';

/**
 * Matching: which providers a request reaches and which requests a provider sees. The rule
 * itself (a circle covers a point) is in `covers.ts`, in SQL and in JavaScript; the provider's
 * request list and counters (`quote-requests/leads-page.ts`, `stats.ts`) and Browse Providers
 * near a point (`providers/listing.ts`) build their statements from it too.
 */
export {
  covers,
  coversSql,
  distanceFromBase,
  distanceKmSql,
  type Circle,
  type CircleSql,
  type CoverIndex,
  type Point,
  type PointSql,
} from './covers';

/** A provider neither paused by its reliability nor suspended (issue 49): new leads reach it. */
export const TAKES_NEW_LEADS = sql`${providers.standing} not in ('paused', 'suspended')`;

/** A providers row's circle, as columns. */
export const PROVIDER_CIRCLE = {
  latitude: sql`${providers.latitude}`,
  longitude: sql`${providers.longitude}`,
  radiusKm: sql`${providers.serviceRadiusKm}`,
};

/** A known point as parameters (float8, as the indexes' expressions take them). */
export function pointParams(latitude: number, longitude: number): PointSql {
  return { latitude: sql`${latitude}::float8`, longitude: sql`${longitude}::float8` };
}

/**
 * The providers (rows of `providers`) a new request reaches by place: those of its service whose
 * circle covers its point, found through the circles' GiST index, deleted accounts' profiles
 * left out, and so are providers paused or suspended (issue 49). A request without a point reaches nobody this way (only a provider the customer asked
 * by name). With it, each one's whole kilometres to the request (null without a point).
 */
export function providersCovering(request: {
  serviceType: ServiceType;
  latitude: number | null;
  longitude: number | null;
}): { where: SQL; distanceKm: SQL<number | null> } {
  if (request.latitude === null || request.longitude === null) {
    return { where: sql`false`, distanceKm: sql<null>`null::int` };
  }
  return providersCoveringPoint(
    request.serviceType,
    pointParams(request.latitude, request.longitude),
  );
}

/** `providersCovering` for a point in SQL (a prepared statement's parameters). */
export function providersCoveringPoint(
  serviceType: ServiceType,
  point: PointSql,
): { where: SQL; distanceKm: SQL<number> } {
  return {
    where: sql`(${providers.deletedAt} is null
      and ${TAKES_NEW_LEADS}
      and ${providers.services} @> array[${serviceType}]::text[]
      and ${coversSql(PROVIDER_CIRCLE, point, 'circle')})`,
    distanceKm: distanceKmSql(PROVIDER_CIRCLE, point),
  };
}

/**
 * Days off, matching's second rule (issue 45): a provider whose days off cover every date a
 * request wants is away for it: not sent it, not shown it. `datesOff` is the provider's days off
 * as one date[] (`datesOffSql`); a request without dates (text only) is never away.
 */
export function awayForAllSql(wantedDates: SQL, datesOff: SQL): SQL<boolean> {
  return sql<boolean>`(cardinality(${wantedDates}) > 0 and ${wantedDates} <@ ${datesOff})`;
}

/** Every day off of the provider `providerId` (an id expression) as a date[]. */
export function datesOffSql(providerId: SQL): SQL {
  return sql`array(select d::date
      from ${providerDaysOff} o
      cross join generate_series(o.from_date, o.to_date, interval '1 day') d
     where o.provider_id = ${providerId})`;
}

/** Dates known to the code as a date[] of parameters (an empty array for none). */
export function datesParam(dates: readonly string[]): SQL {
  return sql`array[${sql.join(
    dates.map((date) => sql`${date}`),
    sql`, `,
  )}]::date[]`;
}

/**
 * For each point (in order) the services whose providers travel there: a listed provider (not
 * deleted, not suspended, as Browse Providers lists them) of that service whose circle covers
 * it. One statement for every point, a branch per service so that each probe goes through that
 * service's circles index (`providers_<service>_area_idx`, migration 0053) and stops at the first
 * provider found: the search pages' question, is there anyone here (issue 51). Through the index
 * of every service's circles, a point in a dense metro read thousands of other trades' circles.
 */
export async function servicesReachingPoints(
  db: Db,
  points: readonly { latitude: number; longitude: number }[],
): Promise<Set<ServiceType>[]> {
  const found = points.map(() => new Set<ServiceType>());
  if (points.length === 0) return found;
  const latitudes = `{${points.map((one) => one.latitude).join(',')}}`;
  const longitudes = `{${points.map((one) => one.longitude).join(',')}}`;
  const point = { latitude: sql`p.lat`, longitude: sql`p.lng` };
  const branches = SERVICE_TYPES.map(
    (service) => sql`select p.i::int as i, ${service}::text as service from points p
     where exists (
       select 1 from ${providers}
        where ${providers.services} @> array[${sql.raw(`'${service}'`)}]::text[]
          and ${providers.deletedAt} is null
          and ${providers.standing} <> 'suspended'
          and ${coversSql(PROVIDER_CIRCLE, point, 'circle')})`,
  );
  const result = await db.execute(sql`
    with points as materialized (
      select * from unnest(${latitudes}::float8[], ${longitudes}::float8[]) with ordinality as p(lat, lng, i))
    ${sql.join(branches, sql` union all `)}`);
  for (const row of (result as { rows: { i: number; service: ServiceType }[] }).rows) {
    found[Number(row.i) - 1]?.add(row.service);
  }
  return found;
}
