import { eq, isNull, sql } from 'drizzle-orm';
import { resolveLocation } from './resolve';
import type { Db } from '../../db/client';
import { providers } from '../../db/schema';
import { quoteRequests } from '../../db/schema';

/**
 * Gives rows from before service areas what matching needs: a request its area (and a point
 * from its text when it had none), a provider a base point from its text. Runs after the
 * migrations on every start; two partial indexes keep it a probe of empty indexes once done.
 * A location that names no known place is left as it was (the row matches nobody's circle).
 */
export async function backfillPlaces(db: Db): Promise<{ requests: number; providers: number }> {
  let requestsDone = 0;
  for (;;) {
    const rows = await db
      .select({
        id: quoteRequests.id,
        location: quoteRequests.location,
        latitude: quoteRequests.latitude,
        longitude: quoteRequests.longitude,
      })
      .from(quoteRequests)
      .where(eq(quoteRequests.area, ''))
      .limit(500);
    if (rows.length === 0) break;
    for (const row of rows) {
      const place = resolveLocation(row.location, row) ?? resolveLocation(row.location);
      await db
        .update(quoteRequests)
        .set({
          // A text that names nothing still needs a non-empty area to leave the backlog.
          area: place?.area ?? (row.location.trim() || 'South Africa'),
          latitude: row.latitude ?? place?.latitude ?? null,
          longitude: row.longitude ?? place?.longitude ?? null,
        })
        .where(eq(quoteRequests.id, row.id));
    }
    requestsDone += rows.length;
  }
  const unplaced = await db
    .select({ id: providers.id, location: providers.location })
    .from(providers)
    .where(isNull(providers.latitude));
  let providersDone = 0;
  for (const row of unplaced) {
    const place = resolveLocation(row.location);
    if (!place) continue;
    await db
      .update(providers)
      .set({ latitude: place.latitude, longitude: place.longitude })
      .where(sql`${providers.id} = ${row.id} and ${providers.latitude} is null`);
    providersDone += 1;
  }
  return { requests: requestsDone, providers: providersDone };
}
