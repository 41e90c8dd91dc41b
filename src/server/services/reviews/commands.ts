import { textForOthers } from '../../../domain/contact-redaction';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  REVIEW_WINDOW_DAYS,
  type JobReviews,
  type ReviewBody,
  type ReviewDirection,
} from '../../../domain/schemas/reviews';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Executor, Tx } from '../../db/executor';
import { reviewReports, reviews } from '../../db/schema';
import { users } from '../../db/schema';
import { quoteRequests } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import { ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { findUserByUid } from '../users';
import {
  countServiceStars,
  jobParties,
  recomputeRatings,
  reviewsOfJob,
  uncountServiceStars,
  type JobParties,
} from './queries';
import { toReview } from './views';

const WINDOW_MS = REVIEW_WINDOW_DAYS * 86_400_000;
const NOT_FOUND = 'Quote request not found';

/** Which side of the job the caller is on; 404 for anyone else (as for a request they cannot see). */
function sideOf(parties: JobParties | undefined, caller: Caller) {
  if (parties?.customer.uid === caller.uid) {
    return { parties, provider: parties.provider, direction: 'of_provider' as const };
  }
  if (parties?.provider?.uid === caller.uid) {
    return { parties, provider: parties.provider, direction: 'of_customer' as const };
  }
  throw new NotFoundError(NOT_FOUND);
}

const closesAt = (parties: JobParties) =>
  parties.completedAt ? new Date(parties.completedAt.getTime() + WINDOW_MS) : null;

/** Publishes a job's hidden reviews and recomputes its provider's rating, in the caller's transaction. */
async function publish(tx: Tx, requestId: string, providerId: string, now: Date) {
  const published = await tx
    .update(reviews)
    .set({ publishedAt: now })
    .where(and(eq(reviews.quoteRequestId, requestId), isNull(reviews.publishedAt)))
    .returning({ id: reviews.id });
  if (published.length === 0) return;
  const [ofProvider] = await tx
    .select({ rating: reviews.rating, serviceType: quoteRequests.serviceType })
    .from(reviews)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
    .where(and(eq(reviews.quoteRequestId, requestId), eq(reviews.direction, 'of_provider')));
  if (ofProvider) await countServiceStars(tx, ofProvider.serviceType, ofProvider.rating);
  await recomputeRatings(tx, [providerId]);
  await recordEvent(tx, {
    type: 'reviews_published',
    subjects: { quoteRequestId: requestId, providerId },
  });
}

/**
 * A party's review of the other. Published with the other side's at once when that one is
 * already written; else hidden until it is, or until the window ends.
 */
export async function submitReview(
  db: Db,
  caller: Caller,
  requestId: string,
  body: ReviewBody,
  now: Date,
): Promise<JobReviews> {
  if (!isUuid(requestId)) throw new NotFoundError(NOT_FOUND);
  return transaction(db, async (tx) => {
    const { parties, provider, direction } = sideOf(await jobParties(tx, requestId, true), caller);
    if (parties.status !== 'completed' || !provider) {
      throw new ConflictError('You can review once the job is completed');
    }
    const closes = closesAt(parties);
    if (closes && now.getTime() > closes.getTime()) {
      throw new ConflictError(
        `Reviews of this job closed ${REVIEW_WINDOW_DAYS} days after it was completed`,
      );
    }
    const [author, subject] =
      direction === 'of_provider'
        ? [parties.customer.userId, provider.userId]
        : [provider.userId, parties.customer.userId];
    const inserted = await tx
      .insert(reviews)
      .values({
        quoteRequestId: requestId,
        providerId: provider.id,
        direction,
        authorId: author,
        subjectId: subject,
        ...body,
        comment: textForOthers(body.comment),
        createdAt: now,
      })
      .onConflictDoNothing({ target: [reviews.quoteRequestId, reviews.direction] })
      .returning({ id: reviews.id });
    if (inserted.length === 0) throw new ConflictError('You have already reviewed this job');
    const other: ReviewDirection = direction === 'of_provider' ? 'of_customer' : 'of_provider';
    const [otherWritten] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.quoteRequestId, requestId), eq(reviews.direction, other)));
    if (otherWritten) await publish(tx, requestId, provider.id, now);
    else {
      await recordEvent(tx, {
        type: 'review_submitted',
        subjects: { quoteRequestId: requestId, providerId: provider.id },
        payload: { direction },
      });
    }
    return jobReviewsFor(tx, parties, direction);
  });
}

async function jobReviewsFor(
  db: Executor,
  parties: JobParties,
  direction: ReviewDirection,
): Promise<JobReviews> {
  const rows = await reviewsOfJob(db, parties.requestId);
  const mine = rows.find((row) => row.review.direction === direction);
  const theirs = rows.find((row) => row.review.direction !== direction);
  const view = (row: (typeof rows)[number]) =>
    toReview(row.review, row.authorName, parties.serviceType);
  const closes = closesAt(parties);
  return {
    closesAt: closes?.toISOString() ?? null,
    mine: mine ? view(mine) : null,
    // The other side's review only once published (double-blind).
    // (Not one an admin hid after a report.)
    theirs: theirs?.review.publishedAt && !theirs.review.hiddenAt ? view(theirs) : null,
    theirsWaiting: Boolean(theirs && !theirs.review.publishedAt),
  };
}

