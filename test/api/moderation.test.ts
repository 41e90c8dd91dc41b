import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { MESSAGE_HIDDEN } from '../../src/domain/schemas/messages';
import { providers } from '../../src/server/db/schema';
import { auditLog } from '../../src/server/db/schema';
import { setAdmin } from '../../src/server/services/verification';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

const PLUMBING = {
  serviceType: 'plumbing',
  description: 'The bathroom tap drips all night.',
  location: '3 Long Street, Cape Town',
  latitude: -33.92,
  longitude: 18.42,
  preferredDate: 'Monday',
};
const AREA = { location: 'Cape Town', latitude: -33.92, longitude: 18.42, serviceRadiusKm: 20 };

/** A completed job between a new customer and this plumber, both sides reviewed (published). */
async function reviewedJob(app: FastifyInstance, plumber: Actor, stars: number, comment: string) {
  const owner = await customer(app, 'Moderation Customer');
  const requestId = await postRequest(app, owner, PLUMBING);
  const quoteId = await postQuote(app, plumber, requestId, 700);
  const call = (actor: Actor, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: actor.headers, ...(payload ? { payload } : {}) });
  expect((await call(owner, `/api/quotes/${quoteId}/accept`)).statusCode).toBe(200);
  expect((await call(owner, `/api/quote-requests/${requestId}/complete`)).statusCode).toBe(200);
  const reviews = `/api/quote-requests/${requestId}/reviews`;
  expect((await call(owner, reviews, { rating: stars, comment })).statusCode).toBe(201);
  expect((await call(plumber, reviews, { rating: 5 })).statusCode).toBe(201);
  return { owner, requestId };
}

