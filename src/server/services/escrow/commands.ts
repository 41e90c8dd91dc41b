import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  INSPECTION_HOURS,
  PROTECTED_PAYMENT_LABELS,
  protectedPaymentAfter,
} from '../../../domain/protected-payment';
import { PROTECTED_ONLY_MESSAGE } from '../../../domain/payout-accounts';
import type { ProtectedPayment } from '../../../domain/schemas/protected-payments';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { protectedPayments, providers, type ProtectedPaymentRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { getOwnUser } from '../users';
import type { EscrowPartner } from './partner';
import { transactionParties } from './transaction-parties';
import {
  acceptChangesWithWork,
  deliverChangesWithWork,
  payChangesDirectly,
} from './price-change-funding';
import { applyEvents, lockPayment, syncPayment } from './sync';

const NOT_FOUND = 'No payment through Khaya for this request.';

/** The request's protected payment and which side the caller is on; 404 for anyone else. */
async function paymentFor(db: Db, caller: Caller, requestId: string) {
  if (!isUuid(requestId)) throw new NotFoundError(NOT_FOUND);
  const user = await getOwnUser(db, caller);
  const [found] = await db
    .select({ payment: protectedPayments, providerUserId: providers.userId })
    .from(protectedPayments)
    .innerJoin(providers, eq(providers.id, protectedPayments.providerId))
    .where(eq(protectedPayments.quoteRequestId, requestId));
  if (!found) throw new NotFoundError(NOT_FOUND);
  const as =
    found.payment.customerId === user.id
      ? ('customer' as const)
      : found.providerUserId === user.id
        ? ('provider' as const)
        : null;
  if (!as) throw new NotFoundError(NOT_FOUND);
  return { payment: found.payment, as };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A payment as one side sees it: the provider also sees Khaya's fee and what it is paid out. */
export function paymentView(
  row: ProtectedPaymentRow,
  as: 'customer' | 'provider',
): ProtectedPayment {
  return {
    state: row.state,
    label: PROTECTED_PAYMENT_LABELS[row.state],
    as,
    amountCents: row.amountCents,
    feeCents: as === 'provider' ? row.feeCents : null,
    payoutCents:
      as !== 'provider'
        ? null
        : (row.state === 'cancelled_with_fee' ? (row.cancellationFeeCents ?? 0) : row.amountCents) -
          row.feeCents,
    cancellationFeeCents: row.state === 'cancelled_with_fee' ? row.cancellationFeeCents : null,
    depositCents: row.depositCents,
    depositReleasedAt: iso(row.depositReleasedAt),
    fundedAt: iso(row.fundedAt),
    deliveredAt: iso(row.deliveredAt),
    acceptBy: row.deliveredAt
      ? new Date(row.deliveredAt.getTime() + INSPECTION_HOURS * 3_600_000).toISOString()
      : null,
    releasedAt: iso(row.releasedAt),
    cancelledAt: iso(row.cancelledAt),
    disputed: row.state === 'delivered' && row.partnerState === 'DISPUTED',
  };
}

export async function getProtectedPayment(
  db: Db,
  caller: Caller,
  requestId: string,
): Promise<ProtectedPayment> {
  const { payment, as } = await paymentFor(db, caller, requestId);
  return paymentView(payment, as);
}

function wrongState(state: ProtectedPaymentRow['state'], doing: string): ConflictError {
  return new ConflictError(
    `This payment is ${PROTECTED_PAYMENT_LABELS[state].toLowerCase()}: it cannot be ${doing} now.`,
  );
}

/**
 * Makes the partner's transaction for a payment, once: made outside any database transaction,
 * then kept only if no other request kept one first (the loser is cancelled at the partner).
 */
async function ensureTransaction(
  db: Db,
  partner: EscrowPartner,
  payoutKey: Buffer,
  row: ProtectedPaymentRow,
): Promise<ProtectedPaymentRow> {
  if (row.partnerTransactionId) return row;
  const parties = await transactionParties(db, payoutKey, row.id);
  if (!parties) throw new NotFoundError(NOT_FOUND);
  const created = await partner.createTransaction({
    ...parties,
    reference: row.id,
    amountCents: row.amountCents,
    depositCents: row.depositCents,
    feeCents: row.feeCents,
  });
  const [kept] = await db
    .update(protectedPayments)
    .set({
      partnerTransactionId: created.id,
      partnerAllocationId: created.allocationId,
      partnerDepositAllocationId: created.depositAllocationId,
    })
    .where(and(eq(protectedPayments.id, row.id), isNull(protectedPayments.partnerTransactionId)))
    .returning();
  if (kept) return kept;
  await partner.cancel(created.id, 'A duplicate: another transaction was kept for this job.');
  const [again] = await db.select().from(protectedPayments).where(eq(protectedPayments.id, row.id));
  if (!again) throw new NotFoundError(NOT_FOUND);
  return again;
}

/** The customer goes to pay: the partner's page for this job (its transaction made once). */
export async function checkout(
  db: Db,
  partner: EscrowPartner,
  payoutKey: Buffer,
  caller: Caller,
  requestId: string,
): Promise<{ url: string }> {
  const { payment, as } = await paymentFor(db, caller, requestId);
  if (as !== 'customer') throw new NotFoundError(NOT_FOUND);
  const synced = (await syncPayment(db, partner, payment.id)) ?? payment;
  if (synced.state !== 'awaiting_payment') throw wrongState(synced.state, 'paid');
  const row = await ensureTransaction(db, partner, payoutKey, synced);
  return { url: await partner.checkoutLink(row.partnerTransactionId ?? '') };
}

/**
 * One side's step on the allocation at the partner, when the payment's own state allows it
 * (read back first): the partner is asked, then read back again (a crash in between is what the
 * reconciliation repairs).
 */
function allocationStep(step: {
  side: 'customer' | 'provider';
  event: 'work_delivered' | 'work_accepted';
  doing: string;
  ask: (partner: EscrowPartner, allocationId: string) => Promise<void>;
  /** The same step for the job's agreed price changes paid into escrow. */
  alsoChanges: (db: Db, partner: EscrowPartner, quoteId: string) => Promise<void>;
}) {
  return async (
    db: Db,
    partner: EscrowPartner,
    caller: Caller,
    requestId: string,
  ): Promise<ProtectedPayment> => {
    const { payment, as } = await paymentFor(db, caller, requestId);
    if (as !== step.side) throw new NotFoundError(NOT_FOUND);
    const row = (await syncPayment(db, partner, payment.id)) ?? payment;
    if (!protectedPaymentAfter(step.event, row.state) || !row.partnerAllocationId) {
      throw wrongState(row.state, step.doing);
    }
    if (row.partnerState === 'DISPUTED') {
      throw new ConflictError(
        'A dispute about this work is open: the money stays held until it is settled or Khaya decides.',
      );
    }
    await step.ask(partner, row.partnerAllocationId);
    await step.alsoChanges(db, partner, row.quoteId);
    const acceptedBy = step.event === 'work_accepted' ? 'customer' : 'partner';
    return paymentView((await syncPayment(db, partner, row.id, acceptedBy)) ?? row, as);
  };
}

/** The provider says the work is done: the partner starts the customer's inspection period. */
export const markDelivered = allocationStep({
  side: 'provider',
  event: 'work_delivered',
  doing: 'marked done',
  ask: (partner, allocationId) => partner.completeDelivery(allocationId),
  alsoChanges: deliverChangesWithWork,
});

/** The customer accepts the work: the partner pays the provider out. */
export const acceptWork = allocationStep({
  side: 'customer',
  event: 'work_accepted',
  doing: 'accepted',
  ask: (partner, allocationId) => partner.acceptDelivery(allocationId),
  alsoChanges: acceptChangesWithWork,
});

/**
 * The customer pays the provider directly after all, before paying through Khaya: the partner's
 * transaction (if any) is cancelled, and the hire's fee comes from the provider's credit.
 */
export async function payDirectly(
  db: Db,
  partner: EscrowPartner,
  caller: Caller,
  requestId: string,
): Promise<ProtectedPayment> {
  const { payment, as } = await paymentFor(db, caller, requestId);
  if (as !== 'customer') throw new NotFoundError(NOT_FOUND);
  const [provider] = await db
    .select({ protectedOnly: providers.protectedOnly })
    .from(providers)
    .where(eq(providers.id, payment.providerId));
  if (provider?.protectedOnly) throw new ConflictError(PROTECTED_ONLY_MESSAGE);
  const row = (await syncPayment(db, partner, payment.id)) ?? payment;
  if (!protectedPaymentAfter('paid_directly', row.state)) throw wrongState(row.state, 'changed');
  if (row.partnerTransactionId) {
    await partner.cancel(row.partnerTransactionId, 'The customer pays the provider directly.');
  }
  await payChangesDirectly(db, partner, row.quoteId);
  return transaction(db, async (tx) => {
    const locked = await lockPayment(tx, row.id);
    // The partner's own cancellation, read back meanwhile, may have got there first.
    if (locked?.state === 'cancelled') return paymentView(locked, as);
    if (!locked || !protectedPaymentAfter('paid_directly', locked.state)) {
      throw wrongState(locked?.state ?? row.state, 'changed');
    }
    await applyEvents(tx, locked, ['paid_directly'], 'cancelled', 'CANCELED');
    return paymentView((await lockPayment(tx, row.id)) ?? locked, as);
  });
}

/** The caller's payments through Khaya, as customer or provider, for the account export. */
export async function paymentRecords(db: Db, userId: string, providerId: string | null) {
  const rows = await db
    .select()
    .from(protectedPayments)
    .where(
      providerId
        ? or(eq(protectedPayments.customerId, userId), eq(protectedPayments.providerId, providerId))
        : eq(protectedPayments.customerId, userId),
    )
    .orderBy(asc(protectedPayments.createdAt));
  return rows.map((row) => ({
    quoteRequestId: row.quoteRequestId,
    ...paymentView(row, row.customerId === userId ? 'customer' : 'provider'),
    partner: row.partner,
    partnerTransactionId: row.partnerTransactionId,
    createdAt: row.createdAt,
  }));
}
