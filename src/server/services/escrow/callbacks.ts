import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escrowCallbacks, priceChanges, protectedPayments } from '../../db/schema';
import { isUuid } from '../../lib/cursor';
import type { EscrowPartner } from './partner';
import { changeOfTransaction, reconcilePriceChanges, syncChange } from './price-change-funding';
import { finishCancellationFees } from './cancellation-fee';
import { syncPayment } from './sync';

export type CallbackOutcome = 'applied' | 'unchanged' | 'unknown_transaction' | 'read_failed';

/**
 * A value of the callback's body as text to keep, at most `max` characters, cut between whole
 * characters (never inside an emoji's pair). Not `String(value)`: an object with a key
 * `toString` would throw, and an array of objects says nothing.
 */
function keptText(value: unknown, max: number): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return Array.from(text).slice(0, max).join('');
}

/**
 * The partner's callback (`POST /api/payments/tradesafe/callback`): a prompt, never the truth
 * by itself (ADR 15). Whatever it claims, the transaction it names is read back through the
 * partner's API and Khaya's record carried up to that; a forged, repeated or out-of-order
 * callback changes nothing the partner's own answer does not. Each one is kept with its outcome.
 */
export async function receiveCallback(
  db: Db,
  partner: EscrowPartner,
  body: Record<string, unknown>,
): Promise<CallbackOutcome> {
  const transactionId = typeof body['id'] === 'string' ? keptText(body['id'], 100) : null;
  const claimed = typeof body['state'] === 'string' ? keptText(body['state'], 40) : null;
  const [payment] = transactionId
    ? await db
        .select({ id: protectedPayments.id, state: protectedPayments.state })
        .from(protectedPayments)
        .where(
          and(
            eq(protectedPayments.partner, partner.name),
            eq(protectedPayments.partnerTransactionId, transactionId),
          ),
        )
    : [];
  let outcome: CallbackOutcome = 'unknown_transaction';
  // Not the job's own transaction: perhaps an agreed price change's extra.
  const change =
    !payment && transactionId
      ? await changeOfTransaction(db, partner.name, transactionId)
      : undefined;
  if (payment || change) {
    try {
      if (payment) {
        const after = await syncPayment(db, partner, payment.id);
        outcome = after && after.state !== payment.state ? 'applied' : 'unchanged';
      } else if (change) {
        const after = await syncChange(db, partner, change.id);
        outcome = after && after.paymentState !== change.paymentState ? 'applied' : 'unchanged';
      }
    } catch {
      outcome = 'read_failed';
    }
  }
  await db.insert(escrowCallbacks).values({
    partner: partner.name,
    transactionId,
    claimedState: claimed,
    outcome,
    // What it said, without its signature (a secret's work, worthless to keep).
    body: Object.fromEntries(
      Object.entries(body)
        .filter(([key]) => key !== 'signature')
        .slice(0, 20)
        .map(([key, value]) => [keptText(key, 50), keptText(value, 200)]),
    ),
  });
  return outcome;
}

/**
 * The reconciliation (every few minutes): open payments read back from the partner, those
 * checked longest ago first. It repairs what a lost callback or a crash between the partner's
 * answer and Khaya's commit left behind, and sees the partner accept work after the inspection
 * period. Returns how many moved on.
 */
export async function reconcileProtectedPayments(
  db: Db,
  partner: EscrowPartner,
  limit = 50,
): Promise<number> {
  const open = await db
    .select({ id: protectedPayments.id, state: protectedPayments.state })
    .from(protectedPayments)
    .where(
      and(
        eq(protectedPayments.partner, partner.name),
        isNotNull(protectedPayments.partnerTransactionId),
        notInArray(protectedPayments.state, [
          'released',
          'cancelled',
          'refunded',
          'cancelled_with_fee',
        ]),
      ),
    )
    .orderBy(asc(protectedPayments.checkedAt))
    .limit(limit);
  let moved = 0;
  for (const payment of open) {
    try {
      const after = await syncPayment(db, partner, payment.id);
      if (after && after.state !== payment.state) moved += 1;
    } catch {
      // The partner did not answer: the next round tries again.
    }
  }
  await finishCancellationFees(db, partner);
  return moved + (await reconcilePriceChanges(db, partner, limit));
}

/**
 * Back from the partner's payment page: the payment its reference names, read back at once (the
 * customer should see it paid), and the request to send the customer to; null when unknown.
 */
export async function returnFromPartner(
  db: Db,
  partner: EscrowPartner | null,
  reference: string,
): Promise<string | null> {
  if (!isUuid(reference)) return null;
  const [payment] = await db
    .select({ id: protectedPayments.id, requestId: protectedPayments.quoteRequestId })
    .from(protectedPayments)
    .where(eq(protectedPayments.id, reference));
  if (!payment) {
    // The extra of an agreed price change, paid on its own.
    const [change] = await db
      .select({ id: priceChanges.id, requestId: priceChanges.quoteRequestId })
      .from(priceChanges)
      .where(eq(priceChanges.id, reference));
    if (change && partner) await syncChange(db, partner, change.id).catch(() => undefined);
    return change?.requestId ?? null;
  }
  if (partner) await syncPayment(db, partner, payment.id).catch(() => undefined);
  return payment.requestId;
}
