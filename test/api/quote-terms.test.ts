import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { southAfricanDate } from '../../src/domain/quote-pricing';
import { customer, postRequest, provider, PLUMBING_REQUEST, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

let now = new Date();
const DAY = 86_400_000;

describeEachDatabase(
  'structured quotes, revisions and comparison',
  (get) => {
    const send = (actor: Actor, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
      get().app.inject({ method, url, headers: actor.headers, ...(payload ? { payload } : {}) });
    const plumber = (app: FastifyInstance, name: string) =>
      provider(app, ['plumbing'], { serviceRadiusKm: 20 }, name);

    it('takes the spec two-field body as a fixed price valid 14 days, and every priced field', async () => {
      const { app } = get();
      now = new Date();
      const owner = await customer(app, 'Lindiwe Terms');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Spec Plumbing');
      const spec = await send(one, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 900,
        message: 'Valve and labour.',
      });
      expect(spec.statusCode, spec.body).toBe(201);
      expect(spec.json()).toMatchObject({
        amount: 900,
        priceType: 'fixed',
        hourlyRate: null,
        estimatedHours: null,
        calloutFee: 0,
        includesMaterials: false,
        earliestStart: null,
        validUntil: southAfricanDate(now, 14),
        revision: 1,
        previous: null,
      });

      const two = await plumber(app, 'Hourly Plumbing');
      const hourly = await send(two, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        priceType: 'hourly',
        hourlyRate: 'R 350',
        estimatedHours: '2.5',
        calloutFee: 250,
        includesMaterials: true,
        earliestStart: southAfricanDate(now, 2),
        validUntil: southAfricanDate(now, 7),
      });
      expect(hourly.statusCode, hourly.body).toBe(201);
      // 350 x 2.5 = 875: the total is the product.
      expect(hourly.json()).toMatchObject({
        amount: 875,
        priceType: 'hourly',
        hourlyRate: 350,
        estimatedHours: 2.5,
        calloutFee: 250,
        includesMaterials: true,
        earliestStart: southAfricanDate(now, 2),
        validUntil: southAfricanDate(now, 7),
      });
    });

    it('refuses each bad priced field with a message a person can act on', async () => {
      const { app } = get();
      now = new Date();
      const owner = await customer(app, 'Bad Terms Owner');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Careful Plumbing');
      const refused = async (body: object) => {
        const response = await send(one, 'POST', '/api/quotes', {
          quoteRequestId: requestId,
          ...body,
        });
        expect(response.statusCode, response.body).toBe(400);
        return response.json().errors as Record<string, string>;
      };
      expect(await refused({ priceType: 'daily', amount: 5 })).toEqual({
        priceType: 'Choose a fixed price, an estimate or an hourly rate',
      });
      expect(await refused({ priceType: 'fixed' })).toEqual({ amount: 'Give the total price' });
      expect(await refused({ priceType: 'hourly', estimatedHours: 2 })).toEqual({
        hourlyRate: 'Give your hourly rate',
      });
      expect(await refused({ priceType: 'hourly', hourlyRate: 300 })).toEqual({
        estimatedHours: 'Give the hours you expect the job to take',
      });
      expect(
        await refused({ priceType: 'hourly', hourlyRate: 300, estimatedHours: 2, amount: 500 }),
      ).toEqual({ amount: "An hourly quote's total is the rate times the hours: R600" });
      expect(await refused({ priceType: 'hourly', hourlyRate: 300, estimatedHours: 2.25 })).toEqual(
        { estimatedHours: 'Hours in halves: 2 or 2.5' },
      );
      expect(await refused({ amount: 100, calloutFee: -1 })).toEqual({
        calloutFee: 'Call-out fee cannot be negative',
      });
      expect(await refused({ amount: 100, includesMaterials: 'yes' })).toEqual({
        includesMaterials: 'Say whether materials are included',
      });
      expect(await refused({ amount: 100, earliestStart: southAfricanDate(now, -1) })).toEqual({
        earliestStart: 'The earliest start cannot be in the past',
      });
      expect(await refused({ amount: 100, earliestStart: '2026-02-30x' })).toEqual({
        earliestStart: 'Choose the earliest start date',
      });
      expect(await refused({ amount: 100, validUntil: southAfricanDate(now, -1) })).toEqual({
        validUntil: 'A quote must be valid until today or later',
      });
      expect(await refused({ amount: 100, validUntil: southAfricanDate(now, 91) })).toEqual({
        validUntil: 'A quote can be valid for at most 90 days',
      });
      // Nothing was stored by any of them.
      const mine = await send(owner, 'GET', `/api/quote-requests/${requestId}`);
      expect(mine.json().quotes).toEqual([]);
    });

    it('refuses an expired quote: 409 This quote has expired', async () => {
      const { app } = get();
      now = new Date();
      const owner = await customer(app, 'Late Owner');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Short Plumbing');
      const quote = await send(one, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 700,
        validUntil: southAfricanDate(now, 1),
      });
      now = new Date(Date.now() + 3 * DAY);
      const late = await send(owner, 'POST', `/api/quotes/${quote.json().id}/accept`, {});
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('This quote has expired');
      // Revised with a new date, it can be accepted again.
      const renewed = await send(one, 'PATCH', `/api/quotes/${quote.json().id}`, {
        validUntil: southAfricanDate(now, 5),
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const accepted = await send(owner, 'POST', `/api/quotes/${quote.json().id}/accept`, {
        revision: 2,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      now = new Date();
    });

    it('revises an open quote into a new revision; a stale accept is 409; an accepted quote cannot change', async () => {
      const { app } = get();
      now = new Date();
      const owner = await customer(app, 'Revision Owner');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Revising Plumbing');
      const sent = await send(one, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 1200,
      });
      const id = sent.json().id as string;
      const stranger = await plumber(app, 'Stranger Plumbing');
      expect((await send(stranger, 'PATCH', `/api/quotes/${id}`, { amount: 1 })).statusCode).toBe(
        404,
      );
      expect((await send(owner, 'PATCH', `/api/quotes/${id}`, { amount: 1 })).statusCode).toBe(404);
      const empty = await send(one, 'PATCH', `/api/quotes/${id}`, {});
      expect(empty.statusCode).toBe(400);

      const revised = await send(one, 'PATCH', `/api/quotes/${id}`, {
        amount: 1000,
        calloutFee: 150,
      });
      expect(revised.statusCode, revised.body).toBe(200);
      expect(revised.json()).toMatchObject({
        amount: 1000,
        calloutFee: 150,
        revision: 2,
        previous: { amount: 1200, calloutFee: 0 },
      });
      // The same terms again make no new revision.
      const same = await send(one, 'PATCH', `/api/quotes/${id}`, { amount: 1000 });
      expect(same.json().revision).toBe(2);
      // The customer sees it too, and is told.
      const seen = await send(owner, 'GET', `/api/quotes/${id}`);
      expect(seen.json()).toMatchObject({ revision: 2, previous: { amount: 1200 } });
      const titles = (await send(owner, 'GET', '/api/notifications')).json<{ title: string }[]>();
      expect(titles.map((n) => n.title)).toContain(
        'Revising Plumbing changed their quote for your plumbing',
      );

      // Accepting what was shown before the change is refused; the current one is accepted.
      const stale = await send(owner, 'POST', `/api/quotes/${id}/accept`, { revision: 1 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toBe('This quote has changed; review it again');
      const ok = await send(owner, 'POST', `/api/quotes/${id}/accept`, { revision: 2 });
      expect(ok.statusCode, ok.body).toBe(200);
      const locked = await send(one, 'PATCH', `/api/quotes/${id}`, { amount: 900 });
      expect(locked.statusCode).toBe(409);
      expect(locked.json().message).toBe('An accepted quote cannot change.');
      expect((await send(one, 'POST', `/api/quotes/${id}/withdraw`)).statusCode).toBe(409);
    });

    it('keeps a change made on another phone when a stale one arrives late (409, nothing overwritten)', async () => {
      const { app } = get();
      const owner = await customer(app, 'Two Phones Customer');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Two Phones Plumbing');
      const posted = await send(one, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 900,
      });
      const id = posted.json<{ id: string }>().id;
      // The tablet changes revision 1 first; the phone, back from load-shedding, sends its change
      // of revision 1 too.
      const tablet = await send(one, 'PATCH', `/api/quotes/${id}`, { amount: 950, revision: 1 });
      expect(tablet.statusCode, tablet.body).toBe(200);
      expect(tablet.json()).toMatchObject({ amount: 950, revision: 2 });
      const phone = await send(one, 'PATCH', `/api/quotes/${id}`, { amount: 700, revision: 1 });
      expect(phone.statusCode, phone.body).toBe(409);
      expect(phone.json()).toMatchObject({
        message: expect.stringMatching(/^This quote was changed on another phone or tab/),
        errors: { revision: expect.stringMatching(/changed on another phone/) },
      });
      const read = await send(one, 'GET', `/api/quotes/${id}`);
      expect(read.json()).toMatchObject({ amount: 950, revision: 2 });
      // Made from revision 2, it applies; a body naming no revision applies as before.
      const again = await send(one, 'PATCH', `/api/quotes/${id}`, { amount: 700, revision: 2 });
      expect(again.json()).toMatchObject({ amount: 700, revision: 3 });
      const plain = await send(one, 'PATCH', `/api/quotes/${id}`, { amount: 720 });
      expect(plain.json()).toMatchObject({ amount: 720, revision: 4 });
      // A revision alone changes nothing.
      const empty = await send(one, 'PATCH', `/api/quotes/${id}`, { revision: 4 });
      expect(empty.statusCode).toBe(400);
    });

    it('accepts the current revision when the body names none, as older clients send', async () => {
      const { app } = get();
      now = new Date();
      const owner = await customer(app, 'Old Client Owner');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Old Client Plumbing');
      const sent = await send(one, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 500,
      });
      await send(one, 'PATCH', `/api/quotes/${sent.json().id}`, { amount: 450 });
      const accepted = await get().app.inject({
        method: 'POST',
        url: `/api/quotes/${sent.json().id}/accept`,
        headers: owner.headers,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().quotes[0]).toMatchObject({
        amount: 450,
        revision: 2,
        status: 'accepted',
      });
    });

    it('withdraws an open quote (the request waits for quotes again) and closes a request', async () => {
      const { app } = get();
      now = new Date();
      const owner = await customer(app, 'Closing Owner');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Withdrawing Plumbing');
      const two = await plumber(app, 'Closed Out Plumbing');
      const first = await send(one, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 800,
      });
      const withdrawn = await send(one, 'POST', `/api/quotes/${first.json().id}/withdraw`);
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      expect(withdrawn.json().status).toBe('withdrawn');
      const request = (await send(owner, 'GET', `/api/quote-requests/${requestId}`)).json();
      expect(request).toMatchObject({ status: 'pending', quoteCount: 0 });
      expect(
        (await send(owner, 'POST', `/api/quotes/${first.json().id}/accept`, {})).statusCode,
      ).toBe(409);

      const second = await send(two, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 950,
      });
      expect(second.statusCode).toBe(201);
      expect((await send(two, 'POST', `/api/quote-requests/${requestId}/close`)).statusCode).toBe(
        404,
      );
      const closed = await send(owner, 'POST', `/api/quote-requests/${requestId}/close`);
      expect(closed.statusCode, closed.body).toBe(200);
      const closedRequest = closed.json<{ status: string; quotes: { status: string }[] }>();
      expect(closedRequest.status).toBe('closed');
      expect(closedRequest.quotes.map((q) => q.status)).toEqual(['withdrawn', 'declined']);
      const again = await send(owner, 'POST', `/api/quote-requests/${requestId}/close`);
      expect(again.statusCode).toBe(409);
      const three = await plumber(app, 'Too Late Plumbing');
      const late = await send(three, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 600,
      });
      expect(late.statusCode).toBe(409);
      const told = (await send(two, 'GET', '/api/notifications')).json<{ title: string }[]>();
      expect(told.map((n) => n.title)).toContain('Request closed: plumbing in Green Point');
      const ownerTold = (await send(owner, 'GET', '/api/notifications')).json<
        { title: string }[]
      >();
      expect(ownerTold.map((n) => n.title)).toContain(
        'Withdrawing Plumbing withdrew their quote for your plumbing',
      );
    });

    it("compares a request's quotes with their providers' figures, for its customer only", async () => {
      const { app } = get();
      now = new Date();
      const owner = await customer(app, 'Comparing Owner');
      const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
      const one = await plumber(app, 'Compared Plumbing');
      const q = await send(one, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        priceType: 'estimate',
        amount: 1500,
        calloutFee: 300,
      });
      await send(one, 'PATCH', `/api/quotes/${q.json().id}`, { amount: 1400 });
      const comparison = await send(owner, 'GET', `/api/quote-requests/${requestId}/comparison`);
      expect(comparison.statusCode, comparison.body).toBe(200);
      const body = comparison.json<{
        quotes: unknown[];
        history: { kind: string; amount: number | null }[];
      }>();
      expect(body.quotes[0]).toMatchObject({
        amount: 1400,
        priceType: 'estimate',
        calloutFee: 300,
        revision: 2,
        previous: { amount: 1500 },
        provider: {
          name: 'Compared Plumbing',
          rating: 0,
          reviewCount: 0,
          jobsCompleted: 0,
          responseMeasured: false,
          isVerified: 0,
          // As far as the provider's own view of the request says.
          distanceKm: (await send(one, 'GET', `/api/quote-requests/${requestId}`)).json()
            .distanceKm,
        },
      });
      expect(body.history.map((h) => [h.kind, h.amount])).toEqual([
        ['posted', null],
        ['quoted', 1500],
        ['revised', 1400],
      ]);
      for (const other of [one, await customer(app, 'Nosy Neighbour')]) {
        const refused = await send(other, 'GET', `/api/quote-requests/${requestId}/comparison`);
        expect(refused.statusCode).toBe(404);
      }
    });

    it("measures a provider's typical response as the median over its quotes, from the fifth", async () => {
      const { app } = get();
      now = new Date();
      const one = await plumber(app, 'Measured Plumbing');
      const owner = await customer(app, 'Many Requests Owner');
      const page = async () =>
        (await app.inject({ method: 'GET', url: `/api/providers/${one.providerId}` })).json<{
          responseTime: string;
          responsive: boolean;
        }>();
      const listed = async () => (await page()).responseTime;
      const quoteAfter = async (minutes: number) => {
        const requestId = await postRequest(app, owner, PLUMBING_REQUEST);
        // The request as if posted `minutes` ago.
        await app.database.db.execute(
          `update quote_requests set created_at = now() - interval '${minutes} minutes' where id = '${requestId}'`,
        );
        const sent = await send(one, 'POST', '/api/quotes', {
          quoteRequestId: requestId,
          amount: 400,
        });
        expect(sent.statusCode).toBe(201);
      };
      for (const minutes of [10, 20, 100, 200]) {
        await quoteAfter(minutes);
        expect(await page()).toMatchObject({ responseTime: 'Within 24 hours', responsive: false });
      }
      await quoteAfter(300);
      // Median of 10, 20, 100, 200, 300 minutes: 100, so within 2 hours, and 'Responsive'.
      expect(await page()).toMatchObject({ responseTime: 'Within 2 hours', responsive: true });
      const card = async () =>
        (await app.inject({ method: 'GET', url: '/api/providers?service=plumbing&limit=100' }))
          .json<{ id: string; responsive: boolean }[]>()
          .find((item) => item.id === one.providerId);
      expect((await card())?.responsive).toBe(true);
      // Three slow ones: the median is 250 minutes, over 4 hours, and the badge goes.
      for (const minutes of [600, 700, 800]) await quoteAfter(minutes);
      expect(await page()).toMatchObject({ responseTime: 'Within 5 hours', responsive: false });
      expect((await card())?.responsive).toBe(false);
      expect(await listed()).toBe('Within 5 hours');
      // The provider's own profile keeps the time it chose, for its form.
      const own = await send(one, 'GET', '/api/providers/me');
      expect(own.json().responseTime).toBe('Within 24 hours');
    });
  },
  { clock: () => now },
);
