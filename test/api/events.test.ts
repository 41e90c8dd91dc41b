import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { domainEvents } from '../../src/server/db/schema';
import { transaction } from '../../src/server/db/transaction';
import { CLAIM_EXPIRES_MS, EventDispatcher, readEvents } from '../../src/server/events/dispatcher';
import { recordEvent } from '../../src/server/events/record';
import { DOMAIN_EVENT_TYPES, typesTouching, type DomainEvent } from '../../src/server/events/types';
import { customer, postQuote, postRequest, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

const silent = { error: () => undefined, info: () => undefined };
const requestOf = (event: DomainEvent) =>
  'quoteRequestId' in event.subjects ? event.subjects.quoteRequestId : undefined;

/** A dispatcher of its own, as another process started on the same database would have. */
function listening() {
  const seen: DomainEvent[] = [];
  return { seen, record: (event: DomainEvent) => void seen.push(event) };
}

describeEachDatabase('domain events', (get) => {
  it('every event type has a subscriber in the running app, and the cache and the live stream hear what touches them', () => {
    const subscribed = new Set(get().app.events.subscribedTypes());
    expect(DOMAIN_EVENT_TYPES.filter((type) => !subscribed.has(type))).toEqual([]);
    // What used to be missed: a document decided, a measured response time, a hidden review.
    expect(typesTouching('listing')).toEqual(
      expect.arrayContaining(['document_decided', 'provider_listing_changed', 'review_hidden']),
    );
    expect(typesTouching('thread')).toEqual(['message_sent', 'message_hidden']);
  });

  const db = () => get().database.db;
  const submitted = (quoteRequestId: string) => ({
    type: 'quote_submitted' as const,
    subjects: { quoteId: crypto.randomUUID(), quoteRequestId, providerId: crypto.randomUUID() },
  });

  it('never hands over an event whose transaction rolled back', async () => {
    const listener = listening();
    const events = new EventDispatcher(db(), silent);
    events.subscribe('quote_submitted', listener.record);
    await events.start();
    try {
      const marker = crypto.randomUUID();
      await expect(
        transaction(db(), async (tx) => {
          await recordEvent(tx, submitted(marker));
          throw new Error('the command failed after recording');
        }),
      ).rejects.toThrow('the command failed');
      await events.dispatchPending();
      const rows = await readEvents(db());
      expect(rows.filter((row) => row.subjects['quoteRequestId'] === marker)).toEqual([]);
      expect(listener.seen.filter((e) => requestOf(e) === marker)).toEqual([]);
    } finally {
      await events.stop();
    }
  });

  it('hands over after a restart an event committed before a crash, once', async () => {
    const marker = crypto.randomUUID();
    // Committed while no dispatcher listens: the process died between commit and dispatch.
    await get().app.events.stop();
    const restarted = listening();
    try {
      await transaction(db(), (tx) => recordEvent(tx, submitted(marker)));
      const events = new EventDispatcher(db(), silent);
      events.subscribe('quote_submitted', restarted.record);
      await events.start();
      await events.dispatchPending();
      await events.stop();
    } finally {
      await get().app.events.start();
    }
    const mine = restarted.seen.filter((e) => requestOf(e) === marker);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'quote_submitted' });
    const [row] = (await readEvents(db())).filter((r) => r.subjects['quoteRequestId'] === marker);
    expect(row?.dispatchedAt).toBeInstanceOf(Date);
  });

  it('takes again the events a dead dispatcher claimed, once its claim has expired', async () => {
    const fresh = crypto.randomUUID();
    const stale = crypto.randomUUID();
    await get().app.events.stop();
    const listener = listening();
    try {
      await transaction(db(), (tx) => recordEvent(tx, submitted(fresh), submitted(stale)));
      const claim = async (marker: string, ago: number) =>
        db()
          .update(domainEvents)
          .set({ claimedAt: sql`now() - ${`${ago} milliseconds`}::interval` })
          .where(sql`${domainEvents.subjects}->>'quoteRequestId' = ${marker}`);
      await claim(fresh, 1000);
      await claim(stale, CLAIM_EXPIRES_MS + 1000);
      const events = new EventDispatcher(db(), silent);
      events.subscribe('quote_submitted', listener.record);
      await events.start();
      await events.stop();
    } finally {
      await get().app.events.start();
    }
    const markers = listener.seen.map((e) => requestOf(e));
    expect(markers).toContain(stale);
    expect(markers).not.toContain(fresh);
  });

  it('tries an event again when a subscriber fails, without losing the others', async () => {
    const marker = crypto.randomUUID();
    let failures = 1;
    // Alone on the database: the app's own dispatcher would hand it over (it has no such subscriber).
    await get().app.events.stop();
    const events = new EventDispatcher(db(), silent, 60_000);
    const seen: string[] = [];
    events.subscribe('quote_submitted', (event) => {
      if (event.subjects.quoteRequestId !== marker) return;
      if (failures-- > 0) throw new Error('a subscriber fell over');
      seen.push(marker);
    });
    await events.start();
    try {
      await transaction(db(), (tx) => recordEvent(tx, submitted(marker)));
      const [row] = await db()
        .select()
        .from(domainEvents)
        .where(sql`${domainEvents.subjects}->>'quoteRequestId' = ${marker}`);
      expect(row?.dispatchedAt).toBeNull();
      // Its claim expires (as a minute later): the next round hands it over again.
      await db()
        .update(domainEvents)
        .set({ claimedAt: sql`now() - interval '2 minutes'` })
        .where(eq(domainEvents.id, row!.id));
      await events.dispatchPending();
      expect(seen).toEqual([marker]);
    } finally {
      await events.stop();
      await get().app.events.start();
    }
  });

  it('records what each command did, in order, and nothing for a refused one', async () => {
    const { app } = get();
    const owner = await customer(app);
    const cleaner = await provider(app, ['cleaning']);
    const other = await provider(app, ['cleaning']);
    const requestId = await postRequest(app, owner);
    const chosen = await postQuote(app, cleaner, requestId);
    const passedOver = await postQuote(app, other, requestId);
    const accept = (quoteId: string) =>
      app.inject({ method: 'POST', url: `/api/quotes/${quoteId}/accept`, headers: owner.headers });
    expect((await accept(chosen)).statusCode).toBe(200);
    expect((await accept(passedOver)).statusCode).toBe(409);
    const completed = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${requestId}/complete`,
      headers: owner.headers,
    });
    expect(completed.statusCode).toBe(200);

    const rows = (await readEvents(db())).filter(
      (row) => row.subjects['quoteRequestId'] === requestId,
    );
    expect(rows.map((row) => row.type)).toEqual([
      'quote_request_created',
      'quote_submitted',
      'quote_submitted',
      'quote_accepted',
      'quote_request_completed',
    ]);
    expect(rows[3]).toMatchObject({
      subjects: { quoteId: chosen, quoteRequestId: requestId, providerId: cleaner.providerId },
      payload: { declinedQuoteIds: [passedOver] },
    });
    // Each was handed over after its commit, before the answer.
    for (const row of rows) expect(row.dispatchedAt).toBeInstanceOf(Date);
    const ids = rows.map((row) => row.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });
});
