import { and, eq, inArray, sql } from 'drizzle-orm';
import { protectedPaymentAfter } from '../../../domain/protected-payment';
import type { Db } from '../../db/client';
import { priceChanges, protectedPayments } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError } from '../../errors';
import type { EscrowPartner } from './partner';
import { changeEvent, lockChange } from './price-change-funding';
import { applyEvents, lockPayment, syncPayment } from './sync';

/**
 * Whether a cancelled visit's job was paid through Khaya and where that stands, before the
 * cancellation is made: 'none' when it was not (or paid directly), 'unpaid' when the customer had
 * not paid yet, 'held' when the partner holds the money; 409 once the work is marked done.
 */
export async function paymentAtCancel(
  db: Db,
  partner: EscrowPartner | null,
  quoteId: string,
): Promise<'none' | 'unpaid' | 'held'> {
  const [payment] = await db
    .select()
    .from(protectedPayments)
    .where(eq(protectedPayments.quoteId, quoteId));
  if (!payment) return 'none';
  const row = (partner ? await syncPayment(db, partner, payment.id) : undefined) ?? payment;
  if (row.state === 'cancelled') return 'none';
  if (!protectedPaymentAfter('job_cancelled', row.state)) {
    throw new ConflictError(
      'The work is already marked done: raise a problem with the job instead of cancelling it.',
    );
  }
  return row.state === 'funded' ? 'held' : 'unpaid';
}

/**
 * A cancelled visit's money through Khaya (issue 49): the partner's transaction is cancelled, so
 * nothing is taken or what was held goes back to the customer, and the job's agreed price
 * changes with it; Khaya's record follows, with no fee charged for a hire that did not happen.
 */
export async function cancelProtectedJob(
  db: Db,
  partner: EscrowPartner | null,
  quoteId: string,
): Promise<void> {
  const [payment] = await db
    .select()
    .from(protectedPayments)
    .where(eq(protectedPayments.quoteId, quoteId));
  if (!payment || payment.state === 'cancelled') return;
  if (partner && payment.partnerTransactionId) {
    await partner.cancel(payment.partnerTransactionId, 'The booked visit was cancelled.');
  }
  await transaction(db, async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked && protectedPaymentAfter('job_cancelled', locked.state)) {
      await applyEvents(tx, locked, ['job_cancelled'], 'cancelled', 'CANCELED');
    }
  });
  await cancelExtras(db, partner, quoteId);
}

/**
 * The job's agreed extras (price changes paid through the partner) of a cancelled visit: each
 * transaction cancelled, so nothing is taken or what was held goes back, and its record follows.
 */
export async function cancelExtras(
  db: Db,
  partner: EscrowPartner | null,
  quoteId: string,
): Promise<void> {
  const extras = await db
    .select()
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.quoteId, quoteId),
        inArray(priceChanges.paymentState, ['awaiting_payment', 'funded']),
      ),
    );
  for (const extra of extras) {
    if (partner && extra.partnerTransactionId) {
      await partner.cancel(extra.partnerTransactionId, 'The booked visit was cancelled.');
    }
  }
  if (extras.length === 0) return;
  await transaction(db, async (tx) => {
    for (const extra of extras) {
      const row = await lockChange(tx, extra.id);
      if (!row || !row.paymentState || !['awaiting_payment', 'funded'].includes(row.paymentState)) {
        continue;
      }
      await tx
        .update(priceChanges)
        .set({ paymentState: 'cancelled', checkedAt: sql`now()` })
        .where(eq(priceChanges.id, row.id));
      await changeEvent(tx, row, ['job_cancelled']);
    }
  });
}
