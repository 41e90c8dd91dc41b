import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema';
import { providers, users } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { shortName } from '../reviews';
import { m } from '../../../i18n/paraglide/messages.js';
import { jobWords, type RequestFacts, type Wording } from './wording';
import { requestFacts, store, type NotifyOptions } from './store';

/** To one party when the other has reviewed them (the review itself stays hidden). */
export const reviewWaiting =
  (request: RequestFacts, reviewer: string, link: '/customer' | '/provider'): Wording =>
  (locale) => ({
    kind: 'review_waiting',
    title: m.notice_review_waiting_title({ reviewer }, { locale }),
    body: m.notice_review_waiting_body(jobWords(locale, request), { locale }),
    link,
  });

/** To the provider when a review of them is published. */
export const reviewPublished =
  (request: RequestFacts, stars: number, author: string): Wording =>
  (locale) => ({
    kind: 'review_published',
    title:
      stars === 1
        ? m.notice_review_published_one({ author }, { locale })
        : m.notice_review_published_many({ stars, author }, { locale }),
    body: m.notice_review_published_body(jobWords(locale, request), { locale }),
    link: '/provider',
  });

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
