import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { MAX_DAYS_OFF_ENTRIES, type DayOff } from '../../../domain/availability';
import type { DayOffBody } from '../../../domain/schemas/availability';
import { southAfricanToday } from '../../../domain/when';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { providerDaysOff, providers, type ProviderDayOffRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { findOwnProvider, requireOwnProvider } from './profile';

/** A provider's days off (issue 45): what it has coming, and adding and removing one. */

const toDayOff = (row: ProviderDayOffRow): DayOff => ({
  id: row.id,
  from: row.fromDate,
  to: row.toDate,
  note: row.note,
});

/** The caller's days off that have not ended, soonest first. */
export async function listDaysOff(db: Db, caller: Caller): Promise<DayOff[]> {
  const provider = await requireOwnProvider(db, caller);
  const rows = await db
    .select()
    .from(providerDaysOff)
    .where(
      and(
        eq(providerDaysOff.providerId, provider.id),
        gte(providerDaysOff.toDate, southAfricanToday()),
      ),
    )
    .orderBy(asc(providerDaysOff.fromDate), asc(providerDaysOff.toDate));
  return rows.map(toDayOff);
}

export async function addDayOff(db: Db, caller: Caller, body: DayOffBody): Promise<DayOff> {
  const provider = await requireOwnProvider(db, caller);
  return transaction(db, async (tx) => {
    // Only those not yet ended count; the provider's row is locked so two adds count one by one.
    await tx.execute(
      sql`select 1 from ${providers} where ${providers.id} = ${provider.id} for update`,
    );
    const [kept] = await tx
      .select({ n: count() })
      .from(providerDaysOff)
      .where(
        and(
          eq(providerDaysOff.providerId, provider.id),
          gte(providerDaysOff.toDate, southAfricanToday()),
        ),
      );
    if ((kept?.n ?? 0) >= MAX_DAYS_OFF_ENTRIES) {
      throw new ConflictError(
        `You have ${MAX_DAYS_OFF_ENTRIES} stretches of days off ahead: remove one before adding another.`,
      );
    }
    const [row] = await tx
      .insert(providerDaysOff)
      .values({ providerId: provider.id, fromDate: body.from, toDate: body.to, note: body.note })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toDayOff(row);
  });
}

/** Removes one of the caller's days off; another provider's (or none) is 404. */
export async function removeDayOff(db: Db, caller: Caller, id: string): Promise<void> {
  // Without a profile there is nothing of the caller's to remove: 404, as for someone else's.
  const provider = await findOwnProvider(db, caller);
  if (!provider || !isUuid(id)) throw new NotFoundError('Days off not found');
  const removed = await db
    .delete(providerDaysOff)
    .where(and(eq(providerDaysOff.id, id), eq(providerDaysOff.providerId, provider.id)))
    .returning({ id: providerDaysOff.id });
  if (removed.length === 0) throw new NotFoundError('Days off not found');
}
