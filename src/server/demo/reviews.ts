import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceType } from '../../domain/services';
import type { Caller } from '../auth/verifier';
import { completeQuoteRequest, createQuoteRequest } from '../services/quote-requests';
import { acceptQuote, createQuote } from '../services/quotes';
import { submitReview } from '../services/reviews';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from './accounts';
import { reviews } from '../db/schema';
import { domainEvents, providers, users } from '../db/schema';
import { quoteRequests, quotes } from '../db/schema';

/**
 * The demo's reviews, earned: past jobs run through the real commands (request, quote, accept,
 * complete, both sides review), then dated back over the past year. Every rating in the demo is
 * computed from these, as any other rating is.
 */

const PAST_CUSTOMERS = [
  'Sipho Mahlangu',
  'Anika Botha',
  'Zanele Dlamini',
  'Ruan Pretorius',
  'Fatima Adams',
  'Kabelo Sithole',
  'Megan Naidoo',
  'Themba Khumalo',
  'Chantal Jacobs',
  'Lerato Molefe',
];

const JOBS: Record<ServiceType, string[]> = {
  cleaning: [
    'End-of-lease clean of a two-bedroom flat.',
    'Weekly clean of a three-bedroom house.',
    'Carpet and couch shampoo in the lounge.',
  ],
  plumbing: [
    'Replace a leaking geyser valve.',
    'Unblock the kitchen drain.',
    'Fix a running toilet cistern.',
  ],
  electrical: [
    'Replace the tripping earth-leakage unit.',
    'Install two outdoor security lights.',
    'Certificate of Compliance for a house sale.',
  ],
  gardening: [
    'Monthly garden service: lawn, edges and beds.',
    'Cut back an overgrown hedge.',
    'Clear the garden refuse after a storm.',
  ],
};

const COMMENTS: Record<number, string[]> = {
  5: [
    'Arrived on time, explained everything and left the place spotless.',
    'Excellent work at a fair price. Will book again.',
    'Quick, friendly and tidy. Highly recommended.',
  ],
  4: [
    'Good work, a little later than agreed but kept me informed.',
    'Did a solid job; the quote was clear and there were no surprises.',
  ],
  3: ['The job got done, but it took two visits to finish.'],
  2: ['Had to call twice to get them to come back and finish.'],
};

/** Mostly fours and fives, as real ratings run, with the odd three and two. */
const STARS = [5, 5, 4, 5, 4, 5, 3, 5, 4, 5, 5, 4, 2, 5, 4];

const callerOf = (uid: string, email: string, name: string): Caller => ({
  uid,
  email,
  emailVerified: true,
  signInProvider: 'password',
  name,
  picture: undefined,
});

export async function seedDemoReviews(db: Db, now = new Date()): Promise<number> {
  const customers = await db
    .insert(users)
    .values(
      PAST_CUSTOMERS.map((name, n) => ({
        firebaseUid: `demo-past-customer-${n + 1}`,
        name,
        email: `past${n + 1}@demo.co.za`,
        isProvider: 0,
        emailVerifiedAt: now,
      })),
    )
    .returning();
  const hired = await db
    .select({
      id: providers.id,
      services: providers.services,
      location: providers.location,
      latitude: providers.latitude,
      longitude: providers.longitude,
      uid: users.firebaseUid,
      email: users.email,
      name: users.name,
    })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .orderBy(asc(users.email));
  let jobs = 0;
  for (const [index, provider] of hired.entries()) {
    // One provider in eight has done jobs here, from one to five, and the demo provider four;
    // the rest are new. (Each job is six commands: about 50 ms on PGlite, paid on first start.)
    const count =
      provider.email === DEMO_ACCOUNTS.provider.email
        ? 4
        : index % 8 === 0
          ? 1 + ((index * 3) % 5)
          : 0;
    for (let n = 0; n < count; n++) {
      const customer = customers[(index + n) % customers.length];
      const service = provider.services[n % provider.services.length];
      if (!customer || !service || provider.latitude === null || provider.longitude === null) {
        continue;
      }
      // Dated back: one job every few weeks over the past year, newest first.
      const daysAgo = 10 + n * 45 + (index % 20);
      const postedAt = new Date(now.getTime() - daysAgo * 86_400_000);
      const doneAt = new Date(postedAt.getTime() + 3 * 86_400_000);
      const asCustomer = callerOf(customer.firebaseUid, customer.email ?? '', customer.name);
      const asProvider = callerOf(provider.uid, provider.email ?? '', provider.name);
      const stars = STARS[(index * 3 + n) % STARS.length] ?? 5;
      const request = await createQuoteRequest(db, asCustomer, {
        serviceType: service,
        description: JOBS[service][(index + n) % 3] ?? JOBS[service][0] ?? 'A job.',
        location: provider.location,
        latitude: provider.latitude,
        longitude: provider.longitude,
        preferredDate: 'Weekday morning',
      });
      const quote = await createQuote(db, asProvider, {
        quoteRequestId: request.id,
        amount: 350 + ((index * 7 + n * 13) % 30) * 50,
        message: 'Labour and materials included.',
      });
      // Accepted the day after it was posted: a fee past the free hires is dated then too.
      await acceptQuote(db, asCustomer, quote.id, {
        now: new Date(postedAt.getTime() + 86_400_000),
      });
      await completeQuoteRequest(db, asCustomer, request.id);
      const comments = COMMENTS[stars] ?? [];
      await submitReview(
        db,
        asCustomer,
        request.id,
        {
          rating: stars,
          quality: Math.min(5, stars + (n % 2)),
          punctuality: Math.max(1, stars - (n % 3 === 0 ? 1 : 0)),
          comment: comments[(index + n) % comments.length] ?? '',
        },
        now,
      );
      await submitReview(db, asProvider, request.id, { rating: 5, comment: '' }, now);
      await db
        .update(quoteRequests)
        .set({ createdAt: postedAt, completedAt: doneAt })
        .where(eq(quoteRequests.id, request.id));
      await db
        .update(quotes)
        .set({ createdAt: postedAt, requestCreatedAt: postedAt })
        .where(eq(quotes.quoteRequestId, request.id));
      await db
        .update(reviews)
        .set({ createdAt: doneAt, publishedAt: doneAt })
        .where(eq(reviews.quoteRequestId, request.id));
      jobs += 1;
    }
  }
  // Members for longer than their history: joined 8 to 31 months ago, before any job above.
  await db.execute(sql`update ${providers}
    set created_at = ${now}::timestamptz - make_interval(days => 240 + abs(hashtext(id::text)) % 700)`);
  await db.execute(sql`update ${users} u set created_at = p.created_at
    from ${providers} p where p.user_id = u.id`);
  // History, not news: nobody is told of these jobs when the app starts.
  await db
    .update(domainEvents)
    .set({ dispatchedAt: sql`now()` })
    .where(isNull(domainEvents.dispatchedAt));
  return jobs;
}
