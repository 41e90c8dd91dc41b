import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { providers } from '../../src/server/db/schema';
import {
  customer,
  giveCredit,
  postQuote,
  postRequest,
  provider,
  type Actor,
} from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

let now = new Date();
const DAY = 86_400_000;

const PLUMBING = {
  serviceType: 'plumbing',
  description: 'The kitchen sink drains slowly and smells.',
  location: '3 Long Street, Cape Town',
  latitude: -33.92,
  longitude: 18.42,
  preferredDate: 'Monday',
};
const AREA = { location: 'Cape Town', latitude: -33.92, longitude: 18.42, serviceRadiusKm: 20 };

interface Job {
  requestId: string;
  owner: Actor;
  plumber: Actor;
}

/** A request, one quote, accepted; completed unless told otherwise. */
async function job(
  app: FastifyInstance,
  plumber?: Actor,
  options: { complete?: boolean } = {},
): Promise<Job> {
  const owner = await customer(app, 'Thandi Nkosi');
  const hired = plumber ?? (await provider(app, ['plumbing'], AREA, 'Mzansi Plumbing'));
  const requestId = await postRequest(app, owner, PLUMBING);
  const quoteId = await postQuote(app, hired, requestId, 800);
  const accepted = await app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/accept`,
    headers: owner.headers,
  });
  expect(accepted.statusCode).toBe(200);
  if (options.complete !== false) {
    const done = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${requestId}/complete`,
      headers: owner.headers,
    });
    expect(done.statusCode).toBe(200);
  }
  return { requestId, owner, plumber: hired };
}

