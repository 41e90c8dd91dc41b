import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  decideBy,
  DISPUTE_LABELS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASONS,
  disputeAfter,
} from '../../../domain/disputes';
import type { Dispute, JobDispute } from '../../../domain/schemas/disputes';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../../db/executor';
import { disputeOffers, disputes, type DisputeOfferRow, type DisputeRow } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import { disputesOf, jobFor, openable } from './job';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A dispute as read by `reader`: a warning to the provider is for the provider and admins. */
export function disputeView(
  row: DisputeRow,
  offers: readonly DisputeOfferRow[],
  reader: 'customer' | 'provider' | 'admin',
): Dispute {
  const reasons: Record<string, string> = DISPUTE_REASONS[row.openedBy];
  return {
    id: row.id,
    state: row.state,
    label: DISPUTE_LABELS[row.state],
    openedBy: row.openedBy,
    money: row.money,
    reason: row.reason,
    reasonLabel: reasons[row.reason] ?? row.reason,
    description: row.description,
    paidCents: row.paidCents,
    settleBy: row.settleBy.toISOString(),
    decideBy: row.reviewFrom ? decideBy(row.reviewFrom).toISOString() : null,
    outcome: row.outcome,
    outcomeLabel: row.outcome ? DISPUTE_OUTCOME_LABELS[row.outcome] : null,
    refundCents: row.refundCents,
    settlement: row.settlement,
    decisionReason: row.decisionReason,
    warning: reader === 'customer' ? null : row.providerWarned,
    offers: offers.map((offer) => ({
      id: offer.id,
      by: offer.by,
      refundCents: offer.refundCents,
      note: offer.note,
      state: offer.state,
      createdAt: offer.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
    closedAt: iso(row.closedAt),
  };
}

export async function offersOf(db: Executor, disputeIds: string[]) {
  if (disputeIds.length === 0) return [];
  return db
    .select()
    .from(disputeOffers)
    .where(inArray(disputeOffers.disputeId, disputeIds))
    .orderBy(asc(disputeOffers.createdAt));
}

/** Closes a dispute's open offer (settled otherwise, escalated, decided or withdrawn). */
export async function closeOpenOffer(tx: Tx, disputeId: string, state: 'closed' | 'replaced') {
  await tx
    .update(disputeOffers)
    .set({ state, answeredAt: sql`now()` })
    .where(and(eq(disputeOffers.disputeId, disputeId), eq(disputeOffers.state, 'open')));
}

/**
 * Stage 1 is over for disputes still talking 48 hours on (at `now`): they go to Khaya to
 * decide, their open offers closed, both sides told. From the sweep, and before a dispute is read.
 */
export async function lapseSettleTime(db: Db, now: Date, disputeId?: string): Promise<number> {
  const due = await db
    .select({ id: disputes.id })
    .from(disputes)
    .where(
      and(
        eq(disputes.state, 'negotiating'),
        lte(disputes.settleBy, now),
        disputeId ? eq(disputes.id, disputeId) : undefined,
      ),
    )
    .limit(100);
  let lapsed = 0;
  for (const { id } of due) {
    lapsed += await transaction(db, async (tx) => {
      const [row] = await tx.select().from(disputes).where(eq(disputes.id, id)).for('update');
      if (!row || disputeAfter('settle_time_lapsed', row.state) === null || row.settleBy > now) {
        return 0;
      }
      await tx
        .update(disputes)
        .set({ state: 'under_review', reviewFrom: row.settleBy })
        .where(eq(disputes.id, id));
      await closeOpenOffer(tx, id, 'closed');
      await disputeEvent(tx, row, 'settle_time_lapsed', 'clock');
      return 1;
    });
  }
  return lapsed;
}

export async function disputeEvent(
  tx: Tx,
  row: DisputeRow,
  step: 'opened' | Parameters<typeof disputeAfter>[0],
  by: 'customer' | 'provider' | 'admin' | 'clock',
) {
  await recordEvent(tx, {
    type: 'dispute_changed',
    subjects: {
      disputeId: row.id,
      quoteRequestId: row.quoteRequestId,
      providerId: row.providerId,
      customerId: row.customerId,
    },
    payload: { step, by },
  });
}

/** `GET /api/quote-requests/:id/dispute`: the job's dispute, or whether one can be opened. */
export async function jobDispute(
  db: Db,
  caller: Caller,
  requestId: string,
  now = new Date(),
): Promise<JobDispute> {
  const job = await jobFor(db, caller, requestId);
  let rows = await disputesOf(db, job.quoteId);
  const open = rows.find((row) => row.state === 'negotiating');
  if (open && open.settleBy <= now && (await lapseSettleTime(db, now, open.id)) > 0) {
    rows = await disputesOf(db, job.quoteId);
  }
  const offers = await offersOf(
    db,
    rows.map((row) => row.id),
  );
  const views = rows.map((row) =>
    disputeView(
      row,
      offers.filter((offer) => offer.disputeId === row.id),
      job.as,
    ),
  );
  const can = openable(job, rows, now);
  const reasons: Record<string, string> = DISPUTE_REASONS[job.as];
  return {
    as: job.as,
    // One dispute per job: the open one, or the one that ended.
    dispute: views[0] ?? null,
    canOpen: can.ok,
    why: can.ok ? null : can.why,
    reasons: Object.entries(reasons).map(([key, label]) => ({ key, label })),
    money: can.money,
    openUntil: iso(can.openUntil),
  };
}

/** The caller's disputes, as customer or provider, with their offers, for the account export. */
export async function disputeRecords(db: Db, userId: string, providerId: string | null) {
  const rows = await db
    .select()
    .from(disputes)
    .where(
      providerId
        ? or(eq(disputes.customerId, userId), eq(disputes.providerId, providerId))
        : eq(disputes.customerId, userId),
    )
    .orderBy(asc(disputes.createdAt));
  const offers = await offersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    quoteRequestId: row.quoteRequestId,
    ...disputeView(
      row,
      offers.filter((offer) => offer.disputeId === row.id),
      row.customerId === userId ? 'customer' : 'provider',
    ),
  }));
}
