import { and, asc, eq, or } from 'drizzle-orm';
import {
  awaitsFunding,
  PRICE_CHANGE_LABELS,
  priceChangeCounts,
} from '../../../domain/price-changes';
import type { PriceChange, PriceChanges } from '../../../domain/schemas/price-changes';
import type { Caller } from '../../auth/verifier';
import type { Executor } from '../../db/executor';
import {
  priceChanges,
  protectedPayments,
  providers,
  quoteRequests,
  quotes,
  type PriceChangeRow,
} from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { getOwnUser } from '../users';

export const NO_JOB = 'No accepted quote on this request.';
export const NO_CHANGE = 'No such price change on this job.';

/**
 * The accepted job behind a request and which side the caller is on (its customer or the
 * accepted quote's provider); 404 for anyone else and for a request with no accepted quote.
 */
export async function jobFor(db: Executor, caller: Caller, requestId: string) {
  if (!isUuid(requestId)) throw new NotFoundError(NO_JOB);
  const user = await getOwnUser(db, caller);
  const [job] = await db
    .select({
      requestId: quoteRequests.id,
      status: quoteRequests.status,
      customerId: quoteRequests.customerId,
      quoteId: quotes.id,
      providerId: quotes.providerId,
      providerUserId: providers.userId,
      amount: quotes.amount,
      calloutFee: quotes.calloutFee,
      paymentId: protectedPayments.id,
      paymentState: protectedPayments.state,
      partner: protectedPayments.partner,
    })
    .from(quoteRequests)
    .innerJoin(
      quotes,
      and(eq(quotes.quoteRequestId, quoteRequests.id), eq(quotes.status, 'accepted')),
    )
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .leftJoin(protectedPayments, eq(protectedPayments.quoteId, quotes.id))
    .where(eq(quoteRequests.id, requestId));
  if (!job) throw new NotFoundError(NO_JOB);
  const as =
    job.customerId === user.id
      ? ('customer' as const)
      : job.providerUserId === user.id
        ? ('provider' as const)
        : null;
  if (!as) throw new NotFoundError(NO_JOB);
  return { ...job, as, quotedCents: (job.amount + job.calloutFee) * 100 };
}
export type Job = Awaited<ReturnType<typeof jobFor>>;

/** Whether the job's money goes through Khaya now (a payment neither paid directly nor absent). */
export const throughKhaya = (job: Job) =>
  job.paymentId !== null && job.paymentState !== 'cancelled';

/**
 * Why the provider may not ask for a change now, or null when it may: the job must be accepted
 * and not yet done (on a job paid through Khaya: the work not yet marked done), with no other
 * change open.
 */
export function whyNotPropose(job: Job, rows: readonly PriceChangeRow[]): string | null {
  if (job.status !== 'accepted')
    return 'The job is completed or closed: its price can no longer change.';
  if (job.paymentState === 'delivered' || job.paymentState === 'released') {
    return 'The work is already marked done: its price can no longer change.';
  }
  if (rows.some((row) => row.state === 'proposed' || awaitsFunding(row))) {
    return 'A price change is already waiting for an answer or a payment: withdraw it first, or wait for it.';
  }
  return null;
}

export async function changesOf(db: Executor, quoteId: string): Promise<PriceChangeRow[]> {
  return db
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.quoteId, quoteId))
    .orderBy(asc(priceChanges.createdAt), asc(priceChanges.id));
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Every change with the price before and after it (only changes that count move the price). */
export function changeViews(quotedCents: number, rows: readonly PriceChangeRow[]): PriceChange[] {
  let agreed = quotedCents;
  return rows.map((row) => {
    const counts = priceChangeCounts(row);
    const view: PriceChange = {
      id: row.id,
      state: row.state,
      label: PRICE_CHANGE_LABELS[row.state],
      extraCents: row.extraCents,
      reason: row.reason,
      beforeCents: agreed,
      afterCents: agreed + row.extraCents,
      paymentState: row.paymentState,
      counts,
      createdAt: row.createdAt.toISOString(),
      decidedAt: iso(row.decidedAt),
    };
    if (counts) agreed += row.extraCents;
    return view;
  });
}

/** One change as the API answers it, read with the job's others (its price before it). */
export async function changeView(db: Executor, job: Job, id: string): Promise<PriceChange> {
  const views = changeViews(job.quotedCents, await changesOf(db, job.quoteId));
  const view = views.find((change) => change.id === id);
  if (!view) throw new NotFoundError(NO_CHANGE);
  return view;
}

/**
 * A request whose job is off (cancelled, or no quote accepted yet): nothing to show its customer
 * or a provider who quoted on it (the page may ask once more as it moves on); null for others.
 */
async function sideWithoutJob(
  db: Executor,
  caller: Caller,
  requestId: string,
): Promise<PriceChanges | null> {
  if (!isUuid(requestId)) return null;
  const user = await getOwnUser(db, caller);
  const [request] = await db
    .select({ customerId: quoteRequests.customerId })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId));
  if (!request) return null;
  const [quoted] =
    request.customerId === user.id
      ? []
      : await db
          .select({ id: quotes.id })
          .from(quotes)
          .innerJoin(providers, eq(providers.id, quotes.providerId))
          .where(and(eq(quotes.quoteRequestId, requestId), eq(providers.userId, user.id)));
  if (request.customerId !== user.id && !quoted) return null;
  return {
    as: request.customerId === user.id ? 'customer' : 'provider',
    quotedCents: 0,
    agreedCents: 0,
    throughKhaya: false,
    canPropose: false,
    changes: [],
  };
}

/** `GET /api/quote-requests/:id/price-changes`: the job's price and the changes asked for. */
export async function listPriceChanges(
  db: Executor,
  caller: Caller,
  requestId: string,
): Promise<PriceChanges> {
  const job = await jobFor(db, caller, requestId).catch(async (error: unknown) => {
    // No accepted quote (any more): its customer and the providers who quoted see no changes.
    const side =
      error instanceof NotFoundError ? await sideWithoutJob(db, caller, requestId) : null;
    if (!side) throw error;
    return side;
  });
  if (!('quoteId' in job)) return job;
  const rows = await changesOf(db, job.quoteId);
  const changes = changeViews(job.quotedCents, rows);
  const counted = changes.filter((change) => change.counts);
  return {
    as: job.as,
    quotedCents: job.quotedCents,
    agreedCents: job.quotedCents + counted.reduce((sum, change) => sum + change.extraCents, 0),
    throughKhaya: throughKhaya(job),
    canPropose: job.as === 'provider' && whyNotPropose(job, rows) === null,
    changes,
  };
}

/** The caller's price changes, as customer or provider, for the account export. */
export async function priceChangeRecords(db: Executor, userId: string, providerId: string | null) {
  const rows = await db
    .select()
    .from(priceChanges)
    .where(
      providerId
        ? or(eq(priceChanges.customerId, userId), eq(priceChanges.providerId, providerId))
        : eq(priceChanges.customerId, userId),
    )
    .orderBy(asc(priceChanges.createdAt));
  return rows.map((row) => ({
    id: row.id,
    quoteRequestId: row.quoteRequestId,
    as: row.customerId === userId ? 'customer' : 'provider',
    extraCents: row.extraCents,
    reason: row.reason,
    state: row.state,
    paymentState: row.paymentState,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  }));
}
