import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { reviews } from '../../db/review-schema';
import { providers, quoteRequests, quotes, users } from '../../db/schema';

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

/**
 * Sets these providers' `rating` (mean stars in tenths) and `reviewCount` from their published
 * reviews: computed from the rows, never set by hand. Returns the providers whose figures moved.
 */
export async function recomputeRatings(db: Executor, providerIds?: string[]) {
  if (providerIds && providerIds.length === 0) return [];
  const published = sql`${reviews.direction} = 'of_provider' and ${reviews.publishedAt} is not null`;
  const rows = await db
    .update(providers)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating}) * 10)::int from ${reviews}
                  where ${reviews.providerId} = ${providers.id} and ${published}), 0)`,
      reviewCount: sql`(select count(*)::int from ${reviews}
                  where ${reviews.providerId} = ${providers.id} and ${published})`,
    })
    .where(
      and(
        providerIds ? inArray(providers.id, providerIds) : undefined,
        sql`(${providers.rating}, ${providers.reviewCount}) is distinct from (
          coalesce((select round(avg(${reviews.rating}) * 10)::int from ${reviews}
                     where ${reviews.providerId} = ${providers.id} and ${published}), 0),
          (select count(*)::int from ${reviews} where ${reviews.providerId} = ${providers.id} and ${published}))`,
      ),
    )
    .returning({ id: providers.id });
  return rows.map((row) => row.id);
}
