import { and, eq } from 'drizzle-orm';
import { formatRand } from '../../../domain/money';
import { TOP_UP_MAX_RAND, TOP_UP_MIN_RAND } from '../../../domain/ledger';
import { canTopUpChange, topUpStatusAfter, type TopUpStatus } from '../../../domain/top-up-status';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { gatewayNotifications, topUps, type TopUpRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import type { OrderedFields } from '../../lib/payments/payfast';
import { requireOwnProvider } from '../providers';
import type { PaymentGateway } from './gateway';
import { lockCredit, post } from './ledger';

export interface TopUpView {
  id: string;
  amountCents: number;
  status: TopUpStatus;
  createdAt: string;
}

const view = (row: TopUpRow): TopUpView => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** Where the gateway sends the provider back and its notifications (the site's own addresses). */
export interface TopUpAddresses {
  siteUrl: string;
  /** The API's origin for the notification (the same site unless set otherwise). */
  notifyUrl: string;
}

/**
 * A provider starts a top-up: a pending row, and the signed form its browser posts to the
 * gateway's payment page.
 */
export async function startTopUp(
  db: Db,
  caller: Caller,
  gateway: PaymentGateway,
  amountRand: number,
  addresses: TopUpAddresses,
) {
  if (
    !Number.isSafeInteger(amountRand) ||
    amountRand < TOP_UP_MIN_RAND ||
    amountRand > TOP_UP_MAX_RAND
  ) {
    throw new BadRequestError('Check the amount', {
      amount: `Top up between ${formatRand(TOP_UP_MIN_RAND)} and ${formatRand(TOP_UP_MAX_RAND)}, in whole rand.`,
    });
  }
  const provider = await requireOwnProvider(db, caller);
  const [row] = await db
    .insert(topUps)
    .values({ providerId: provider.id, amountCents: amountRand * 100, gateway: gateway.name })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const back = `${addresses.siteUrl}/provider/business?topUp=${row.id}`;
  const form = gateway.paymentForm({
    paymentId: row.id,
    amountCents: row.amountCents,
    itemName: `Khaya credit ${formatRand(amountRand)}`,
    returnUrl: back,
    cancelUrl: `${back}&cancelled=1`,
    notifyUrl: addresses.notifyUrl,
    email: caller.email ?? undefined,
  });
  return {
    topUp: view(row),
    action: form.action,
    fields: form.fields.map(([k, v]): [string, string] => [k, v]),
  };
}

async function ownTopUp(db: Db, caller: Caller, topUpId: string): Promise<TopUpRow> {
  const provider = await requireOwnProvider(db, caller);
  if (!isUuid(topUpId)) throw new NotFoundError('Top-up not found');
  const [row] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.id, topUpId), eq(topUps.providerId, provider.id)))
    .limit(1);
  if (!row) throw new NotFoundError('Top-up not found');
  return row;
}

export async function topUpOf(db: Db, caller: Caller, topUpId: string): Promise<TopUpView> {
  return view(await ownTopUp(db, caller, topUpId));
}

/** The provider came back from the gateway's page by Cancel: the top-up waits no longer. */
export async function cancelTopUp(db: Db, caller: Caller, topUpId: string): Promise<TopUpView> {
  const own = await ownTopUp(db, caller, topUpId);
  if (own.status === 'cancelled') return view(own);
  if (!canTopUpChange('payment_cancelled', own.status)) {
    throw new ConflictError('This top-up is paid: it can no longer be cancelled.');
  }
  const [row] = await db
    .update(topUps)
    .set({ status: topUpStatusAfter('payment_cancelled'), settledAt: new Date() })
    .where(and(eq(topUps.id, own.id), eq(topUps.status, 'pending')))
    .returning();
  return view(row ?? own);
}

export type NotificationOutcome =
  | 'credited'
  | 'replayed'
  | 'unknown_payment'
  | 'source'
  | 'signature'
  | 'incomplete'
  | 'amount'
  | 'unconfirmed'
  | 'malformed';

/**
 * The gateway's notification of a payment (ADR 14): credited only once it passes every check,
 * for the amount the gateway confirms, once (a repeat credits nothing). Each one is kept with
 * its outcome for the admin desk.
 */
export async function receivePaymentNotification(
  db: Db,
  gateway: PaymentGateway,
  posted: OrderedFields,
  sourceIp: string,
): Promise<NotificationOutcome> {
  const paymentId = posted.find(([key]) => key === 'm_payment_id')?.[1] ?? null;
  let outcome: NotificationOutcome;
  const checked = await gateway.checkNotification(posted, sourceIp, async (id) => {
    if (!isUuid(id)) return null;
    const [row] = await db
      .select({ cents: topUps.amountCents })
      .from(topUps)
      .where(eq(topUps.id, id))
      .limit(1);
    return row?.cents ?? null;
  });
  if (!checked.ok) {
    outcome = checked.reason;
  } else {
    const { payment } = checked;
    outcome = await transaction(db, async (tx) => {
      const [row] = await tx
        .select()
        .from(topUps)
        .where(eq(topUps.id, payment.paymentId))
        .for('update');
      if (!row) return 'unknown_payment';
      if (row.status === 'paid') return 'replayed';
      if (!canTopUpChange('payment_confirmed', row.status)) return 'replayed';
      const [taken] = await tx
        .select({ id: topUps.id })
        .from(topUps)
        .where(
          and(
            eq(topUps.gateway, gateway.name),
            eq(topUps.gatewayPaymentId, payment.gatewayPaymentId),
          ),
        )
        .limit(1);
      if (taken) return 'replayed';
      await lockCredit(tx, row.providerId);
      await tx
        .update(topUps)
        .set({
          status: topUpStatusAfter('payment_confirmed'),
          gatewayPaymentId: payment.gatewayPaymentId,
          settledAt: new Date(),
        })
        .where(eq(topUps.id, row.id));
      await post(tx, {
        kind: 'top_up',
        providerId: row.providerId,
        cents: payment.amountCents,
        topUpId: row.id,
        reason: `Top-up of ${formatRand(payment.amountCents / 100)} by card or EFT`,
      });
      return 'credited' as const;
    });
  }
  await db.insert(gatewayNotifications).values({
    gateway: gateway.name,
    paymentId: paymentId?.slice(0, 100) ?? null,
    outcome,
    fields: Object.fromEntries(
      posted
        .filter(([key]) => key !== 'signature')
        .map(([k, v]) => [k.slice(0, 64), v.slice(0, 500)]),
    ),
  });
  return outcome;
}
