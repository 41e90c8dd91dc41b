import { and, eq, sql } from 'drizzle-orm';
import { textForOthers } from '../../../domain/contact-redaction';
import {
  DISPUTE_LABELS,
  DISPUTE_REASONS,
  disputeAfter,
  refundProblem,
  settleBy,
  type DisputeEvent,
} from '../../../domain/disputes';
import type { Dispute, DisputeOfferBody, OpenDisputeBody } from '../../../domain/schemas/disputes';
import { disputeOfferSchema, openDisputeSchema } from '../../../domain/schemas/disputes';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { disputeOffers, disputes, quotes, type DisputeRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { holdForDispute, type EscrowPartner } from '../escrow';
import { disputesOf, jobFor, NO_DISPUTE, openable, type DisputedJob } from './job';
import { moveDisputeMoney } from './money';
import { closeOpenOffer, disputeEvent, disputeView, lapseSettleTime, offersOf } from './views';

/**
 * Disputes about a job (issue 49; domain/disputes.ts), the two sides' part: opening one, offers
 * of a partial refund and their acceptance (stage 1), asking Khaya to decide (stage 2) and
 * withdrawing. Every change is a transition of the domain's machine on the locked row; money
 * held by the escrow partner is held when it opens and moves once it ends (./money.ts).
 */

const wrong = (row: DisputeRow, doing: string) =>
  new ConflictError(
    `This dispute is ${DISPUTE_LABELS[row.state].toLowerCase()}: it cannot be ${doing} now.`,
  );

async function viewOf(db: Db, id: string, reader: 'customer' | 'provider'): Promise<Dispute> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id));
  if (!row) throw new NotFoundError(NO_DISPUTE);
  return disputeView(row, await offersOf(db, [id]), reader);
}

/** `POST /api/quote-requests/:id/dispute`: either side raises a problem with done work (201). */
export async function openDispute(
  db: Db,
  partner: EscrowPartner | null,
  caller: Caller,
  requestId: string,
  body: OpenDisputeBody,
  now = new Date(),
): Promise<Dispute> {
  const job = await jobFor(db, caller, requestId);
  const { reason, description } = openDisputeSchema.parse(body);
  const reasons: Record<string, string> = DISPUTE_REASONS[job.as];
  if (!reasons[reason]) {
    throw new BadRequestError('Choose one of the reasons listed', {
      reason: 'Choose one of the reasons listed',
    });
  }
  const can = openable(job, await disputesOf(db, job.quoteId), now);
  if (!can.ok) throw new ConflictError(can.why);
  if (can.money === 'held') {
    if (!partner || !job.payment)
      throw new ConflictError('Payments through Khaya are not available now.');
    await holdForDispute(db, partner, job.payment.id);
  }
  const id = await transaction(db, async (tx) => {
    // One dispute per job: the quote's row is the lock; the unique index the backstop.
    await tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.id, job.quoteId)).for('update');
    const again = openable(job, await disputesOf(tx, job.quoteId), now);
    if (!again.ok) throw new ConflictError(again.why);
    const [row] = await tx
      .insert(disputes)
      .values({
        quoteId: job.quoteId,
        quoteRequestId: job.requestId,
        providerId: job.providerId,
        customerId: job.customerId,
        paymentId: can.money === 'direct' ? null : (job.payment?.id ?? null),
        openedBy: job.as,
        money: can.money,
        reason,
        description: textForOthers(description),
        paidCents: can.paidCents,
        settleBy: settleBy(now),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await disputeEvent(tx, row, 'opened', job.as);
    return row.id;
  });
  return viewOf(db, id, job.as);
}

/** The caller's side's dispute, locked, after its stage 1 lapses if due; 404 for anyone else. */
async function step(
  db: Db,
  caller: Caller,
  disputeId: string,
  now: Date,
  run: (tx: Tx, row: DisputeRow, job: DisputedJob) => Promise<void>,
): Promise<{ id: string; as: 'customer' | 'provider' }> {
  if (!isUuid(disputeId)) throw new NotFoundError(NO_DISPUTE);
  const [found] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!found) throw new NotFoundError(NO_DISPUTE);
  const job = await jobFor(db, caller, found.quoteRequestId).catch(() => null);
  if (!job || job.quoteId !== found.quoteId) throw new NotFoundError(NO_DISPUTE);
  await lapseSettleTime(db, now, disputeId);
  await transaction(db, async (tx) => {
    const [row] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
    if (!row) throw new NotFoundError(NO_DISPUTE);
    await run(tx, row, job);
  });
  return { id: disputeId, as: job.as };
}

