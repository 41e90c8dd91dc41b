import { eq, sql } from 'drizzle-orm';
import type { PriceListBody, PriceListView } from '../../../domain/schemas/instant-cleans';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { priceLists, providers, type PriceListRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError } from '../../errors';
import { requireOwnProvider } from '../providers';

/** A cleaner's price list for a standard clean, and whether it takes instant bookings. */

export function toPriceList(row: PriceListRow): PriceListView {
  return {
    bedrooms: row.bedrooms,
    extraBathroom: row.extraBathroom,
    extras: row.extras,
    instant: row.instant,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The caller's price list, or null before it made one (403 for someone with no profile). */
export async function ownPriceList(db: Db, caller: Caller): Promise<PriceListView | null> {
  const provider = await requireOwnProvider(db, caller);
  const [row] = await db
    .select()
    .from(priceLists)
    .where(eq(priceLists.providerId, provider.id))
    .limit(1);
  return row ? toPriceList(row) : null;
}

/** Saves the caller's whole list: only a provider offering cleaning keeps one (400 otherwise). */
export async function savePriceList(
  db: Db,
  caller: Caller,
  body: PriceListBody,
): Promise<PriceListView> {
  const provider = await requireOwnProvider(db, caller);
  if (!provider.services.includes('cleaning')) {
    const message = 'Add cleaning to your services to list cleaning prices';
    throw new BadRequestError(message, { instant: message });
  }
  const values = {
    bedrooms: body.bedrooms,
    extraBathroom: body.extraBathroom,
    extras: body.extras,
    instant: body.instant,
  };
  const row = await transaction(db, async (tx) => {
    const [saved] = await tx
      .insert(priceLists)
      .values({ providerId: provider.id, ...values })
      .onConflictDoUpdate({
        target: priceLists.providerId,
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning();
    // The search's own index holds the circles of those who take instant bookings.
    await tx
      .update(providers)
      .set({ instantCleans: body.instant })
      .where(eq(providers.id, provider.id));
    return saved;
  });
  if (!row) throw new Error('upsert returned no row');
  return toPriceList(row);
}
