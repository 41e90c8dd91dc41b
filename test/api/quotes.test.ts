import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quotes } from '../../src/server/db/schema';
import {
  customer,
  PLUMBING_REQUEST,
  postQuote,
  postRequest,
  provider,
  type Actor,
} from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase('quotes and the quote lifecycle', (get) => {
  const send = (actor: Actor, payload: Record<string, unknown>) =>
    get().app.inject({ method: 'POST', url: '/api/quotes', headers: actor.headers, payload });
  const act = (actor: Actor, quoteId: string, action: 'accept' | 'decline') =>
    get().app.inject({
      method: 'POST',
      url: `/api/quotes/${quoteId}/${action}`,
      headers: actor.headers,
    });
  const complete = (actor: Actor, requestId: string) =>
    get().app.inject({
      method: 'POST',
      url: `/api/quote-requests/${requestId}/complete`,
      headers: actor.headers,
    });
  const status = async (actor: Actor, requestId: string) => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests/${requestId}`,
      headers: actor.headers,
    });
    return response.json<{ status: string; quotes: { id: string; status: string }[] }>();
  };

  it('stores the quote as the caller provider, ignoring a body providerId, and marks the request responded', async () => {
    const alice = await customer(get().app);
    const plumber = await provider(get().app, ['plumbing']);
    const other = await provider(get().app, ['plumbing']);
    const requestId = await postRequest(get().app, alice, PLUMBING_REQUEST);
    const response = await send(plumber, {
      quoteRequestId: requestId,
      providerId: other.providerId,
      amount: '450',
      message: 'Tomorrow',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      providerId: plumber.providerId,
      amount: 450,
      status: 'open',
      message: 'Tomorrow',
    });
    expect((await status(alice, requestId)).status).toBe('responded');
  });

  it('refuses quotes from the wrong people and bad amounts', async () => {
    const alice = await customer(get().app);
    const plumber = await provider(get().app, ['plumbing']);
    const cleaner = await provider(get().app, ['cleaning']);
    const requestId = await postRequest(get().app, alice, PLUMBING_REQUEST);

    const noProfile = await send(alice, { quoteRequestId: requestId, amount: 100 });
    expect(noProfile.statusCode).toBe(403);

    const zero = await send(plumber, { quoteRequestId: requestId, amount: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toEqual({
      message: 'Amount must be greater than 0',
      errors: { amount: 'Amount must be greater than 0' },
    });
    for (const amount of [-5, 12.5, 'abc', '', true, null, [], {}]) {
      expect(
        (await send(plumber, { quoteRequestId: requestId, amount })).statusCode,
        JSON.stringify(amount),
      ).toBe(400);
    }

    // 1e309 is valid JSON that parses to Infinity.
    const infinite = await get().app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: { ...plumber.headers, 'content-type': 'application/json' },
      payload: `{"quoteRequestId":"${requestId}","amount":1e309}`,
    });
    expect(infinite.statusCode).toBe(400);

    expect((await send(cleaner, { quoteRequestId: requestId, amount: 100 })).statusCode).toBe(404);
    expect(
      (await send(plumber, { quoteRequestId: '00000000-0000-4000-8000-000000000000', amount: 100 }))
        .statusCode,
    ).toBe(404);

    expect((await send(plumber, { quoteRequestId: requestId, amount: 300 })).statusCode).toBe(201);
    const again = await send(plumber, { quoteRequestId: requestId, amount: 280 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already sent a quote for this request.');

    // A provider posting a request of its own cannot quote on it.
    const ownId = await postRequest(get().app, plumber, PLUMBING_REQUEST);
    expect((await send(plumber, { quoteRequestId: ownId, amount: 100 })).statusCode).toBe(403);
  });

  it('accepting one quote declines the others; a second accept is 409; complete only from accepted', async () => {
    const alice = await customer(get().app);
    const p1 = await provider(get().app, ['plumbing']);
    const p2 = await provider(get().app, ['plumbing']);
    const requestId = await postRequest(get().app, alice, PLUMBING_REQUEST);
    const q1 = await postQuote(get().app, p1, requestId, 500);
    const q2 = await postQuote(get().app, p2, requestId, 600);

    expect((await complete(alice, requestId)).statusCode).toBe(409);
    // Only the request's customer may accept: a provider and a stranger get 404.
    expect((await act(p1, q1, 'accept')).statusCode).toBe(404);
    expect((await act(await customer(get().app), q1, 'accept')).statusCode).toBe(404);

    const accepted = await act(alice, q1, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    expect(accepted.json().quotes).toEqual([
      expect.objectContaining({ id: q1, status: 'accepted' }),
      expect.objectContaining({ id: q2, status: 'declined' }),
    ]);
    expect((await act(alice, q2, 'accept')).statusCode).toBe(409);
    expect((await act(alice, q1, 'accept')).statusCode).toBe(409);
    // No new quotes on an accepted request; the provider is told why.
    const late = await provider(get().app, ['plumbing']);
    const lateQuote = await send(late, { quoteRequestId: requestId, amount: 100 });
    expect(lateQuote.statusCode).toBe(409);
    expect(lateQuote.json().message).toBe('This request is accepted and no longer takes quotes.');

    expect((await complete(p1, requestId)).statusCode).toBe(404);
    const done = await complete(alice, requestId);
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('completed');
    expect((await complete(alice, requestId)).statusCode).toBe(409);
  });

  it('declining every quote declines the request; a new quote makes it responded again', async () => {
    const alice = await customer(get().app);
    const p1 = await provider(get().app, ['plumbing']);
    const p2 = await provider(get().app, ['plumbing']);
    const p3 = await provider(get().app, ['plumbing']);
    const requestId = await postRequest(get().app, alice, PLUMBING_REQUEST);
    const q1 = await postQuote(get().app, p1, requestId);
    const q2 = await postQuote(get().app, p2, requestId);

    const first = await act(alice, q1, 'decline');
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('responded');
    expect((await act(alice, q1, 'decline')).statusCode).toBe(409);
    const second = await act(alice, q2, 'decline');
    expect(second.json().status).toBe('declined');
    expect((await act(alice, q2, 'accept')).statusCode).toBe(409);

    await postQuote(get().app, p3, requestId);
    expect((await status(alice, requestId)).status).toBe('responded');
  });

  it('20 concurrent accepts on the 5 quotes a request can take: exactly one wins', async () => {
    const alice = await customer(get().app);
    const requestId = await postRequest(get().app, alice, PLUMBING_REQUEST);
    const quoteIds: string[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await provider(get().app, ['plumbing'], {}, `Plumber ${i}`);
      quoteIds.push(await postQuote(get().app, p, requestId, 100 + i));
    }
    // Each quote accepted four times at once.
    const attempts = Array.from({ length: 20 }, (_, i) => quoteIds[i % quoteIds.length]!);
    const results = await Promise.all(attempts.map((id) => act(alice, id, 'accept')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const accepted = await get()
      .database.db.select()
      .from(quotes)
      .where(and(eq(quotes.quoteRequestId, requestId), eq(quotes.status, 'accepted')));
    expect(accepted).toHaveLength(1);
    const open = await get()
      .database.db.select()
      .from(quotes)
      .where(and(eq(quotes.quoteRequestId, requestId), eq(quotes.status, 'open')));
    expect(open).toHaveLength(0);
  });
});