function allowed(row: DisputeRow, event: DisputeEvent, doing: string) {
  const to = disputeAfter(event, row.state);
  if (!to) throw wrong(row, doing);
  return to;
}

/** `POST /api/disputes/:id/offers`: a partial refund in rand to settle; it replaces the last. */
export async function offerRefund(
  db: Db,
  caller: Caller,
  disputeId: string,
  body: DisputeOfferBody,
  now = new Date(),
): Promise<Dispute> {
  const { refund, note } = disputeOfferSchema.parse(body);
  const done = await step(db, caller, disputeId, now, async (tx, row, job) => {
    allowed(row, 'offer_made', 'offered on');
    const problem = refundProblem(refund, Math.floor(row.paidCents / 100));
    if (problem) throw new BadRequestError(problem, { refund: problem });
    await closeOpenOffer(tx, row.id, 'replaced');
    await tx.insert(disputeOffers).values({
      disputeId: row.id,
      by: job.as,
      refundCents: refund * 100,
      note: note ? textForOthers(note) : null,
    });
    await disputeEvent(tx, row, 'offer_made', job.as);
  });
  return viewOf(db, done.id, done.as);
}

/**
 * `POST /api/disputes/:id/offers/:offerId/accept`: the other side's open offer accepted: the
 * dispute is settled and the money moves as offered.
 */
export async function acceptOffer(
  db: Db,
  partner: EscrowPartner | null,
  caller: Caller,
  disputeId: string,
  offerId: string,
  now = new Date(),
): Promise<Dispute> {
  if (!isUuid(offerId)) throw new NotFoundError('No such offer on this dispute.');
  const done = await step(db, caller, disputeId, now, async (tx, row, job) => {
    const [offer] = await tx
      .select()
      .from(disputeOffers)
      .where(and(eq(disputeOffers.id, offerId), eq(disputeOffers.disputeId, row.id)))
      .for('update');
    if (!offer) throw new NotFoundError('No such offer on this dispute.');
    if (offer.by === job.as)
      throw new ConflictError('Your own offer is for the other side to accept.');
    if (offer.state !== 'open') throw new ConflictError('This offer was replaced or has closed.');
    const to = allowed(row, 'offer_accepted', 'settled');
    await tx
      .update(disputeOffers)
      .set({ state: 'accepted', answeredAt: sql`now()` })
      .where(eq(disputeOffers.id, offer.id));
    await tx
      .update(disputes)
      .set({
        state: to,
        outcome: 'partial_refund',
        refundCents: offer.refundCents,
        settlement: row.money === 'held' ? 'escrow' : 'direct',
        closedAt: now,
      })
      .where(eq(disputes.id, row.id));
    await disputeEvent(tx, row, 'offer_accepted', job.as);
  });
  await moveDisputeMoney(db, partner, done.id);
  return viewOf(db, done.id, done.as);
}

/** `POST /api/disputes/:id/escalate`: either side asks Khaya to decide (stage 2). */
export async function escalateDispute(
  db: Db,
  caller: Caller,
  disputeId: string,
  now = new Date(),
): Promise<Dispute> {
  const done = await step(db, caller, disputeId, now, async (tx, row, job) => {
    const to = allowed(row, 'escalated', 'sent to Khaya');
    await tx.update(disputes).set({ state: to, reviewFrom: now }).where(eq(disputes.id, row.id));
    await closeOpenOffer(tx, row.id, 'closed');
    await disputeEvent(tx, row, 'escalated', job.as);
  });
  return viewOf(db, done.id, done.as);
}

/** `POST /api/disputes/:id/withdraw`: the side that opened it lets it go; held money is paid out. */
export async function withdrawDispute(
  db: Db,
  partner: EscrowPartner | null,
  caller: Caller,
  disputeId: string,
  now = new Date(),
): Promise<Dispute> {
  const done = await step(db, caller, disputeId, now, async (tx, row, job) => {
    if (row.openedBy !== job.as) {
      throw new ConflictError('Only the side that opened the dispute can withdraw it.');
    }
    const to = allowed(row, 'withdrawn', 'withdrawn');
    await tx
      .update(disputes)
      .set({
        state: to,
        refundCents: 0,
        settlement: row.money === 'held' ? 'escrow' : 'none',
        closedAt: now,
      })
      .where(eq(disputes.id, row.id));
    await closeOpenOffer(tx, row.id, 'closed');
    await disputeEvent(tx, row, 'withdrawn', job.as);
  });
  await moveDisputeMoney(db, partner, done.id);
  return viewOf(db, done.id, done.as);
}
