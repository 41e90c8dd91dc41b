import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { providers, users } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { shortName } from '../reviews';
import { reviewPublished, reviewWaiting } from './wording';
import { requestFacts, store, type NotifyOptions } from './store';

/** The job's provider's account and name. */
async function providerOf(db: Db, providerId: string) {
  const [row] = await db
    .select({ userId: providers.userId, name: providers.name })
    .from(providers)
    .where(eq(providers.id, providerId))
    .limit(1);
  return row;
}

/** One side reviewed: the other is told a review waits for theirs (not what it says). */
async function onReviewSubmitted(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'review_submitted'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const provider = await providerOf(db, event.subjects.providerId);
  if (!found || !provider) return;
  const byCustomer = event.payload.direction === 'of_provider';
  await store(db, options, event.id, [
    byCustomer
      ? {
          userId: provider.userId,
          message: reviewWaiting(found.facts, found.facts.customerFirstName, '/provider'),
        }
      : {
          userId: found.request.customerId,
          message: reviewWaiting(found.facts, provider.name, '/customer'),
        },
  ]);
}

/** A job's reviews went public: the provider hears of the one about them. */
async function onReviewsPublished(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'reviews_published'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const provider = await providerOf(db, event.subjects.providerId);
  const [review] = await db
    .select({ rating: reviews.rating, author: users.name })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(
      and(
        eq(reviews.quoteRequestId, event.subjects.quoteRequestId),
        eq(reviews.direction, 'of_provider'),
      ),
    )
    .limit(1);
  if (!found || !provider || !review) return;
  await store(db, options, event.id, [
    {
      userId: provider.userId,
      message: reviewPublished(found.facts, review.rating, shortName(review.author)),
    },
  ]);
}

export function notifyOfReviews(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('review_submitted', (event) => onReviewSubmitted(db, options, event));
  events.subscribe('reviews_published', (event) => onReviewsPublished(db, options, event));
}
