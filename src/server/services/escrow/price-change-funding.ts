import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  catchUpEvents,
  stateForPartner,
  type ProtectedPaymentEvent,
} from '../../../domain/protected-payment';
import {
  awaitsFunding,
  priceChangeAfter,
  type PriceChangeEvent,
} from '../../../domain/price-changes';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { priceChanges, type PriceChangeRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import type { EscrowPartner } from './partner';
import { transactionParties } from './transaction-parties';

/** Whom a price change's domain events concern. */
export const changeSubjects = (row: PriceChangeRow) => ({
  changeId: row.id,
  quoteRequestId: row.quoteRequestId,
  providerId: row.providerId,
  customerId: row.customerId,
});

export async function lockChange(tx: Tx, id: string): Promise<PriceChangeRow | undefined> {
  const [row] = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
  return row;
}

/** Records what happened to a change, for the notifications and the live request page. */
export async function changeEvent(
  tx: Tx,
  row: PriceChangeRow,
  events: (PriceChangeEvent | ProtectedPaymentEvent | 'proposed')[],
): Promise<void> {
  const [now] = await tx.select().from(priceChanges).where(eq(priceChanges.id, row.id));
  await recordEvent(tx, {
    type: 'price_change_changed',
    subjects: changeSubjects(row),
    payload: {
      events,
      state: now?.state ?? row.state,
      paymentState: now?.paymentState ?? row.paymentState,
    },
  });
}

/**
 * Reads an agreed change's own transaction back from the partner and carries its payment state
 * up to it, as `syncPayment` does for the job's: idempotent, never backwards, missed steps made
 * up for in order. The partner's word is the only way the extra is held or paid out.
 */
export async function syncChange(
  db: Db,
  partner: EscrowPartner,
  changeId: string,
  acceptedBy: 'customer' | 'partner' = 'partner',
): Promise<PriceChangeRow | undefined> {
  const [before] = await db.select().from(priceChanges).where(eq(priceChanges.id, changeId));
  if (!before?.partnerTransactionId) return before;
  const read = await partner.readTransaction(before.partnerTransactionId);
  const target = stateForPartner(read.state);
  return transaction(db, async (tx) => {
    const row = await lockChange(tx, changeId);
    if (!row) return undefined;
    const from = row.paymentState ?? 'awaiting_payment';
    const events =
      target && read.reference === row.id ? catchUpEvents(from, target, acceptedBy) : [];
    const to = events.length > 0 && target ? target : row.paymentState;
    await tx
      .update(priceChanges)
      .set({
        paymentState: to,
        partnerState: read.state,
        checkedAt: sql`now()`,
        ...(events.includes('funds_received') ? { fundedAt: sql`now()` } : {}),
        ...(to === 'released' && from !== 'released' ? { releasedAt: sql`now()` } : {}),
      })
      .where(eq(priceChanges.id, row.id));
    if (events.length > 0) await changeEvent(tx, row, events);
    return (await lockChange(tx, changeId)) ?? row;
  });
}

/**
 * Makes the partner's transaction for an agreed change's extra, once (the customer pays it on
 * the partner's page): the same parties as the job's, no fee (Khaya took its fee on the hire).
 */
export async function ensureChangeTransaction(
  db: Db,
  partner: EscrowPartner,
  payoutKey: Buffer,
  row: PriceChangeRow,
): Promise<PriceChangeRow> {
  if (row.partnerTransactionId || !row.paymentId) return row;
  const parties = await transactionParties(db, payoutKey, row.paymentId);
  if (!parties) return row;
  const created = await partner.createTransaction({
    ...parties,
    title: `${parties.title}: agreed price change`,
    description: row.reason.slice(0, 200),
    reference: row.id,
    amountCents: row.extraCents,
    depositCents: 0,
    feeCents: 0,
  });
  const [kept] = await db
    .update(priceChanges)
    .set({
      partner: partner.name,
      partnerTransactionId: created.id,
      partnerAllocationId: created.allocationId,
    })
    .where(and(eq(priceChanges.id, row.id), isNull(priceChanges.partnerTransactionId)))
    .returning();
  if (kept) return kept;
  await partner.cancel(created.id, 'A duplicate: another transaction was kept for this change.');
  const [again] = await db.select().from(priceChanges).where(eq(priceChanges.id, row.id));
  return again ?? row;
}

/** The job's changes that went through the partner, read back first. */
async function syncedChangesOf(db: Db, partner: EscrowPartner, quoteId: string) {
  const rows = await db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(and(eq(priceChanges.quoteId, quoteId), isNotNull(priceChanges.paymentId)));
  const synced: PriceChangeRow[] = [];
  for (const { id } of rows) {
    const row = await syncChange(db, partner, id);
    if (row) synced.push(row);
  }
  return synced;
}

/**
 * The provider marked the work done: each extra the partner holds is delivered with it (the
 * customer accepts it with the work), and a change not yet agreed and paid lapses: its
 * transaction, if any, is cancelled, and nothing above what is held is owed through Khaya.
 */
export async function deliverChangesWithWork(
  db: Db,
  partner: EscrowPartner,
  quoteId: string,
): Promise<void> {
  for (const row of await syncedChangesOf(db, partner, quoteId)) {
    if (row.paymentState === 'funded' && row.partnerAllocationId) {
      await partner.completeDelivery(row.partnerAllocationId);
      await syncChange(db, partner, row.id);
    } else if (row.state === 'proposed' || awaitsFunding(row)) {
      if (row.partnerTransactionId) {
        try {
          await partner.cancel(row.partnerTransactionId, 'The work was marked done first.');
        } catch {
          continue; // Paid meanwhile, or the partner did not answer: read back next time.
        }
      }
      await transaction(db, async (tx) => {
        const locked = await lockChange(tx, row.id);
        // Paid meanwhile (read back before the cancel answered): it is delivered next time.
        if (!locked || locked.paymentState === 'funded') return;
        if (!priceChangeAfter('work_done_unpaid', locked.state)) return;
        await tx
          .update(priceChanges)
          .set({
            state: 'lapsed',
            paymentState: locked.paymentState ? 'cancelled' : null,
            decidedAt: sql`coalesce(${priceChanges.decidedAt}, now())`,
          })
          .where(eq(priceChanges.id, row.id));
        await changeEvent(tx, locked, ['work_done_unpaid']);
      });
    }
  }
}

/** The customer accepted the work: each delivered extra is accepted with it and paid out. */
export async function acceptChangesWithWork(
  db: Db,
  partner: EscrowPartner,
  quoteId: string,
): Promise<void> {
  for (const row of await syncedChangesOf(db, partner, quoteId)) {
    if (row.paymentState !== 'delivered' || !row.partnerAllocationId) continue;
    await partner.acceptDelivery(row.partnerAllocationId);
    await syncChange(db, partner, row.id, 'customer');
  }
}

/**
 * The customer pays the provider directly after all: an agreed extra not yet paid into escrow is
 * paid directly too (its transaction, if any, cancelled); it counts as agreed.
 */
export async function payChangesDirectly(
  db: Db,
  partner: EscrowPartner,
  quoteId: string,
): Promise<void> {
  for (const row of await syncedChangesOf(db, partner, quoteId)) {
    if (!awaitsFunding(row)) continue;
    if (row.partnerTransactionId) {
      await partner.cancel(row.partnerTransactionId, 'The customer pays the provider directly.');
    }
    await transaction(db, async (tx) => {
      const locked = await lockChange(tx, row.id);
      if (!locked || !awaitsFunding(locked)) return;
      await tx
        .update(priceChanges)
        .set({ paymentState: null, checkedAt: sql`now()` })
        .where(eq(priceChanges.id, row.id));
      await changeEvent(tx, locked, ['paid_directly']);
    });
  }
}

/** The change a partner's transaction belongs to (a callback about an extra), if any. */
export async function changeOfTransaction(
  db: Db,
  partner: string,
  transactionId: string,
): Promise<PriceChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(priceChanges)
    .where(
      and(eq(priceChanges.partner, partner), eq(priceChanges.partnerTransactionId, transactionId)),
    );
  return row;
}

/** The reconciliation's share: extras still open at the partner, read back oldest first. */
export async function reconcilePriceChanges(
  db: Db,
  partner: EscrowPartner,
  limit = 50,
): Promise<number> {
  const open = await db
    .select({ id: priceChanges.id, paymentState: priceChanges.paymentState })
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.partner, partner.name),
        isNotNull(priceChanges.partnerTransactionId),
        inArray(priceChanges.paymentState, ['awaiting_payment', 'funded', 'delivered']),
      ),
    )
    .orderBy(asc(priceChanges.checkedAt))
    .limit(limit);
  let moved = 0;
  for (const change of open) {
    try {
      const after = await syncChange(db, partner, change.id);
      if (after && after.paymentState !== change.paymentState) moved += 1;
    } catch {
      // The partner did not answer: the next round tries again.
    }
  }
  return moved;
}
