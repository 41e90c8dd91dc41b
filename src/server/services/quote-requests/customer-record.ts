import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import type { Executor } from '../../db/executor';
import { cancellations } from '../../db/schema';
import { customerRatings } from '../reviews';

/** What a provider reads about a customer before quoting: how providers rated them, and cancels. */
export interface CustomerRecord {
  rating: QuoteRequest['customerRating'];
  cancellations: number;
}

/**
 * Each customer's record for providers (issue 49): the rating providers gave them, and how many
 * booked visits they cancelled in the last 12 months (a provider's cancellation does not count).
 */
export async function customerRecords(
  db: Executor,
  customerIds: string[],
  now = new Date(),
): Promise<Map<string, CustomerRecord>> {
  const ids = [...new Set(customerIds)];
  if (ids.length === 0) return new Map();
  const since = new Date(now.getTime() - 365 * 24 * 3_600_000);
  const [ratings, cancelled] = await Promise.all([
    customerRatings(db, ids),
    db
      .select({ customerId: cancellations.customerId, n: sql<number>`count(*)::int` })
      .from(cancellations)
      .where(
        and(
          inArray(cancellations.customerId, ids),
          eq(cancellations.by, 'customer'),
          gte(cancellations.createdAt, since),
        ),
      )
      .groupBy(cancellations.customerId),
  ]);
  const counts = new Map(cancelled.map((row) => [row.customerId, row.n]));
  return new Map(
    ids.map((id) => [id, { rating: ratings.get(id) ?? null, cancellations: counts.get(id) ?? 0 }]),
  );
}
