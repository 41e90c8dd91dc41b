import { expect, it } from 'vitest';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

/** PRODUCT.md rule 7: a request takes at most five quotes. */
describeEachDatabase('five quotes at most', (get) => {
  const quote = (actor: Actor, quoteRequestId: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: actor.headers,
      payload: { quoteRequestId, amount: 500, message: 'Available Friday.' },
    });

  it('refuses a sixth quote, and the full request leaves the others’ lists', async () => {
    const { app } = get();
    const owner = await customer(app);
    const requestId = await postRequest(app, owner);
    const quoted: Actor[] = [];
    for (let i = 0; i < 5; i++) {
      const cleaner = await provider(app, ['cleaning'], {}, `Cleaner ${i}`);
      await postQuote(app, cleaner, requestId);
      quoted.push(cleaner);
    }
    const late = await provider(app, ['cleaning'], {}, 'Late Cleaner');
    const sixth = await quote(late, requestId);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ message: 'This request already has 5 quotes' });

    // The late provider no longer sees it, by list or by id, nor counts it as new.
    const list = await app.inject({
      method: 'GET',
      url: '/api/quote-requests?as=provider',
      headers: late.headers,
    });
    expect(list.json<{ id: string }[]>().map((r) => r.id)).not.toContain(requestId);
    const byId = await app.inject({
      method: 'GET',
      url: `/api/quote-requests/${requestId}`,
      headers: late.headers,
    });
    expect(byId.statusCode).toBe(404);
    const stats = await app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats?as=provider',
      headers: late.headers,
    });
    expect(stats.json().newRequests).toBe(0);
    // Those who quoted still see it with their quote; the customer sees all five.
    const mine = await app.inject({
      method: 'GET',
      url: `/api/quote-requests/${requestId}`,
      headers: quoted[0]!.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().quotes).toHaveLength(1);
    const own = await app.inject({
      method: 'GET',
      url: `/api/quote-requests/${requestId}`,
      headers: owner.headers,
    });
    expect(own.json().quotes).toHaveLength(5);
  });

  it('holds under concurrency: 20 providers quoting at once store exactly 5', async () => {
    const { app } = get();
    const owner = await customer(app);
    const requestId = await postRequest(app, owner);
    const cleaners = await Promise.all(
      Array.from({ length: 20 }, (_, i) => provider(app, ['cleaning'], {}, `Rush ${i}`)),
    );
    const answers = await Promise.all(cleaners.map((cleaner) => quote(cleaner, requestId)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    const own = await app.inject({
      method: 'GET',
      url: `/api/quote-requests/${requestId}`,
      headers: owner.headers,
    });
    expect(own.json().quotes).toHaveLength(5);
  });
});
