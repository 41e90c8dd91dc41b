import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  decideBy,
  decidedRefund,
  DISPUTE_LABELS,
  disputeAfter,
  outcomesFor,
  type DisputeOutcome,
} from '../../../domain/disputes';
import { GUARANTEE_RULE } from '../../../domain/guarantee';
import { formatCents } from '../../../domain/money';
import type {
  Dispute,
  DisputeCase,
  DisputeDecisionBody,
  DisputeQueueItem,
} from '../../../domain/schemas/disputes';
import { disputeDecisionSchema } from '../../../domain/schemas/disputes';
import type { Db } from '../../db/client';
import {
  bookings,
  disputes,
  messages,
  messageThreads,
  protectedPayments,
  providers,
  quoteRequests,
  quoteRevisions,
  quotes,
  users,
  type DisputeRow,
} from '../../db/schema';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { post } from '../credit';
import type { EscrowPartner } from '../escrow';
import { audit, type Admin } from '../verification';
import { moveDisputeMoney } from './money';
import { closeOpenOffer, disputeEvent, disputeView, lapseSettleTime, offersOf } from './views';

/**
 * The admin desk's disputes (issue 49): the queue, oldest first, with each one's stage, the
 * money held and its deadline; what an admin reads to decide (the job, its quote and revisions,
 * the booking, the thread); and the decision, which moves the money as decided.
 */

const NOT_FOUND = 'Dispute not found';

function queueQuery(db: Db) {
  return db
    .select({
      dispute: disputes,
      serviceType: quoteRequests.serviceType,
      customerName: users.name,
      providerName: providers.name,
    })
    .from(disputes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, disputes.quoteRequestId))
    .innerJoin(users, eq(users.id, disputes.customerId))
    .innerJoin(providers, eq(providers.id, disputes.providerId));
}
type QueueRow = Awaited<ReturnType<typeof queueQuery>>[number];

function itemOf(row: QueueRow, now: Date): DisputeQueueItem {
  const d = row.dispute;
  const deadline = d.reviewFrom ? decideBy(d.reviewFrom) : d.settleBy;
  return {
    id: d.id,
    quoteRequestId: d.quoteRequestId,
    serviceType: row.serviceType,
    customerName: row.customerName,
    providerId: d.providerId,
    providerName: row.providerName,
    openedBy: d.openedBy,
    state: d.state,
    label: DISPUTE_LABELS[d.state],
    money: d.money,
    heldCents: d.money === 'held' && !d.closedAt ? d.paidCents : 0,
    deadline: deadline.toISOString(),
    overdue: !d.closedAt && deadline <= now,
    createdAt: d.createdAt.toISOString(),
  };
}

/** `GET /api/admin/disputes`: the open disputes, oldest first, and the last ones ended. */
export async function disputeQueue(db: Db, now = new Date()) {
  await lapseSettleTime(db, now);
  const open = await queueQuery(db)
    .where(inArray(disputes.state, ['negotiating', 'under_review']))
    .orderBy(asc(disputes.createdAt))
    .limit(200);
  const ended = await queueQuery(db)
    .where(inArray(disputes.state, ['settled', 'decided', 'withdrawn']))
    .orderBy(desc(disputes.closedAt))
    .limit(20);
  return {
    open: open.map((row) => itemOf(row, now)),
    ended: ended.map((row) => itemOf(row, now)),
  };
}