describeEachDatabase('moderation: reported reviews and messages', (get) => {
  const send = (actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    get().app.inject({
      method,
      url,
      ...(actor ? { headers: actor.headers } : {}),
      ...(payload ? { payload } : {}),
    });
  const ratingOf = async (providerId: string) => {
    const [row] = await get()
      .database.db.select({ rating: providers.rating, count: providers.reviewCount })
      .from(providers)
      .where(eq(providers.id, providerId));
    return row;
  };

  it('an admin hides a reported review (it stops counting) and keeps a reported message', async () => {
    const { app, database } = get();
    const admin = await customer(app, 'Desk Moderator');
    await setAdmin(database.db, admin.email, true, 'test');
    const plumber = await provider(app, ['plumbing'], AREA, 'Moderated Plumbing');
    const providerId = plumber.providerId ?? '';
    await reviewedJob(app, plumber, 5, 'Quick and tidy.');
    const { owner } = await reviewedJob(app, plumber, 1, 'Useless crook, avoid!!');
    expect(await ratingOf(providerId)).toEqual({ rating: 30, count: 2 });

    const list = async () =>
      (await send(null, 'GET', `/api/providers/${providerId}/reviews`)).json<
        { id: string; comment: string }[]
      >();
    const abusive = (await list()).find((review) => review.comment.startsWith('Useless'));
    expect(abusive).toBeDefined();
    const reviewId = abusive?.id ?? '';
    expect(
      (await send(plumber, 'POST', `/api/reviews/${reviewId}/report`, { reason: 'Insulting' }))
        .statusCode,
    ).toBe(201);

    // A message in another request's thread, reported by the plumber who received it.
    const asker = await customer(app, 'Message Customer');
    const requestId = await postRequest(app, asker, PLUMBING);
    await postQuote(app, plumber, requestId, 500);
    const written = await send(asker, 'POST', `/api/quote-requests/${requestId}/messages`, {
      text: 'Can you come on Tuesday instead?',
      providerId,
    });
    expect(written.statusCode, written.body).toBe(201);
    const messageId = written.json<{ id: string }>().id;
    expect(
      (await send(plumber, 'POST', `/api/messages/${messageId}/report`, { reason: 'Spam' }))
        .statusCode,
    ).toBe(201);

    // Everyone but an admin (anonymous, a forged token, a customer, a provider): the same answer
    // as an address the API does not serve, word for word and header for header.
    const unknown = await send(null, 'GET', '/api/admin/nothing-here');
    const shape = (response: typeof unknown) => ({
      status: response.statusCode,
      body: response.body.replace('/api/admin/nothing-here', '/api/admin/reports'),
      cacheControl: response.headers['cache-control'],
      contentType: response.headers['content-type'],
    });
    const forged = { headers: { authorization: 'Bearer not-a-token' } };
    for (const actor of [null, forged, plumber, owner]) {
      const response = await send(actor as Actor | null, 'GET', '/api/admin/reports');
      expect(shape(response)).toEqual(shape(unknown));
    }
    const queue = (await send(admin, 'GET', '/api/admin/reports')).json<
      { type: string; id: string; text: string; reports: { reason: string }[] }[]
    >();
    const mine = queue.filter((item) => item.id === reviewId || item.id === messageId);
    expect(mine.map((item) => [item.type, item.text, item.reports.map((r) => r.reason)])).toEqual([
      ['review', 'Useless crook, avoid!!', ['Insulting']],
      ['message', 'Can you come on Tuesday instead?', ['Spam']],
    ]);

    // A reason is needed; an unknown type or item is 404 / 400.
    const bare = await send(admin, 'POST', `/api/admin/reports/review/${reviewId}/hide`, {});
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors.reason).toBe('Say why, in a few words');
    expect(
      (await send(admin, 'POST', `/api/admin/reports/quote/${reviewId}/hide`, { reason: 'Nope' }))
        .statusCode,
    ).toBe(400);

    const hid = await send(admin, 'POST', `/api/admin/reports/review/${reviewId}/hide`, {
      reason: 'Insults, no account of the work',
    });
    expect(hid.statusCode, hid.body).toBe(200);
    expect(hid.json()).toEqual({ hidden: true });
    expect(await ratingOf(providerId)).toEqual({ rating: 50, count: 1 });
    expect((await list()).map((review) => review.comment)).toEqual(['Quick and tidy.']);
    // Decided: out of the queue, and a second decision finds no open report.
    expect(
      (await send(admin, 'POST', `/api/admin/reports/review/${reviewId}/keep`, { reason: 'x y z' }))
        .statusCode,
    ).toBe(404);

    const kept = await send(admin, 'POST', `/api/admin/reports/message/${messageId}/keep`, {
      reason: 'A fair question',
    });
    expect(kept.json()).toEqual({ hidden: false });
    const left = (await send(admin, 'GET', '/api/admin/reports')).json<{ id: string }[]>();
    expect(left.map((item) => item.id)).not.toContain(reviewId);
    expect(left.map((item) => item.id)).not.toContain(messageId);
    const thread = await send(
      asker,
      'GET',
      `/api/quote-requests/${requestId}/messages?providerId=${providerId}`,
    );
    expect(thread.json<{ messages: { text: string }[] }>().messages[0]?.text).toBe(
      'Can you come on Tuesday instead?',
    );

    // Another message, reported and hidden: both sides see that it was hidden, not what it said.
    // (The plumber has read the thread, so it rings the bell.)
    await send(plumber, 'POST', `/api/quote-requests/${requestId}/messages/read`, {});
    const second = await send(asker, 'POST', `/api/quote-requests/${requestId}/messages`, {
      text: 'Buy my pyramid scheme',
      providerId,
    });
    const secondId = second.json<{ id: string }>().id;
    // Its copies: the plumber's bell, the live-stream replay, the email queued.
    await app.events.dispatchPending();
    const copies = async () => {
      const bell = (await send(plumber, 'GET', '/api/notifications')).body;
      const live = await database.db.execute(
        sql`select count(*)::int as n from live_events where data::text like '%pyramid%'`,
      );
      const mail = await database.db.execute(
        sql`select count(*)::int as n from deliveries
             where payload::text like '%pyramid%' and status in ('pending', 'sending')`,
      );
      const count = (result: unknown) => (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
      return { bell: bell.includes('pyramid'), live: count(live), mail: count(mail) };
    };
    expect((await copies()).live).toBeGreaterThan(0);
    expect((await copies()).bell).toBe(true);
    await send(plumber, 'POST', `/api/messages/${secondId}/report`, { reason: 'Spam' });
    const hidden = await send(admin, 'POST', `/api/admin/reports/message/${secondId}/hide`, {
      reason: 'Spam',
    });
    expect(hidden.json()).toEqual({ hidden: true });
    expect(await copies()).toEqual({ bell: false, live: 0, mail: 0 });
    // Both sides' open threads hear that it was hidden: the live stream's copy as it now reads.
    await app.events.dispatchPending();
    const announced = await database.db.execute(
      sql`select count(*)::int as n from live_events
           where type = 'message' and data->>'id' = ${secondId} and data->>'hidden' = 'true'`,
    );
    expect((announced as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
    const recorded = await database.db.execute(
      sql`select type from domain_events where type in ('review_hidden', 'message_hidden') order by id`,
    );
    expect((recorded as { rows: { type: string }[] }).rows.map((row) => row.type)).toEqual([
      'review_hidden',
      'message_hidden',
    ]);
    for (const actor of [asker, plumber]) {
      const seen = (
        await send(
          actor,
          'GET',
          `/api/quote-requests/${requestId}/messages?providerId=${providerId}`,
        )
      ).json<{ messages: { id: string; text: string; hidden: boolean }[] }>().messages;
      expect(seen.find((message) => message.id === secondId)).toMatchObject({
        text: MESSAGE_HIDDEN,
        hidden: true,
      });
    }

    const trail = await database.db
      .select({ action: auditLog.action, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.actorId, admin.userId ?? ''));
    expect(trail.map((row) => row.action).sort()).toEqual(
      ['message.hidden', 'message.kept', 'review.hidden'].sort(),
    );
  });
});