/** A job's reviews as one of its two parties sees them. */
export async function getJobReviews(db: Db, caller: Caller, requestId: string) {
  if (!isUuid(requestId)) throw new NotFoundError(NOT_FOUND);
  const { parties, direction } = sideOf(await jobParties(db, requestId), caller);
  return jobReviewsFor(db, parties, direction);
}

const REVIEW_NOT_FOUND = 'Review not found';

/** A published review of a provider, with the caller's user id (404 when hidden or unknown). */
async function publishedReview(db: Executor, id: string) {
  if (!isUuid(id)) throw new NotFoundError(REVIEW_NOT_FOUND);
  const [row] = await db
    .select({ review: reviews, serviceType: quoteRequests.serviceType, authorName: users.name })
    .from(reviews)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(
      and(
        eq(reviews.id, id),
        sql`${reviews.publishedAt} is not null and ${reviews.hiddenAt} is null`,
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
  return row;
}

/** The reviewed provider's one public reply; anyone else gets 404, a second reply 409. */
export async function replyToReview(db: Db, caller: Caller, id: string, text: string, now: Date) {
  const me = (await findUserByUid(db, caller.uid))?.id;
  return transaction(db, async (tx) => {
    const found = await publishedReview(tx, id);
    if (found.review.direction !== 'of_provider' || found.review.subjectId !== me) {
      throw new NotFoundError(REVIEW_NOT_FOUND);
    }
    const [updated] = await tx
      .update(reviews)
      .set({ reply: textForOthers(text), repliedAt: now })
      .where(and(eq(reviews.id, id), isNull(reviews.reply)))
      .returning();
    if (!updated) throw new ConflictError('You have already replied to this review');
    return toReview(updated, found.authorName, found.serviceType);
  });
}

/** A report of a published review of a provider, kept for the admin desk (once per person). */
export async function reportReview(db: Db, caller: Caller, id: string, reason: string) {
  const found = await publishedReview(db, id);
  if (found.review.direction !== 'of_provider') throw new NotFoundError(REVIEW_NOT_FOUND);
  const me = (await findUserByUid(db, caller.uid))?.id;
  if (!me) throw new NotFoundError(REVIEW_NOT_FOUND);
  const inserted = await db
    .insert(reviewReports)
    .values({ reviewId: id, reporterId: me, reason })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  if (inserted.length === 0) throw new ConflictError('You have already reported this review');
  return { reported: true as const };
}

/**
 * Publishes the reviews whose window ended (14 days after completion) though the other side
 * never wrote: run on start and every few minutes, whoever looks or not. Returns how many.
 */
export async function publishDueReviews(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  const due = await db
    .selectDistinct({ requestId: reviews.quoteRequestId, providerId: reviews.providerId })
    .from(reviews)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
    .where(and(isNull(reviews.publishedAt), sql`${quoteRequests.completedAt} <= ${cutoff}`))
    .limit(500);
  for (const job of due) {
    await transaction(db, (tx) => publish(tx, job.requestId, job.providerId, now));
  }
  return due.length;
}

/**
 * Hides a review an admin found against the rules, in the moderation's transaction: it no
 * longer shows, and a published review of a provider no longer counts toward its rating or its
 * service's stars. Records `review_hidden`. Null for an unknown review; `hidden` says whether it
 * is hidden now (it may have been already).
 */
export async function hideReview(
  tx: Tx,
  reviewId: string,
  now: Date,
): Promise<{ hidden: boolean } | null> {
  const [row] = await tx
    .select({ review: reviews, serviceType: quoteRequests.serviceType })
    .from(reviews)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
    .where(eq(reviews.id, reviewId))
    .for('update');
  if (!row) return null;
  if (row.review.hiddenAt !== null) return { hidden: true };
  await tx.update(reviews).set({ hiddenAt: now }).where(eq(reviews.id, reviewId));
  if (row.review.direction === 'of_provider' && row.review.publishedAt) {
    await uncountServiceStars(tx, row.serviceType, row.review.rating);
    await recomputeRatings(tx, [row.review.providerId]);
  }
  await recordEvent(tx, {
    type: 'review_hidden',
    subjects: {
      reviewId,
      quoteRequestId: row.review.quoteRequestId,
      providerId: row.review.providerId,
    },
  });
  return { hidden: true };
}

/** Whether a review is hidden (null for an unknown one), its row locked for the decision. */
export async function reviewHidden(tx: Tx, reviewId: string): Promise<boolean | null> {
  const [row] = await tx
    .select({ hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .for('update');
  return row ? row.hiddenAt !== null : null;
}
