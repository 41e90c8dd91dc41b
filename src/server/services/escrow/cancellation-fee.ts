import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectedPayments, type ProtectedPaymentRow } from '../../db/schema';
import type { Tx } from '../../db/executor';
import { cancelExtras } from './cancel';
import { heldForWork } from './dispute-money';
import type { EscrowPartner } from './partner';
import { lockPayment, syncPayment } from './sync';

/**
 * A cancelled visit's fee paid from the money the partner holds (issue 49): a customer's late
 * cancellation, or a customer who was not there. The work's allocation is lowered to the fee by
 * an amendment (the difference goes back to the customer at once), then delivered and accepted so
 * the partner pays the fee out; Khaya's record follows the partner, read back. Each step reads
 * the partner first and asks only for what is still to do, so the reconciliation can finish what
 * a partner that stopped answering left half done, and nothing moves twice. The fee is recorded
 * with the cancellation first, so money moves only for a visit that is cancelled.
 */

/**
 * How much of `feeCents` can be paid from the money held for this job, or 0 when it cannot go
 * through the partner: nothing held, or a fee no larger than Khaya's own fee for the hire (the
 * partner takes that from every payout), which is then owed directly and the money held refunded.
 */
export function feeFromHeld(row: ProtectedPaymentRow, feeCents: number): number {
  if (row.state !== 'funded' || !row.partnerTransactionId || !row.partnerAllocationId) return 0;
  const fee = Math.min(feeCents, heldForWork(row));
  return fee > row.feeCents ? fee : 0;
}

/** Whether a cancellation fee of `feeCents` now would be paid from the money held for the job. */
export async function feeWouldComeFromHeld(db: Db, quoteId: string, feeCents: number) {
  const [row] = await db
    .select()
    .from(protectedPayments)
    .where(eq(protectedPayments.quoteId, quoteId));
  return feeCents > 0 && !!row && feeFromHeld(row, feeCents) > 0;
}

/** Carries a fee payout on at the partner as far as it can go, then reads the result back. */
async function payOut(db: Db, partner: EscrowPartner, row: ProtectedPaymentRow, feeCents: number) {
  if (!row.partnerTransactionId || !row.partnerAllocationId) return row;
  const allocation = row.partnerAllocationId;
  let read = await partner.readTransaction(row.partnerTransactionId);
  if (read.allocationState === 'FUNDS_RECEIVED' && (read.allocationValueCents ?? 0) > feeCents) {
    await partner.reduceAllocation(allocation, feeCents);
  }
  if (read.allocationState === 'FUNDS_RECEIVED') {
    await partner.completeDelivery(allocation);
    read = await partner.readTransaction(row.partnerTransactionId);
  }
  if (read.allocationState === 'DELIVERED') await partner.acceptDelivery(allocation);
  await cancelExtras(db, partner, row.quoteId);
  return (await syncPayment(db, partner, row.id)) ?? row;
}

/**
 * Records, in the cancellation's own transaction, that the visit's fee is to be paid from the
 * money held (see `feeFromHeld`): from then on the partner's payout is read back as the fee's,
 * never the work's. The payment's id when it is, null when the fee cannot go that way.
 */
export async function markCancellationFee(
  tx: Tx,
  quoteId: string,
  feeCents: number,
): Promise<string | null> {
  if (feeCents <= 0) return null;
  const [payment] = await tx
    .select({ id: protectedPayments.id })
    .from(protectedPayments)
    .where(eq(protectedPayments.quoteId, quoteId));
  const row = payment ? await lockPayment(tx, payment.id) : undefined;
  const fee = row ? feeFromHeld(row, feeCents) : 0;
  if (!row || fee === 0) return null;
  await tx
    .update(protectedPayments)
    .set({ cancellationFeeCents: fee })
    .where(eq(protectedPayments.id, row.id));
  return row.id;
}

/**
 * Pays a recorded cancellation fee out at the partner (after the cancellation is committed); a
 * partner that does not answer leaves it to `finishCancellationFees`.
 */
export async function payCancellationFee(
  db: Db,
  partner: EscrowPartner | null,
  paymentId: string,
): Promise<void> {
  const [row] = await db
    .select()
    .from(protectedPayments)
    .where(eq(protectedPayments.id, paymentId));
  if (!partner || row?.state !== 'funded' || !row.cancellationFeeCents) return;
  try {
    await payOut(db, partner, row, row.cancellationFeeCents);
  } catch {
    // The partner did not answer: the reconciliation carries it on.
  }
}

/**
 * Fees whose payout the partner did not finish (it stopped answering): carried on. Run with the
 * reconciliation; returns how many were looked at.
 */
export async function finishCancellationFees(db: Db, partner: EscrowPartner, limit = 20) {
  const unfinished = await db
    .select()
    .from(protectedPayments)
    .where(
      and(
        eq(protectedPayments.partner, partner.name),
        eq(protectedPayments.state, 'funded'),
        isNotNull(protectedPayments.cancellationFeeCents),
      ),
    )
    .limit(limit);
  for (const row of unfinished) {
    try {
      await payOut(db, partner, row, row.cancellationFeeCents ?? 0);
    } catch {
      // The partner did not answer: the next round tries again.
    }
  }
  return unfinished.length;
}
