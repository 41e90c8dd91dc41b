import { eq, sql } from 'drizzle-orm';
import {
  catchUpEvents,
  stateAfterEvents,
  PROTECTED_PAYMENT_TRANSITIONS,
  stateForPartner,
  type ProtectedPaymentEvent,
  type ProtectedPaymentState,
} from '../../../domain/protected-payment';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import {
  protectedPayments,
  quoteRequests,
  quotes,
  type ProtectedPaymentRow,
} from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import { chargeHireFee, post } from '../credit';
import { formatCents } from '../../../domain/money';
import type { EscrowPartner } from './partner';
import { paymentSubjects, releaseDeposit } from './deposit';

const STAMP: Partial<
  Record<ProtectedPaymentState, 'fundedAt' | 'deliveredAt' | 'releasedAt' | 'cancelledAt'>
> = {
  funded: 'fundedAt',
  delivered: 'deliveredAt',
  released: 'releasedAt',
  cancelled: 'cancelledAt',
  refunded: 'cancelledAt',
  cancelled_with_fee: 'cancelledAt',
};

/**
 * Applies events to a locked payment row: each one's state and time, a domain event for the
 * notifications, and, when the customer ends up paying directly, the hire's fee from the
 * provider's credit instead.
 */
export async function applyEvents(
  tx: Tx,
  row: ProtectedPaymentRow,
  events: readonly ProtectedPaymentEvent[],
  to: ProtectedPaymentState,
  partnerState: string | null,
): Promise<void> {
  const stamps: Record<string, unknown> = {};
  for (const event of events) {
    const column = STAMP[PROTECTED_PAYMENT_TRANSITIONS[event].to];
    if (column) stamps[column] = sql`now()`;
  }
  await tx
    .update(protectedPayments)
    .set({ ...stamps, state: to, partnerState, checkedAt: sql`now()` })
    .where(eq(protectedPayments.id, row.id));
  if (events.length === 0) return;
  // Paid out (the work, or a cancellation fee larger than it): the partner pays Khaya's agent
  // fee from the payout; into the books, once (the state is final, and moves here once).
  if ((to === 'released' || to === 'cancelled_with_fee') && row.state !== to && row.feeCents > 0) {
    const paidOut = to === 'released' ? row.amountCents : (row.cancellationFeeCents ?? 0);
    await post(tx, {
      kind: 'agent_fee',
      providerId: row.providerId,
      cents: row.feeCents,
      quoteId: row.quoteId,
      reason: `Fee from a ${to === 'released' ? 'payout' : 'cancellation fee paid'} through Khaya of ${formatCents(paidOut)}`,
    });
  }
  if (to === 'cancelled' && !events.includes('job_cancelled')) {
    // Paid directly instead: the fee is on the quote's price, as for any hire paid directly (not on its call-out fee).
    const [hire] = await tx
      .select({ serviceType: quoteRequests.serviceType, amount: quotes.amount })
      .from(quotes)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
      .where(eq(quotes.id, row.quoteId));
    await chargeHireFee(tx, {
      quoteId: row.quoteId,
      providerId: row.providerId,
      amount: hire?.amount ?? row.amountCents / 100,
      serviceType: hire?.serviceType ?? 'job',
    });
  }
  await recordEvent(tx, {
    type: 'protected_payment_changed',
    subjects: paymentSubjects(row),
    payload: { events: [...events], state: to },
  });
}

/** Locks a payment's row for a change. */
export async function lockPayment(tx: Tx, id: string): Promise<ProtectedPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(protectedPayments)
    .where(eq(protectedPayments.id, id))
    .for('update');
  return row;
}

/**
 * Reads the partner's transaction back and carries Khaya's record up to it (ADR 15): the only way
 * a payment moves on the partner's word. Idempotent (a repeated read changes nothing), never
 * backwards (a stale read gives no events), and whatever callbacks were missed are made up for
 * in order. `acceptedBy` names who accepted delivered work when Khaya itself just asked.
 */
export async function syncPayment(
  db: Db,
  partner: EscrowPartner,
  paymentId: string,
  acceptedBy: 'customer' | 'partner' = 'partner',
): Promise<ProtectedPaymentRow | undefined> {
  const [before] = await db
    .select()
    .from(protectedPayments)
    .where(eq(protectedPayments.id, paymentId));
  if (!before?.partnerTransactionId) return before;
  const read = await partner.readTransaction(before.partnerTransactionId);
  const target = stateForPartner(read.state);
  const synced = await transaction(db, async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row) return undefined;
    if (!target || read.reference !== row.id) {
      await tx
        .update(protectedPayments)
        .set({ partnerState: read.state, checkedAt: sql`now()` })
        .where(eq(protectedPayments.id, row.id));
      return row;
    }
    const events = catchUpEvents(row.state, target, acceptedBy, row.cancellationFeeCents !== null);
    await applyEvents(tx, row, events, stateAfterEvents(row.state, events), read.state);
    return (await lockPayment(tx, paymentId)) ?? row;
  });
  return synced ? releaseDeposit(db, partner, synced, read) : synced;
}
