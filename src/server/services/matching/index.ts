import { sql, type SQL } from 'drizzle-orm';
import type { ServiceType } from '../../../domain/services';
import { providers } from '../../db/schema';
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
 * left out. A request without a point reaches nobody this way (only a provider the customer asked
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
  const point = pointParams(request.latitude, request.longitude);
  return {
    where: sql`(${providers.deletedAt} is null
      and ${providers.services} @> array[${request.serviceType}]::text[]
      and ${coversSql(PROVIDER_CIRCLE, point, 'circle')})`,
    distanceKm: distanceKmSql(PROVIDER_CIRCLE, point),
  };
}
