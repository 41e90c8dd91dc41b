import { and, eq, sql } from 'drizzle-orm';
import { textForOthers } from '../../../domain/contact-redaction';
import {
  awaitsFunding,
  PRICE_CHANGE_LABELS,
  priceChangeAfter,
  type PriceChangeEvent,
} from '../../../domain/price-changes';
import { PROTECTED_PAYMENT_LABELS } from '../../../domain/protected-payment';
import type { PriceChange, PriceChangeInput } from '../../../domain/schemas/price-changes';
import { priceChangeInputSchema } from '../../../domain/schemas/price-changes';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { priceChanges, protectedPayments, quotes, type PriceChangeRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import type { EscrowPartner } from './partner';
import {
  changeEvent,
  ensureChangeTransaction,
  lockChange,
  syncChange,
} from './price-change-funding';
import {
  changesOf,
  changeView,
  jobFor,
  NO_CHANGE,
  whyNotPropose,
  type Job,
} from './price-change-views';

/**
 * Price changes after accept (issue 48, CPA section 15): the provider asks for more with a
 * reason, the customer agrees or declines, and on a job paid through Khaya pays the agreed extra
 * into escrow before it counts (./price-change-funding.ts). Every step is a transition of
 * domain/price-changes.ts, made on the locked row.
 */

const wrong = (row: PriceChangeRow, doing: string) =>
  new ConflictError(
    `This price change is ${PRICE_CHANGE_LABELS[row.state].toLowerCase()}: it cannot be ${doing} now.`,
  );

/** The provider asks for more than the price agreed so far (201). */
export async function proposePriceChange(
  db: Db,
  caller: Caller,
  requestId: string,
  input: PriceChangeInput,
): Promise<PriceChange> {
  const job = await jobFor(db, caller, requestId);
  if (job.as !== 'provider') throw new NotFoundError('No such job of yours.');
  const { extraAmount, reason } = priceChangeInputSchema.parse(input);
  const id = await transaction(db, async (tx) => {
    // One change at a time per job: the quote's row is the lock; the unique index the backstop.
    await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, job.quoteId)).for('update');
    const [payment] = job.paymentId
      ? await tx
          .select({ state: protectedPayments.state })
          .from(protectedPayments)
          .where(eq(protectedPayments.id, job.paymentId))
          .for('update')
      : [];
    const now: Job = { ...job, paymentState: payment?.state ?? null };
    const why = whyNotPropose(now, await changesOf(tx, job.quoteId));
    if (why) throw new ConflictError(why);
    const [row] = await tx
      .insert(priceChanges)
      .values({
        quoteId: job.quoteId,
        quoteRequestId: job.requestId,
        providerId: job.providerId,
        customerId: job.customerId,
        paymentId: payment && payment.state !== 'cancelled' ? job.paymentId : null,
        extraCents: extraAmount * 100,
        reason: textForOthers(reason),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await changeEvent(tx, row, ['proposed']);
    return row.id;
  });
  return changeView(db, job, id);
}

/** One of the job's changes; 404 when it is not this job's. */
async function changeOfJob(db: Db, job: Job, changeId: string): Promise<PriceChangeRow> {
  const [found] = await db
    .select()
    .from(priceChanges)
    .where(and(eq(priceChanges.id, changeId), eq(priceChanges.quoteId, job.quoteId)));
  if (!found) throw new NotFoundError(NO_CHANGE);
  return found;
}

/** One of the job's changes, locked, for a side's step; 404 when it is not this job's. */
async function step(
  db: Db,
  caller: Caller,
  requestId: string,
  changeId: string,
  side: 'customer' | 'provider',
  run: (tx: Tx, row: PriceChangeRow, job: Job) => Promise<void>,
): Promise<PriceChange> {
  const job = await jobFor(db, caller, requestId);
  if (job.as !== side || !isUuid(changeId)) throw new NotFoundError(NO_CHANGE);
  await transaction(db, async (tx) => {
    const row = await lockChange(tx, changeId);
    if (!row || row.quoteId !== job.quoteId) throw new NotFoundError(NO_CHANGE);
    await run(tx, row, job);
  });
  return changeView(db, job, changeId);
}

async function move(
  tx: Tx,
  row: PriceChangeRow,
  event: PriceChangeEvent,
  doing: string,
  set: Partial<typeof priceChanges.$inferInsert> = {},
) {
  const to = priceChangeAfter(event, row.state);
  if (!to) throw wrong(row, doing);
  await tx
    .update(priceChanges)
    .set({ ...set, state: to, decidedAt: sql`now()` })
    .where(eq(priceChanges.id, row.id));
  await changeEvent(tx, row, [event]);
}

/**
 * The customer agrees. On a job paid directly it counts at once; on one paid through Khaya the
 * extra is paid into escrow next (it counts once the partner holds it).
 */
export const agreeToPriceChange = (db: Db, caller: Caller, requestId: string, changeId: string) =>
  step(db, caller, requestId, changeId, 'customer', async (tx, row, job) => {
    if (job.status !== 'accepted') throw wrong(row, 'agreed to');
    const [payment] = row.paymentId
      ? await tx
          .select({ state: protectedPayments.state })
          .from(protectedPayments)
          .where(eq(protectedPayments.id, row.paymentId))
          .for('update')
      : [];
    if (payment && (payment.state === 'delivered' || payment.state === 'released')) {
      throw new ConflictError(
        `The payment is ${PROTECTED_PAYMENT_LABELS[payment.state].toLowerCase()}: this change can no longer be agreed to.`,
      );
    }
    // Paid directly after all (the job's payment cancelled): the extra is paid directly too.
    const protectedExtra = payment !== undefined && payment.state !== 'cancelled';
    await move(tx, row, 'customer_agreed', 'agreed to', {
      paymentState: protectedExtra ? 'awaiting_payment' : null,
    });
  });

/** The customer declines: the price stays what they agreed to. */
export const declinePriceChange = (db: Db, caller: Caller, requestId: string, changeId: string) =>
  step(db, caller, requestId, changeId, 'customer', (tx, row) =>
    move(tx, row, 'customer_declined', 'declined'),
  );

/**
 * The provider takes a change back: one not yet answered, or agreed but not yet paid into escrow
 * (its transaction at the partner cancelled first; one paid meanwhile stands).
 */
export async function withdrawPriceChange(
  db: Db,
  partner: EscrowPartner | null,
  caller: Caller,
  requestId: string,
  changeId: string,
): Promise<PriceChange> {
  const job = await jobFor(db, caller, requestId);
  if (job.as !== 'provider' || !isUuid(changeId)) throw new NotFoundError(NO_CHANGE);
  const found = await changeOfJob(db, job, changeId);
  if (found.partnerTransactionId && partner) {
    const read = (await syncChange(db, partner, found.id)) ?? found;
    if (!awaitsFunding(read)) throw wrong(read, 'withdrawn');
    await partner.cancel(found.partnerTransactionId, 'The provider withdrew the price change.');
  }
  return step(db, caller, requestId, changeId, 'provider', async (tx, row) => {
    if (row.state === 'agreed' && !awaitsFunding(row)) throw wrong(row, 'withdrawn');
    await move(tx, row, 'provider_withdrew', 'withdrawn', {
      paymentState: row.paymentState ? 'cancelled' : null,
    });
  });
}

/** The customer goes to pay an agreed extra: the partner's page for it (made once). */
export async function checkoutPriceChange(
  db: Db,
  partner: EscrowPartner,
  payoutKey: Buffer,
  caller: Caller,
  requestId: string,
  changeId: string,
): Promise<{ url: string }> {
  const job = await jobFor(db, caller, requestId);
  if (job.as !== 'customer' || !isUuid(changeId)) throw new NotFoundError(NO_CHANGE);
  const found = await changeOfJob(db, job, changeId);
  const synced = (await syncChange(db, partner, found.id)) ?? found;
  if (!awaitsFunding(synced)) throw wrong(synced, 'paid');
  const row = await ensureChangeTransaction(db, partner, payoutKey, synced);
  if (!row.partnerTransactionId) throw wrong(row, 'paid');
  return { url: await partner.checkoutLink(row.partnerTransactionId) };
}
