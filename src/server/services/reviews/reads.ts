import { and, desc, eq, sql } from 'drizzle-orm';
import type { Review } from '../../../domain/schemas/reviews';
import type { Db } from '../../db/client';
import { reviews } from '../../db/review-schema';
import { quoteRequests, users } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { createdPageValues, encodeCursor, isUuid } from '../cursor';
import { toReview } from './views';

/** A provider's published reviews, newest first, a page at a time (public). */
export async function providerReviews(
  db: Db,
  providerId: string,
  query: { limit: number; cursor?: string | undefined },
): Promise<{ items: Review[]; nextCursor: string | null }> {
  if (!isUuid(providerId)) throw new NotFoundError('Provider not found');
  const { afterCreatedAt, afterId, limit } = createdPageValues(query.cursor, query.limit);
  const rows = await db
    .select({
      review: reviews,
      authorName: users.name,
      serviceType: quoteRequests.serviceType,
      cursorAt: sql<string>`${reviews.publishedAt}::text`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
    .where(
      and(
        eq(reviews.providerId, providerId),
        sql`${reviews.direction} = 'of_provider' and ${reviews.publishedAt} is not null`,
        sql`(${reviews.publishedAt}, ${reviews.id}) < (${afterCreatedAt}::timestamptz, ${afterId}::uuid)`,
      ),
    )
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(limit);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toReview(row.review, row.authorName, row.serviceType)),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor([last.cursorAt, last.review.id]) : null,
  };
}
