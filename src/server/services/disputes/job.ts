import { and, desc, eq, sql } from 'drizzle-orm';
import { DISPUTE_OPEN_DAYS, type DisputeMoney, type DisputeSide } from '../../../domain/disputes';
import { guaranteeClaimBy } from '../../../domain/guarantee';
import type { Caller } from '../../auth/verifier';
import type { Executor } from '../../db/executor';
import {
  disputes,
  protectedPayments,
  providers,
  quoteRequests,
  quotes,
  users,
  type DisputeRow,
  type ProtectedPaymentRow,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';

export const NO_JOB = 'No job of yours on this request.';
export const NO_DISPUTE = 'No such dispute of yours.';

/**
 * The hired job behind a request and the caller's side of it (its customer or the accepted
 * quote's provider); 404 for anyone else and for a request nobody was hired on.
 */
export async function jobFor(db: Executor, caller: Caller, requestId: string) {
  if (!isUuid(requestId)) throw new NotFoundError(NO_JOB);
  const [job] = await db
    .select({
      requestId: quoteRequests.id,
      status: quoteRequests.status,
      completedAt: quoteRequests.completedAt,
      customerId: quoteRequests.customerId,
      quoteId: quotes.id,
      providerId: quotes.providerId,
      providerUserId: providers.userId,
      amount: quotes.amount,
      calloutFee: quotes.calloutFee,
      payment: protectedPayments,
      callerId: sql<
        string | null
      >`(select ${users.id} from ${users} where ${users.firebaseUid} = ${caller.uid})`,
    })
    .from(quoteRequests)
    .innerJoin(
      quotes,
      and(eq(quotes.quoteRequestId, quoteRequests.id), eq(quotes.status, 'accepted')),
    )
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .leftJoin(protectedPayments, eq(protectedPayments.quoteId, quotes.id))
    .where(eq(quoteRequests.id, requestId));
  const as: DisputeSide | null = !job?.callerId
    ? null
    : job.callerId === job.customerId
      ? 'customer'
      : job.callerId === job.providerUserId
        ? 'provider'
        : null;
  if (!job || !as) throw new NotFoundError(NO_JOB);
  return { ...job, as, callerId: job.callerId ?? '' };
}
export type DisputedJob = Awaited<ReturnType<typeof jobFor>>;

/** The job's disputes, newest first. */
export function disputesOf(db: Executor, quoteId: string): Promise<DisputeRow[]> {
  return db
    .select()
    .from(disputes)
    .where(eq(disputes.quoteId, quoteId))
    .orderBy(desc(disputes.createdAt));
}

const DAY_MS = 24 * 3_600_000;

export type Openable =
  | { ok: true; money: DisputeMoney; paidCents: number; openUntil: Date | null }
  | { ok: false; why: string; money: DisputeMoney | null; openUntil: Date | null };

const paidThroughKhaya = (payment: ProtectedPaymentRow | null) =>
  payment !== null && payment.state !== 'cancelled';

/**
 * Whether the caller's side may open a dispute on the job now, and where its money is: held by
 * the partner (delivered work not yet accepted), paid out (a customer's Khaya Guarantee claim,
 * within its 30 days) or paid directly (a completed job, within 30 days). One per job.
 */
export function openable(job: DisputedJob, past: readonly DisputeRow[], now: Date): Openable {
  const payment = paidThroughKhaya(job.payment) ? job.payment : null;
  const quotedCents = (job.amount + job.calloutFee) * 100;
  const no = (why: string, money: DisputeMoney | null = null, openUntil: Date | null = null) =>
    ({ ok: false, why, money, openUntil }) as const;
  if (past.length > 0) return no('This job already had a dispute: it cannot be opened again.');
  if (payment) {
    if (payment.state === 'delivered') {
      return {
        ok: true,
        money: 'held',
        paidCents: payment.amountCents - payment.depositCents,
        openUntil: null,
      };
    }
    if (payment.state === 'released' && payment.releasedAt) {
      const until = guaranteeClaimBy(payment.releasedAt);
      if (job.as !== 'customer')
        return no('The money was paid out to you: nothing is held to dispute.', 'released', until);
      if (now > until)
        return no('The 30 days for a Khaya Guarantee claim have passed.', 'released', until);
      return { ok: true, money: 'released', paidCents: payment.amountCents, openUntil: until };
    }
    if (payment.state === 'refunded') return no('The money was refunded.');
    return no('The work is not marked done yet: a dispute can be opened once it is.');
  }
  if (job.status !== 'completed' || !job.completedAt) {
    return no('The job is not completed yet: a dispute can be opened once it is.');
  }
  const until = new Date(job.completedAt.getTime() + DISPUTE_OPEN_DAYS * DAY_MS);
  if (now > until)
    return no(`The ${DISPUTE_OPEN_DAYS} days to raise a problem have passed.`, 'direct', until);
  return { ok: true, money: 'direct', paidCents: quotedCents, openUntil: until };
}
