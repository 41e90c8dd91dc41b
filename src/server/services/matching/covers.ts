import { sql, type SQL } from 'drizzle-orm';
import { distanceKm } from '../../../domain/distance';

/**
 * The one matching rule: a provider's circle (its base point and travel radius in whole
 * kilometres) covers a point when the great-circle distance between them is at most the radius,
 * on earthdistance's sphere. Written once in SQL (`coversSql`) and once in JavaScript (`covers`),
 * and the two are tested against each other on a grid of points (test/api/covers.test.ts).
 */

/** A circle or a point as SQL expressions (columns, parameters or subqueries). */
export interface CircleSql {
  latitude: SQL;
  longitude: SQL;
  radiusKm: SQL;
}
export interface PointSql {
  latitude: SQL;
  longitude: SQL;
}

/**
 * Which GiST index the statement means to use (migration 0010): `circle` for
 * `providers_service_area_idx` (the providers' circles, probed with a point), `point` for
 * `quote_requests_open_service_point_idx` or `quote_requests_open_point_idx` (the requests'
 * points, probed with a circle; the first with one service beside it), `none` when the
 * rows come in another index's order and only the exact distance is checked on each.
 */
export type CoverIndex = 'circle' | 'point' | 'none';

/**
 * Fewer kilometres than a degree of latitude holds on earthdistance's sphere (111.32): a box
 * drawn with it is a little larger than the circle, never smaller.
 */
const KM_PER_DEGREE_INSIDE = sql.raw('111.0::float8');

const pointOf = (point: PointSql) => sql`geo_point(${point.latitude}, ${point.longitude})`;
const metresOf = (circle: CircleSql) => sql`${circle.radiusKm} * 1000.0`;

/** The great-circle distance in metres between a circle's base and a point. */
export function distanceMetresSql(circle: PointSql, point: PointSql): SQL<number> {
  return sql<number>`geo_distance_m(${pointOf(circle)}, ${pointOf(point)})`;
}

/** The distance in whole kilometres (rounded) between a base and a point, as lists show it. */
export function distanceKmSql(base: PointSql, point: PointSql): SQL<number> {
  return sql<number>`round(${distanceMetresSql(base, point)} / 1000)::int`;
}

/**
 * "The circle covers the point" in SQL: the bounding cube test an index answers (in the form that
 * index is built for), then the exact distance on what it finds. Null coordinates cover nothing.
 */
export function coversSql(circle: CircleSql, point: PointSql, index: CoverIndex): SQL {
  const exact = sql`${distanceMetresSql(circle, point)} <= ${metresOf(circle)}`;
  const cube = sql`geo_circle(${circle.latitude}, ${circle.longitude}, ${metresOf(circle)})`;
  if (index === 'circle') return sql`(${cube} @> ${pointOf(point)} and ${exact})`;
  if (index === 'point') return sql`(${pointOf(point)} <@ ${cube} and ${exact})`;
  // A walk checks every row it meets: a box of latitude and longitude around the circle (a little
  // larger than it) turns most of the rows outside away before the trigonometry of the distance.
  const degrees = sql`(${circle.radiusKm} / ${KM_PER_DEGREE_INSIDE})`;
  const box = sql`abs(${point.latitude} - ${circle.latitude}) <= ${degrees}
    and abs(${point.longitude} - ${circle.longitude})
        <= ${degrees} / cos(radians(least(89.0, abs(${circle.latitude}) + ${degrees})))`;
  return sql`(${box} and ${exact})`;
}

export interface Circle {
  latitude: number | null;
  longitude: number | null;
  radiusKm: number;
}
export interface Point {
  latitude: number | null;
  longitude: number | null;
}

/** `coversSql` in JavaScript: whether the circle covers the point (false without both points). */
export function covers(circle: Circle, point: Point): boolean {
  const km = distanceFromBase(circle, point);
  return km !== undefined && km <= circle.radiusKm;
}

/** Kilometres (not rounded) from a base to a point; undefined without both points. */
export function distanceFromBase(base: Point, point: Point): number | undefined {
  if (
    base.latitude === null ||
    base.longitude === null ||
    point.latitude === null ||
    point.longitude === null
  )
    return undefined;
  return distanceKm(base.latitude, base.longitude, point.latitude, point.longitude);
}
