import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { protectedPayments, type ProtectedPaymentRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import type { EscrowPartner, EscrowTransaction } from './partner';

/** Whom a payment's domain events concern. */
export const paymentSubjects = (row: ProtectedPaymentRow) => ({
  paymentId: row.id,
  quoteRequestId: row.quoteRequestId,
  providerId: row.providerId,
  customerId: row.customerId,
});

const HELD: readonly ProtectedPaymentRow['state'][] = ['funded', 'delivered', 'released'];

/**
 * Pays the deposit for materials out once the partner holds the money (issue 48): the customer
 * agreed to it with the quote, so Khaya, as the agent, delivers and accepts the deposit's own
 * allocation; the rest waits for the work. Read back before and after, stamped once: a repeat,
 * or a crash halfway (the reconciliation comes back), never pays twice. A partner that cannot be
 * reached leaves it for the next read.
 */
export async function releaseDeposit(
  db: Db,
  partner: EscrowPartner,
  row: ProtectedPaymentRow,
  read: EscrowTransaction,
): Promise<ProtectedPaymentRow> {
  const allocationId = row.partnerDepositAllocationId;
  if (row.depositCents === 0 || row.depositReleasedAt || !allocationId) return row;
  if (!HELD.includes(row.state) || read.reference !== row.id) return row;
  if (!row.partnerTransactionId) return row;
  let state = read.depositAllocationState;
  try {
    if (state !== 'FUNDS_RELEASED') {
      if (state !== 'DELIVERED') await partner.completeDelivery(allocationId);
      await partner.acceptDelivery(allocationId);
      state = (await partner.readTransaction(row.partnerTransactionId)).depositAllocationState;
    }
  } catch (error) {
    console.warn(`Deposit of payment ${row.id} not released yet:`, (error as Error).message);
    return row;
  }
  if (state !== 'FUNDS_RELEASED') return row;
  return transaction(db, async (tx) => {
    const [stamped] = await tx
      .update(protectedPayments)
      .set({ depositReleasedAt: sql`now()` })
      .where(and(eq(protectedPayments.id, row.id), isNull(protectedPayments.depositReleasedAt)))
      .returning();
    if (!stamped) return row;
    await recordEvent(tx, {
      type: 'protected_payment_changed',
      subjects: paymentSubjects(row),
      payload: { events: ['deposit_released'], state: stamped.state },
    });
    return stamped;
  });
}
