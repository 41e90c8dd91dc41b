import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { reviews, serviceRatings } from '../../db/schema';
import { providers, users } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';

/** The reviews' statements: a job's two parties, its reviews, and the ratings they make. */

export interface JobParties {
  requestId: string;
  status: string;
  serviceType: string;
  completedAt: Date | null;
  customer: { userId: string; uid: string; name: string };
  /** The provider whose quote was accepted, if any. */
  provider: { id: string; userId: string; uid: string; name: string } | null;
}

/** The request with its customer and the provider it was given to (locked when `lock`). */
export async function jobParties(
  db: Executor,
  requestId: string,
  lock = false,
): Promise<JobParties | undefined> {
  if (lock) {
    await db.execute(sql`select id from ${quoteRequests} where id = ${requestId} for update`);
  }
  const providerUsers = sql`provider_users`;
  const [row] = await db
    .select({
      requestId: quoteRequests.id,
      status: quoteRequests.status,
      serviceType: quoteRequests.serviceType,
      completedAt: quoteRequests.completedAt,
      customerUserId: users.id,
      customerUid: users.firebaseUid,
      customerName: users.name,
      providerId: providers.id,
      providerUserId: providers.userId,
      providerName: providers.name,
      providerUid: sql<string | null>`${providerUsers}.firebase_uid`,
    })
    .from(quoteRequests)
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .leftJoin(
      quotes,
      and(eq(quotes.quoteRequestId, quoteRequests.id), eq(quotes.status, 'accepted')),
    )
    .leftJoin(providers, eq(providers.id, quotes.providerId))
    .leftJoin(sql`${users} as ${providerUsers}`, sql`${providerUsers}.id = ${providers.userId}`)
    .where(eq(quoteRequests.id, requestId))
    .limit(1);
  if (!row) return undefined;
  return {
    requestId: row.requestId,
    status: row.status,
    serviceType: row.serviceType,
    completedAt: row.completedAt,
    customer: { userId: row.customerUserId, uid: row.customerUid, name: row.customerName },
    provider:
      row.providerId && row.providerUserId && row.providerUid && row.providerName
        ? {
            id: row.providerId,
            userId: row.providerUserId,
            uid: row.providerUid,
            name: row.providerName,
          }
        : null,
  };
}

/** A job's reviews with their authors' names. */
export async function reviewsOfJob(db: Executor, requestId: string) {
  return db
    .select({ review: reviews, authorName: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.quoteRequestId, requestId));
}

/** Counted and shown: published, and not hidden by an admin after a report. */
const PUBLISHED_OF_PROVIDER = sql`${reviews.direction} = 'of_provider' and ${reviews.publishedAt} is not null and ${reviews.hiddenAt} is null`;
const ownStars = sql`(select coalesce(sum(${reviews.rating}), 0) from ${reviews}
  where ${reviews.providerId} = ${providers.id} and ${PUBLISHED_OF_PROVIDER})`;
const ownCount = sql`(select count(*)::int from ${reviews}
  where ${reviews.providerId} = ${providers.id} and ${PUBLISHED_OF_PROVIDER})`;
const ownMean = sql`coalesce((select round(avg(${reviews.rating}) * 10)::int from ${reviews}
  where ${reviews.providerId} = ${providers.id} and ${PUBLISHED_OF_PROVIDER}), 0)`;
/** The Bayesian average of the ranking (migration 0014's `rank_score_of`). */
const ownRankScore = sql`rank_score_of(${providers.services}, ${ownStars}, ${ownCount})`;

/**
 * Sets these providers' `rating` (mean stars in tenths), `reviewCount` and ranking score from
 * their published reviews: computed from the rows, never set by hand. Returns the providers
 * whose rating or count moved (a drift, when called for all by the daily check).
 */
export async function recomputeRatings(db: Executor, providerIds?: string[]) {
  if (providerIds && providerIds.length === 0) return [];
  const rows = await db
    .update(providers)
    .set({ rating: ownMean, reviewCount: ownCount, rankScore: ownRankScore })
    .where(
      and(
        providerIds ? inArray(providers.id, providerIds) : undefined,
        sql`(${providers.rating}, ${providers.reviewCount}) is distinct from (${ownMean}, ${ownCount})`,
      ),
    )
    .returning({ id: providers.id });
  if (providerIds) {
    // The score moves with the prior even when the provider's own figures did not.
    await db
      .update(providers)
      .set({ rankScore: ownRankScore })
      .where(inArray(providers.id, providerIds));
  }
  return rows.map((row) => row.id);
}

/** Adds a just-published review's stars to its service's sum and count (the ranking's prior). */
export async function countServiceStars(db: Executor, serviceType: string, stars: number) {
  await db
    .insert(serviceRatings)
    .values({ serviceType, reviewCount: 1, starSum: stars })
    .onConflictDoUpdate({
      target: serviceRatings.serviceType,
      set: {
        reviewCount: sql`${serviceRatings.reviewCount} + 1`,
        starSum: sql`${serviceRatings.starSum} + ${stars}`,
      },
    });
}

/** A hidden review's stars leave its service's count (never below zero). */
export async function uncountServiceStars(db: Executor, serviceType: string, stars: number) {
  await db
    .update(serviceRatings)
    .set({
      reviewCount: sql`greatest(${serviceRatings.reviewCount} - 1, 0)`,
      starSum: sql`greatest(${serviceRatings.starSum} - ${stars}, 0)`,
    })
    .where(eq(serviceRatings.serviceType, serviceType));
}

/**
 * Rebuilds each service's stars from the rows and every provider's ranking score from them (the
 * priors move as reviews come in; the daily check brings every score up to date).
 */
export async function refreshRankScores(db: Executor): Promise<number> {
  await db.execute(sql`
    insert into ${serviceRatings} (service_type, review_count, star_sum)
    select r.service_type, count(*), sum(v.rating)
      from ${reviews} v join ${quoteRequests} r on r.id = v.quote_request_id
     where v.direction = 'of_provider' and v.published_at is not null and v.hidden_at is null
     group by r.service_type
    on conflict (service_type) do update
      set review_count = excluded.review_count, star_sum = excluded.star_sum`);
  const moved = await db
    .update(providers)
    .set({ rankScore: ownRankScore })
    .where(sql`${providers.rankScore} is distinct from ${ownRankScore}`)
    .returning({ id: providers.id });
  return moved.length;
}

/** How providers rated these customers: mean stars in tenths and count, of published reviews. */
export async function customerRatings(db: Executor, customerIds: string[]) {
  const ratings = new Map<string, { rating: number; count: number }>();
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return ratings;
  const rows = await db
    .select({
      customerId: reviews.subjectId,
      rating: sql<number>`round(avg(${reviews.rating}) * 10)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(
      and(
        inArray(reviews.subjectId, ids),
        sql`${reviews.direction} = 'of_customer' and ${reviews.publishedAt} is not null and ${reviews.hiddenAt} is null`,
      ),
    )
    .groupBy(reviews.subjectId);
  for (const row of rows) ratings.set(row.customerId, { rating: row.rating, count: row.count });
  return ratings;
}

/** Every published review of a provider (hidden ones aside): how many, and their mean stars. */
export async function publishedReviewTotals(db: Executor) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      meanStars: sql<number | null>`avg(${reviews.rating})::float8`,
    })
    .from(reviews)
    .where(PUBLISHED_OF_PROVIDER);
  return {
    count: Number(row?.count ?? 0),
    meanStars:
      row?.meanStars === null || row?.meanStars === undefined ? null : Number(row.meanStars),
  };
}
