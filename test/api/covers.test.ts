import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  covers,
  coversSql,
  distanceFromBase,
  type Circle,
  type CoverIndex,
  type Point,
} from '../../src/server/services/matching';
import { describeEachDatabase } from '../helpers/app';

/**
 * Matching's rule is written twice, in SQL for the statements and in JavaScript for the quote
 * command's check: on a grid of points around circles from a 1 km plumber in Sea Point to a
 * 100 km one in the Karoo, both say the same, whichever index the SQL is written for.
 */
const CIRCLES: Circle[] = [
  { latitude: -33.916, longitude: 18.393, radiusKm: 1 }, // Sea Point
  { latitude: -33.984, longitude: 18.465, radiusKm: 25 }, // Claremont
  { latitude: -26.107, longitude: 28.056, radiusKm: 5 }, // Sandton
  { latitude: -29.97, longitude: 30.88, radiusKm: 50 }, // Umlazi
  { latitude: -32.35, longitude: 22.58, radiusKm: 100 }, // Beaufort West, the Karoo
  { latitude: -22.95, longitude: 30.48, radiusKm: 13 }, // Thohoyandou, near the northern edge
  { latitude: null, longitude: null, radiusKm: 25 }, // a provider without a base point
];

/** 21 x 21 points over a square one and a half radii out from the centre, and a point with none. */
function gridAround(circle: Circle): Point[] {
  const latitude = circle.latitude ?? -30;
  const longitude = circle.longitude ?? 25;
  const spanDegrees = (circle.radiusKm * 1.5) / 111;
  const points: Point[] = [{ latitude: null, longitude: null }];
  for (let i = -10; i <= 10; i++) {
    for (let j = -10; j <= 10; j++) {
      points.push({
        latitude: latitude + (i / 10) * spanDegrees,
        longitude: longitude + ((j / 10) * spanDegrees) / Math.cos((latitude * Math.PI) / 180),
      });
    }
  }
  return points;
}

const float = (value: number | null) => sql`${value}::float8`;

describeEachDatabase('matching: a circle covers a point', (get) => {
  it('says the same in SQL (for each index) as in JavaScript on a grid of points', async () => {
    const { database } = get();
    let compared = 0;
    let inside = 0;
    let onTheEdge = 0;
    for (const circle of CIRCLES) {
      const points = gridAround(circle);
      const rows = sql.join(
        points.map(
          (point, index) =>
            sql`(${index}::int, ${float(point.latitude)}, ${float(point.longitude)})`,
        ),
        sql`, `,
      );
      const base = {
        latitude: float(circle.latitude),
        longitude: float(circle.longitude),
        radiusKm: sql`${circle.radiusKm}::int`,
      };
      const at = { latitude: sql`p.latitude`, longitude: sql`p.longitude` };
      const answer = (index: CoverIndex) => sql`coalesce(${coversSql(base, at, index)}, false)`;
      const result = await database.db.execute(sql`
        select p.i, ${answer('circle')} as circle, ${answer('point')} as point,
               ${answer('none')} as none
          from (values ${rows}) as p(i, latitude, longitude)`);
      const answers = (
        result as {
          rows: { i: number; circle: boolean; point: boolean; none: boolean }[];
        }
      ).rows;
      expect(answers).toHaveLength(points.length);
      for (const row of answers) {
        const point = points[row.i] as Point;
        // A point within a millimetre of the edge may fall either way in floating point.
        const km = distanceFromBase(circle, point);
        if (km !== undefined && Math.abs(km - circle.radiusKm) < 1e-6) {
          onTheEdge += 1;
          continue;
        }
        const expected = covers(circle, point);
        const sqlSays = { circleIndex: row.circle, pointIndex: row.point, noIndex: row.none };
        expect({ point, ...sqlSays }).toEqual({
          point,
          circleIndex: expected,
          pointIndex: expected,
          noIndex: expected,
        });
        compared += 1;
        if (expected) inside += 1;
      }
    }
    // The grid reaches both sides of every circle's edge: neither answer is trivially true.
    expect(compared).toBeGreaterThan(2500);
    expect(inside).toBeGreaterThan(compared / 5);
    expect(compared - inside).toBeGreaterThan(compared / 5);
    expect(onTheEdge).toBeLessThan(10);
  });
});