/** `GET /api/admin/disputes/:id`: everything an admin reads to decide. */
export async function disputeCase(db: Db, id: string, now = new Date()): Promise<DisputeCase> {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  await lapseSettleTime(db, now, id);
  const [row] = await queueQuery(db).where(eq(disputes.id, id));
  if (!row) throw new NotFoundError(NOT_FOUND);
  const d = row.dispute;
  const [[job], [booking], [payment], revisions, thread] = await Promise.all([
    db
      .select({
        title: quoteRequests.serviceType,
        description: quoteRequests.description,
        suburb: quoteRequests.area,
        amount: quotes.amount,
        calloutFee: quotes.calloutFee,
        message: quotes.message,
      })
      .from(quotes)
      .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
      .where(eq(quotes.id, d.quoteId)),
    db
      .select({
        visitDate: bookings.visitDate,
        startMinute: bookings.startMinute,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.quoteId, d.quoteId)),
    db
      .select({ state: protectedPayments.state, amountCents: protectedPayments.amountCents })
      .from(protectedPayments)
      .where(eq(protectedPayments.quoteId, d.quoteId)),
    db
      .select({ revision: quoteRevisions.revision })
      .from(quoteRevisions)
      .where(eq(quoteRevisions.quoteId, d.quoteId)),
    db
      .select({ from: messages.senderRole, body: messages.text, createdAt: messages.createdAt })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(
        and(
          eq(messageThreads.quoteRequestId, d.quoteRequestId),
          eq(messageThreads.providerId, d.providerId),
          isNull(messages.hiddenAt),
          isNull(messages.erasedAt),
        ),
      )
      .orderBy(asc(messages.seq))
      .limit(200),
  ]);
  return {
    item: itemOf(row, now),
    dispute: disputeView(d, await offersOf(db, [d.id]), 'admin'),
    outcomes: [...outcomesFor(d.money)],
    guaranteeMaxCents: GUARANTEE_RULE.maxRand * 100,
    request: {
      title: job?.title ?? '',
      description: job?.description ?? '',
      suburb: job?.suburb ?? '',
    },
    quote: {
      amountCents: (job?.amount ?? 0) * 100,
      calloutFeeCents: (job?.calloutFee ?? 0) * 100,
      description: job?.message ?? '',
      revisions: Math.max(0, revisions.length - 1),
    },
    booking: booking ?? null,
    messages: thread.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    payment: payment ?? null,
  };
}

const settlementOf = (row: DisputeRow, outcome: DisputeOutcome, cents: number) =>
  row.money === 'held'
    ? ('escrow' as const)
    : outcome === 'guarantee_payout'
      ? ('guarantee' as const)
      : cents > 0
        ? ('direct' as const)
        : ('none' as const);

/** `POST /api/admin/disputes/:id/decision`: an admin decides, with a reason both sides read. */
export async function decideDispute(
  db: Db,
  partner: EscrowPartner | null,
  admin: Admin,
  id: string,
  body: DisputeDecisionBody,
  now = new Date(),
): Promise<Dispute> {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
  const { outcome, refund, reason, warning } = disputeDecisionSchema.parse(body);
  await lapseSettleTime(db, now, id);
  await transaction(db, async (tx) => {
    const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
    if (!row) throw new NotFoundError(NOT_FOUND);
    const to = disputeAfter('decided', row.state);
    if (!to) {
      throw new ConflictError(
        `This dispute is ${DISPUTE_LABELS[row.state].toLowerCase()}: only one with Khaya to decide can be decided.`,
      );
    }
    if (!outcomesFor(row.money).includes(outcome)) {
      throw new BadRequestError('This outcome does not fit where the money is', {
        outcome: 'This outcome does not fit where the money is',
      });
    }
    const amount = decidedRefund(outcome, refund ?? null, row.paidCents, GUARANTEE_RULE.maxRand);
    if ('problem' in amount) throw new BadRequestError(amount.problem, { refund: amount.problem });
    await tx
      .update(disputes)
      .set({
        state: to,
        outcome,
        refundCents: amount.cents,
        settlement: settlementOf(row, outcome, amount.cents),
        decisionReason: reason,
        decidedBy: admin.id,
        providerWarned: warning,
        closedAt: now,
      })
      .where(eq(disputes.id, row.id));
    await closeOpenOffer(tx, row.id, 'closed');
    if (outcome === 'guarantee_payout') {
      await post(tx, {
        kind: 'guarantee_payout',
        providerId: row.providerId,
        quoteId: row.quoteId,
        cents: amount.cents,
        reason: `Khaya Guarantee: ${formatCents(amount.cents)} to the customer`,
        actorId: admin.id,
      });
    }
    await audit(tx, {
      actorId: admin.id,
      actorLabel: admin.label,
      action: 'dispute.decided',
      subjectType: 'dispute',
      subjectId: row.id,
      detail: { outcome, refundCents: amount.cents, reason, warning },
    });
    await disputeEvent(tx, row, 'decided', 'admin');
  });
  await moveDisputeMoney(db, partner, id);
  const [after] = await db.select().from(disputes).where(eq(disputes.id, id));
  if (!after) throw new NotFoundError(NOT_FOUND);
  return disputeView(after, await offersOf(db, [id]), 'admin');
}
