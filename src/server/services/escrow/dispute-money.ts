import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectedPayments, type ProtectedPaymentRow } from '../../db/schema';
import { ConflictError } from '../../errors';
import type { EscrowPartner } from './partner';
import { acceptChangesWithWork } from './price-change-funding';
import { syncPayment } from './sync';

/**
 * A dispute's money held by the escrow partner (issue 49): held while the dispute is open, then
 * moved as it ended. Each step reads the partner back first and asks only for what is still to
 * do, so running it again (after a crash, from the sweep) changes nothing twice.
 */

/** What is still held for the work: the amount less a deposit paid out when it was funded. */
export const heldForWork = (row: ProtectedPaymentRow) => row.amountCents - row.depositCents;

async function paymentOf(db: Db, paymentId: string) {
  const [row] = await db
    .select()
    .from(protectedPayments)
    .where(eq(protectedPayments.id, paymentId));
  return row;
}

/**
 * A dispute opens on delivered work: the partner stops the inspection period, so the money is
 * not paid out by itself. 409 when the work is no longer waiting for acceptance.
 */
export async function holdForDispute(
  db: Db,
  partner: EscrowPartner,
  paymentId: string,
): Promise<ProtectedPaymentRow> {
  const row = (await syncPayment(db, partner, paymentId)) ?? (await paymentOf(db, paymentId));
  if (!row || row.state !== 'delivered' || !row.partnerTransactionId || !row.partnerAllocationId) {
    throw new ConflictError(
      'The money is no longer held for this work: it cannot be disputed now.',
    );
  }
  const read = await partner.readTransaction(row.partnerTransactionId);
  if (read.allocationState !== 'DISPUTED') await partner.disputeDelivery(row.partnerAllocationId);
  return (await syncPayment(db, partner, paymentId)) ?? row;
}

/**
 * The held money moves as the dispute ended: `refundCents` back to the customer (all of it: the
 * transaction is cancelled; part: the work's allocation is lowered by an amendment) and the rest
 * paid out to the provider with the work and its agreed extras.
 */
export async function settleHeldMoney(
  db: Db,
  partner: EscrowPartner,
  paymentId: string,
  refundCents: number,
): Promise<ProtectedPaymentRow | undefined> {
  const row = await paymentOf(db, paymentId);
  if (!row?.partnerTransactionId || !row.partnerAllocationId) return row;
  const read = await partner.readTransaction(row.partnerTransactionId);
  const open = read.allocationState === 'DISPUTED' || read.allocationState === 'DELIVERED';
  if (open && refundCents >= heldForWork(row)) {
    await partner.cancel(row.partnerTransactionId, 'A dispute ended in a full refund.');
    return syncPayment(db, partner, paymentId);
  }
  if (open) {
    const target = heldForWork(row) - refundCents;
    if ((read.allocationValueCents ?? 0) > target) {
      await partner.reduceAllocation(row.partnerAllocationId, target);
    }
    await partner.acceptDelivery(row.partnerAllocationId);
    await acceptChangesWithWork(db, partner, row.quoteId);
  }
  // Paid out on the dispute's outcome, which the customer agreed to or Khaya decided.
  return syncPayment(db, partner, paymentId, 'customer');
}
