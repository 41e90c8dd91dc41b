import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { priceLists } from '../db/schema';

/**
 * Instant booking in the demo: the demo provider and the other cleaners whose circle covers
 * Claremont list prices for a standard clean and take instant bookings, so 'Book a clean' with a
 * Cape Town southern-suburbs address shows a few to choose from.
 */
export async function seedDemoPriceLists(db: Db): Promise<number> {
  const near = await db.execute(sql`
    select id from providers
     where 'cleaning' = any(services) and latitude is not null
       and geo_distance_m(geo_point(latitude, longitude), geo_point(-33.9806, 18.4653))
           <= service_radius_km * 1000.0
     order by id limit 5`);
  const ids = (near as { rows: { id: string }[] }).rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await db.insert(priceLists).values(
    ids.map((providerId, n) => ({
      providerId,
      bedrooms: [320, 420, 520, 620, 720, 820].map((price) => price + n * 20),
      extraBathroom: 80 + n * 10,
      extras: { oven: 100, fridge: 70, windows: 120, ...(n % 2 === 0 ? { ironing: 90 } : {}) },
      instant: true,
    })),
  );
  await db.execute(sql`update providers set instant_cleans = true
     where id = any(${sql.param(ids)}::uuid[])`);
  return ids.length;
}