describeEachDatabase(
  'reviews',
  (get) => {
    const review = (actor: Actor, requestId: string, body: Record<string, unknown>) =>
      get().app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/reviews`,
        headers: actor.headers,
        payload: body,
      });
    const jobReviews = async (actor: Actor, requestId: string) =>
      get().app.inject({
        method: 'GET',
        url: `/api/quote-requests/${requestId}/reviews`,
        headers: actor.headers,
      });
    const publicList = async (providerId: string) =>
      (await get().app.inject({ method: 'GET', url: `/api/providers/${providerId}/reviews` })).json<
        { comment: string; author: string; reply: string | null; id: string }[]
      >();
    const ratingOf = async (providerId: string) => {
      const [row] = await get()
        .database.db.select({ rating: providers.rating, count: providers.reviewCount })
        .from(providers)
        .where(eq(providers.id, providerId));
      return row;
    };

    it('refuses anyone but the two parties, before completion, twice, and after 14 days', async () => {
      const { app } = get();
      now = new Date();
      const open = await job(app, undefined, { complete: false });
      const early = await review(open.owner, open.requestId, { rating: 5 });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('You can review once the job is completed');

      const done = await job(app);
      const stranger = await customer(app, 'Someone Else');
      const otherPlumber = await provider(app, ['plumbing'], AREA, 'Other Plumbing');
      for (const actor of [stranger, otherPlumber]) {
        expect((await review(actor, done.requestId, { rating: 1 })).statusCode).toBe(404);
        expect((await jobReviews(actor, done.requestId)).statusCode).toBe(404);
      }
      expect(
        (await review(done.owner, '00000000-0000-4000-8000-000000000000', { rating: 5 }))
          .statusCode,
      ).toBe(404);
      expect((await review(done.owner, done.requestId, { rating: 5 })).statusCode).toBe(201);
      const twice = await review(done.owner, done.requestId, { rating: 4 });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('You have already reviewed this job');

      const late = await job(app);
      now = new Date(Date.now() + 15 * DAY);
      const closed = await review(late.owner, late.requestId, { rating: 5 });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toMatch(/closed 14 days after it was completed/);
      now = new Date();
    });

    it('keeps each review hidden until both sides have written, then publishes both', async () => {
      const { app } = get();
      now = new Date();
      const { requestId, owner, plumber } = await job(app);
      const providerId = plumber.providerId ?? '';
      const first = await review(owner, requestId, {
        rating: 4,
        quality: 5,
        punctuality: 3,
        comment: 'Fixed the sink in an hour, but came late.',
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({
        mine: { rating: 4, quality: 5, punctuality: 3, communication: null, publishedAt: null },
        theirs: null,
        theirsWaiting: false,
      });
      // The provider knows a review waits, but not what it says; the public sees nothing.
      const before = (await jobReviews(plumber, requestId)).json();
      expect(before).toMatchObject({ mine: null, theirs: null, theirsWaiting: true });
      expect(await publicList(providerId)).toEqual([]);
      const unrated = await ratingOf(providerId);

      const second = await review(plumber, requestId, { rating: 5, comment: 'Clear directions.' });
      expect(second.statusCode).toBe(201);
      expect(second.json().theirs).toMatchObject({
        rating: 4,
        comment: 'Fixed the sink in an hour, but came late.',
        author: 'Thandi N.',
        serviceType: 'plumbing',
      });
      const list = await publicList(providerId);
      expect(list.map((r) => r.comment)).toEqual(['Fixed the sink in an hour, but came late.']);
      // The provider's review of the customer is never public.
      expect(JSON.stringify(list)).not.toContain('Clear directions.');
      expect((await jobReviews(owner, requestId)).json().theirs.comment).toBe('Clear directions.');
      expect(unrated).toEqual({ rating: 0, count: 0 });
      expect(await ratingOf(providerId)).toEqual({ rating: 40, count: 1 });
      // Told in the app: the customer to review after completing, the provider that a review
      // waited, then that it was published.
      const titles = async (actor: Actor) =>
        (await app.inject({ method: 'GET', url: '/api/notifications', headers: actor.headers }))
          .json<{ title: string }[]>()
          .map((n) => n.title);
      expect(await titles(owner)).toContain('How was your plumbing job with Mzansi Plumbing?');
      expect(await titles(plumber)).toEqual(
        expect.arrayContaining(['Thandi reviewed you', 'New review: 4 stars from Thandi N.']),
      );
    });

    it('publishes a lone review when the 14 days end, on its own', async () => {
      const { app } = get();
      now = new Date();
      const { requestId, owner, plumber } = await job(app);
      await review(owner, requestId, { rating: 2, comment: 'Left a mess.' });
      expect(await app.reviewPublisher.run()).toBe(0);
      expect(await publicList(plumber.providerId ?? '')).toEqual([]);
      now = new Date(Date.now() + 14 * DAY + 60_000);
      expect(await app.reviewPublisher.run()).toBeGreaterThanOrEqual(1);
      expect((await publicList(plumber.providerId ?? '')).map((r) => r.comment)).toEqual([
        'Left a mess.',
      ]);
      expect(await ratingOf(plumber.providerId ?? '')).toEqual({ rating: 20, count: 1 });
      now = new Date();
    });

    it("computes the rating as the mean of the published reviews' stars", async () => {
      const { app } = get();
      now = new Date();
      const plumber = await provider(app, ['plumbing'], AREA, 'Busy Plumbing');
      for (const stars of [5, 4, 4]) {
        const { requestId, owner } = await job(app, plumber);
        await review(owner, requestId, { rating: stars });
        await review(plumber, requestId, { rating: 5 });
      }
      // 13 / 3 = 4.33: 43 tenths.
      expect(await ratingOf(plumber.providerId ?? '')).toEqual({ rating: 43, count: 3 });
      const page = await app.inject({
        method: 'GET',
        url: `/api/providers/${plumber.providerId}/reviews?limit=2`,
      });
      expect(page.json<unknown[]>().length).toBe(2);
      const cursor = page.headers['x-next-cursor'];
      expect(typeof cursor).toBe('string');
      const rest = await app.inject({
        method: 'GET',
        url: `/api/providers/${plumber.providerId}/reviews?limit=2&cursor=${String(cursor)}`,
      });
      expect(rest.json<unknown[]>().length).toBe(1);
    });

    it("shows a provider's public page: jobs completed, stars split, detail means, distance", async () => {
      const { app } = get();
      now = new Date();
      const plumber = await provider(app, ['plumbing'], AREA, 'Page Plumbing');
      await giveCredit(app, plumber);
      const details = [
        { rating: 5, quality: 5, value: 4, comment: 'Spotless work.' },
        { rating: 4, quality: 3 },
        { rating: 4 },
      ];
      for (const body of details) {
        const { requestId, owner } = await job(app, plumber);
        await review(owner, requestId, body);
        await review(plumber, requestId, { rating: 5 });
      }
      // Accepted but not done, and done but not yet reviewed by the provider: one more job
      // completed, no more published reviews.
      await job(app, plumber, { complete: false });
      const waiting = await job(app, plumber);
      await review(waiting.owner, waiting.requestId, { rating: 1, quality: 1 });
      const id = plumber.providerId ?? '';
      const page = await app.inject({ method: 'GET', url: `/api/providers/${id}` });
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json()).toMatchObject({
        id,
        name: 'Page Plumbing',
        rating: 43,
        reviewCount: 3,
        services: ['plumbing'],
        serviceRadiusKm: 20,
        jobsCompleted: 4,
        starCounts: [0, 0, 0, 2, 1],
        subRatings: {
          quality: { average: 40, count: 2 },
          value: { average: 40, count: 1 },
          punctuality: { average: null, count: 0 },
          communication: { average: null, count: 0 },
        },
      });
      expect(Date.parse(page.json().memberSince)).toBeLessThanOrEqual(Date.now());
      // Its base point and account are never public.
      for (const field of ['latitude', 'longitude', 'userId', 'distanceKm', 'email', 'phone']) {
        expect(page.json()).not.toHaveProperty(field);
      }
      // From Sea Point (3 km from the base, Haversine on the listing's sphere).
      const near = await app.inject({
        method: 'GET',
        url: `/api/providers/${id}?lat=-33.9153&lng=18.3892`,
      });
      expect(near.json().distanceKm).toBe(3);
      const half = await app.inject({ method: 'GET', url: `/api/providers/${id}?lat=-33.9` });
      expect(half.statusCode).toBe(400);
      expect(half.json().errors).toEqual({ lng: 'Give both lat and lng' });
      for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-provider']) {
        const missing = await app.inject({ method: 'GET', url: `/api/providers/${unknown}` });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('Provider not found');
      }
    });

    it('ranks Browse Providers by the Bayesian average: eight near-fives beat one five', async () => {
      const { app } = get();
      now = new Date();
      const one = await provider(app, ['plumbing'], AREA, 'Bayes Single Plumbing');
      const many = await provider(app, ['plumbing'], AREA, 'Bayes Steady Plumbing');
      const fresh = await provider(app, ['plumbing'], AREA, 'Bayes Fresh Plumbing');
      const patchy = await provider(app, ['plumbing'], AREA, 'Bayes Patchy Plumbing');
      const fours = await provider(app, ['plumbing'], AREA, 'Bayes Fours Plumbing');
      // Past their free hires: enough credit for the fees.
      for (const plumber of [many, patchy, fours]) await giveCredit(app, plumber);
      const reviewed = async (plumber: Actor, stars: number) => {
        const { requestId, owner } = await job(app, plumber);
        await review(owner, requestId, { rating: stars });
        await review(plumber, requestId, { rating: 5 });
      };
      await reviewed(one, 5);
      for (const stars of [5, 5, 5, 4, 5, 5, 5, 5]) await reviewed(many, stars);
      // Plumbing's mean stars (the prior) stays well under the near-fives whatever ran before.
      for (const stars of [3, 2, 3, 2]) await reviewed(patchy, stars);
      // Five good jobs, a little under the trade's mean: proven, so above a newcomer.
      for (const stars of [4, 4, 4, 4, 4]) await reviewed(fours, stars);
      await app.reviewPublisher.checkRatings();
      const listed = (
        await app.inject({ method: 'GET', url: '/api/providers?service=plumbing&q=bayes' })
      ).json<{ name: string; rating: number; reviewCount: number }[]>();
      // The plain means are 5.0 (1 review) and 4.9 (8): the list shows them, ranks by evidence;
      // a provider without reviews sits at the prior (a star under the trade's mean): below
      // those its customers rated well, above one whose reviews are poor.
      expect(listed.map((p) => [p.name, p.rating, p.reviewCount])).toEqual([
        ['Bayes Steady Plumbing', 49, 8],
        ['Bayes Fours Plumbing', 40, 5],
        ['Bayes Single Plumbing', 50, 1],
        ['Bayes Fresh Plumbing', 0, 0],
        ['Bayes Patchy Plumbing', 25, 4],
      ]);
      expect(fresh.providerId).toBeDefined();
    });

    it("shows providers deciding whether to quote the customer's rating, and no one else", async () => {
      const { app } = get();
      now = new Date();
      const { requestId, owner, plumber } = await job(app);
      await review(owner, requestId, { rating: 5 });
      await review(plumber, requestId, { rating: 3, comment: 'Paid late.' });
      // The same customer's next request, as another plumber in reach sees it.
      const next = await postRequest(app, owner, PLUMBING);
      const other = await provider(app, ['plumbing'], AREA, 'Deciding Plumbing');
      const seen = await app.inject({
        method: 'GET',
        url: `/api/quote-requests/${next}`,
        headers: other.headers,
      });
      expect(seen.json().customerRating).toEqual({ rating: 30, count: 1 });
      const listed = await app.inject({
        method: 'GET',
        url: '/api/quote-requests?as=provider',
        headers: other.headers,
      });
      const card = listed
        .json<{ id: string; customerRating: unknown }[]>()
        .find((r) => r.id === next);
      expect(card?.customerRating).toEqual({ rating: 30, count: 1 });
      // The customer does not see how providers rated them, nor does the public list say.
      const own = await app.inject({
        method: 'GET',
        url: `/api/quote-requests/${next}`,
        headers: owner.headers,
      });
      expect(own.json().customerRating).toBeNull();
      expect(JSON.stringify(await publicList(plumber.providerId ?? ''))).not.toContain(
        'Paid late.',
      );
    });

    it('finds and recomputes a rating that drifted from its reviews', async () => {
      const { app, database } = get();
      now = new Date();
      const { requestId, owner, plumber } = await job(app);
      await review(owner, requestId, { rating: 5 });
      await review(plumber, requestId, { rating: 5 });
      const providerId = plumber.providerId ?? '';
      await database.db
        .update(providers)
        .set({ rating: 12, reviewCount: 40 })
        .where(eq(providers.id, providerId));
      expect(await app.reviewPublisher.checkRatings()).toContain(providerId);
      expect(await ratingOf(providerId)).toEqual({ rating: 50, count: 1 });
      expect(await app.reviewPublisher.checkRatings()).not.toContain(providerId);
    });

    it('lets only the reviewed provider reply, once, and anyone signed in report, once', async () => {
      const { app } = get();
      now = new Date();
      const { requestId, owner, plumber } = await job(app);
      await review(owner, requestId, { rating: 3, comment: 'Okay.' });
      const [hidden] = await app.database.db.query.reviews.findMany({
        where: (r, { eq: equals }) => equals(r.quoteRequestId, requestId),
      });
      const reply = (actor: Actor, id: string, text = 'Thank you for the feedback.') =>
        app.inject({
          method: 'POST',
          url: `/api/reviews/${id}/reply`,
          headers: actor.headers,
          payload: { text },
        });
      // Hidden: no one can reply yet.
      expect((await reply(plumber, hidden?.id ?? '')).statusCode).toBe(404);
      await review(plumber, requestId, { rating: 4 });
      const [published] = await publicList(plumber.providerId ?? '');
      const id = published?.id ?? '';
      expect((await reply(owner, id)).statusCode).toBe(404);
      const other = await provider(app, ['plumbing'], AREA, 'Rival Plumbing');
      expect((await reply(other, id)).statusCode).toBe(404);
      const ok = await reply(plumber, id);
      expect(ok.statusCode).toBe(200);
      expect(ok.json().reply).toBe('Thank you for the feedback.');
      expect((await reply(plumber, id, 'Again')).statusCode).toBe(409);
      expect((await publicList(plumber.providerId ?? ''))[0]?.reply).toBe(
        'Thank you for the feedback.',
      );
      const report = (actor: Actor) =>
        app.inject({
          method: 'POST',
          url: `/api/reviews/${id}/report`,
          headers: actor.headers,
          payload: { reason: 'This is not about the job.' },
        });
      expect((await report(plumber)).statusCode).toBe(201);
      expect((await report(plumber)).statusCode).toBe(409);
      const bad = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/reviews`,
        headers: owner.headers,
        payload: { rating: 6, quality: 0, comment: 'x'.repeat(2001) },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toMatchObject({
        rating: 'Rating must be at most 5 stars',
        quality: 'Quality must be at least 1 star',
        comment: 'Comment must be at most 2000 characters',
      });
    });
  },
  { clock: () => now },
);
