import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quoteRequests, quotes } from '../../src/server/db/schema';
import {
  CLEANING_REQUEST,
  customer,
  postQuote,
  postRequest,
  provider,
  type Actor,
} from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase('Idempotency-Key', (get) => {
  const send = (actor: Actor, url: string, key: string | undefined, payload?: object) =>
    get().app.inject({
      method: 'POST',
      url,
      headers: { ...actor.headers, ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });
  const countRequests = async (actor: Actor) =>
    (
      await get()
        .database.db.select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(eq(quoteRequests.customerId, actor.userId))
    ).length;

  it('replays the first answer to a retry and creates nothing new', async () => {
    const alice = await customer(get().app);
    const key = crypto.randomUUID();
    const first = await send(alice, '/api/quote-requests', key, CLEANING_REQUEST);
    expect(first.statusCode).toBe(201);
    const retry = await send(alice, '/api/quote-requests', key, CLEANING_REQUEST);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await countRequests(alice)).toBe(1);
    // Without a key (or with a new one) a second request is a second request.
    expect((await send(alice, '/api/quote-requests', undefined, CLEANING_REQUEST)).statusCode).toBe(
      201,
    );
    expect(
      (await send(alice, '/api/quote-requests', crypto.randomUUID(), CLEANING_REQUEST)).statusCode,
    ).toBe(201);
    expect(await countRequests(alice)).toBe(3);
  });

  it('answers 422 to the same key with a different body, and changes nothing', async () => {
    const alice = await customer(get().app);
    const key = crypto.randomUUID();
    expect((await send(alice, '/api/quote-requests', key, CLEANING_REQUEST)).statusCode).toBe(201);
    const other = await send(alice, '/api/quote-requests', key, {
      ...CLEANING_REQUEST,
      description: 'Something else entirely.',
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key was already used/);
    expect(await countRequests(alice)).toBe(1);
  });

  it('keeps keys per user: the same key from someone else is their own request', async () => {
    const alice = await customer(get().app);
    const bob = await customer(get().app, 'Bob');
    const key = 'shared-key-1';
    const fromAlice = await send(alice, '/api/quote-requests', key, CLEANING_REQUEST);
    const fromBob = await send(bob, '/api/quote-requests', key, CLEANING_REQUEST);
    expect(fromBob.statusCode).toBe(201);
    expect(fromBob.json().id).not.toBe(fromAlice.json().id);
    expect(fromBob.json().customerName).toBe('Bob');
  });

  it('replays an accept instead of answering the retry with a conflict', async () => {
    const alice = await customer(get().app);
    const cleaner = await provider(get().app, ['cleaning']);
    const requestId = await postRequest(get().app, alice);
    const quoteId = await postQuote(get().app, cleaner, requestId);
    const key = crypto.randomUUID();
    const first = await send(alice, `/api/quotes/${quoteId}/accept`, key);
    expect(first.statusCode).toBe(200);
    const retry = await send(alice, `/api/quotes/${quoteId}/accept`, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    // Without the key, the second accept is the conflict it is.
    expect((await send(alice, `/api/quotes/${quoteId}/accept`, undefined)).statusCode).toBe(409);
  });

  it('replays a quote: one quote stored however often it is retried', async () => {
    const alice = await customer(get().app);
    const cleaner = await provider(get().app, ['cleaning']);
    const requestId = await postRequest(get().app, alice);
    const key = crypto.randomUUID();
    const body = { quoteRequestId: requestId, amount: 700, message: 'Tomorrow' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => send(cleaner, '/api/quotes', key, body)),
    );
    // Concurrent retries either get the stored answer or are told the first is still running.
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(new Set(created.map((a) => a.json<{ id: string }>().id)).size).toBe(1);
    const later = await send(cleaner, '/api/quotes', key, body);
    expect(later.statusCode).toBe(201);
    expect(later.json().id).toBe(created[0]!.json().id);
    const stored = await get()
      .database.db.select()
      .from(quotes)
      .where(eq(quotes.quoteRequestId, requestId));
    expect(stored).toHaveLength(1);
  });

  it('leaves the key free after a body refused by validation, so the corrected retry goes through', async () => {
    const alice = await customer(get().app);
    const key = crypto.randomUUID();
    const bad = await send(alice, '/api/quote-requests', key, {
      ...CLEANING_REQUEST,
      serviceType: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(await countRequests(alice)).toBe(0);
    const fixed = await send(alice, '/api/quote-requests', key, CLEANING_REQUEST);
    expect(fixed.statusCode).toBe(201);
    expect(await countRequests(alice)).toBe(1);
  });

  it('refuses a malformed key with 400', async () => {
    const alice = await customer(get().app);
    const response = await send(alice, '/api/quote-requests', 'x'.repeat(256), CLEANING_REQUEST);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('Idempotency-Key');
    expect(await countRequests(alice)).toBe(0);
  });
});
