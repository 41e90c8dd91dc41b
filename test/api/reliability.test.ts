import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { setAdmin } from '../../src/server/services/verification';
import { addDays, southAfricanInstant, southAfricanToday } from '../../src/domain/when';
import { customer, giveCredit, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase('reliability, the pause and suspensions (issue 49)', (get) => {
  const today = southAfricanToday();
  const day = (n: number) => addDays(today, n);
  /** Plumbers in a Free State town nobody else covers, and requests there. */
  const TOWN = { location: 'Reddersburg', latitude: -29.65, longitude: 26.17, serviceRadiusKm: 20 };
  const requestOn = (date: string) => ({
    serviceType: 'plumbing',
    description: 'The bathroom tap drips all night.',
    location: '5 Kerk Street, Reddersburg',
    latitude: -29.65,
    longitude: 26.17,
    when: { kind: 'dates', dates: [{ date, window: 'any' }] },
  });
  const call = (actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    get().app.inject({
      method,
      url,
      headers: actor?.headers ?? {},
      ...(payload ? { payload } : {}),
    });
  let nextDay = 2;
  /** A job booked with the plumber on a day of its own (its daily capacity stays free). */
  const bookedJob = async (owner: Actor, plumber: Actor) => {
    const date = day(nextDay++);
    const requestId = await postRequest(get().app, owner, requestOn(date));
    const sent = await call(plumber, 'POST', '/api/quotes', {
      quoteRequestId: requestId,
      amount: 700,
      visitDate: date,
      visitStart: '08:00',
      visitHours: 2,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const accepted = await call(owner, 'POST', `/api/quotes/${sent.json().id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { requestId, date, bookingId: accepted.json<{ booking: { id: string } }>().booking.id };
  };
  const completed = async (owner: Actor, plumber: Actor) => {
    const job = await bookedJob(owner, plumber);
    const done = await call(owner, 'POST', `/api/quote-requests/${job.requestId}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    return job;
  };
  const cancelledBy = async (side: Actor, bookingId: string, reason: string) => {
    const response = await call(side, 'POST', `/api/bookings/${bookingId}/cancel`, { reason });
    expect(response.statusCode, response.body).toBe(200);
  };
  const profile = async (plumber: Actor) =>
    (await call(plumber, 'GET', '/api/providers/me')).json<{
      reliability: unknown;
      standing: { standing: string; text: string | null };
    }>();
  /** Browse Providers as anyone sees it, once the events cleared its cache. */
  const browse = async () => {
    await get().app.events.dispatchPending();
    const response = await call(null, 'GET', '/api/providers?service=plumbing&q=Reddersburg');
    return response.json<{ reliability: unknown }[]>();
  };
  const told = async (actor: Actor) => {
    await get().app.events.dispatchPending();
    const notes = (await call(actor, 'GET', '/api/notifications')).json<
      { kind: string; title: string }[]
    >();
    return notes.map((note) => `${note.kind}: ${note.title}`);
  };

  it('shows the figures from five ended jobs, warns below 80 %, pauses below 60 % until an admin lifts it', async () => {
    const plumber = await provider(get().app, ['plumbing'], TOWN, 'Reddersburg Plumbing');
    await giveCredit(get().app, plumber);
    const owner = await customer(get().app, 'Anna Steyn');

    // Four completed jobs, one of them started on time: too few to show.
    const first = await completed(owner, plumber);
    await get().database.db.execute(
      sql`update bookings set on_the_way_at = ${southAfricanInstant(first.date, 7).toISOString()}
           where id = ${first.bookingId}`,
    );
    for (let n = 0; n < 3; n++) await completed(owner, plumber);
    expect((await profile(plumber)).reliability).toBeNull();
    // A customer's cancellation ends a job too, but does not count against the provider.
    const customerEnded = await bookedJob(owner, plumber);
    await cancelledBy(owner, customerEnded.bookingId, 'not_needed');
    expect((await profile(plumber)).reliability).toEqual({
      completionPercent: 100,
      onTimePercent: 100,
    });
    const listed = await browse();
    expect(listed[0]?.reliability).toEqual({
      completionPercent: 100,
      onTimePercent: 100,
    });

    // Two cancellations of its own: 4 of 6 = 67 %, below 80 %: warned, and told.
    for (let n = 0; n < 2; n++) {
      const job = await bookedJob(owner, plumber);
      await cancelledBy(plumber, job.bookingId, 'unavailable');
    }
    const warned = await profile(plumber);
    expect(warned.reliability).toEqual({ completionPercent: 67, onTimePercent: 100 });
    expect(warned.standing.standing).toBe('warned');
    expect(warned.standing.text).toMatch(/^You completed fewer than 80 % .* \(67 %\)/);
    expect(await told(plumber)).toContain('standing_changed: Your completion rate is low');

    // One more: 4 of 7 = 57 %: paused. No lead reaches it, and it cannot quote.
    const third = await bookedJob(owner, plumber);
    await cancelledBy(plumber, third.bookingId, 'unavailable');
    const paused = await profile(plumber);
    expect(paused.standing.standing).toBe('paused');
    expect(await told(plumber)).toContain('standing_changed: You are paused from new leads');
    const backup = await provider(
      get().app,
      ['plumbing'],
      { ...TOWN, location: 'Edenburg road' },
      'Backup Loodgieter',
    );
    const leads = async (actor: Actor) =>
      (await told(actor)).filter((note) => note.startsWith('new_lead')).length;
    const leadsBefore = await leads(plumber);
    const lead = await postRequest(get().app, owner, requestOn(day(nextDay++)));
    expect(await leads(backup)).toBe(1);
    expect(await leads(plumber)).toBe(leadsBefore);
    // Not even a request that names it reaches it.
    await postRequest(get().app, owner, {
      ...requestOn(day(nextDay++)),
      requestedProviderId: plumber.providerId,
    });
    expect(await leads(backup)).toBe(2);
    expect(await leads(plumber)).toBe(leadsBefore);
    const refused = await call(plumber, 'POST', '/api/quotes', {
      quoteRequestId: lead,
      amount: 500,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/^You get no new leads for now/);
    // A completion does not lift a pause by itself (only an admin does).
    expect((await profile(plumber)).standing.standing).toBe('paused');

    // The admin desk: the queue (404 to anyone else), a reason too short, the lift.
    const stranger = await customer(get().app, 'Not An Admin');
    expect((await call(stranger, 'GET', '/api/admin/standing')).statusCode).toBe(404);
    const desk = await customer(get().app, 'Standing Desk');
    await setAdmin(get().database.db, desk.email, true, 'test');
    const queue = await call(desk, 'GET', '/api/admin/standing');
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({
        providerId: plumber.providerId,
        standing: 'paused',
        reliability: { completionPercent: 57, onTimePercent: 100 },
        recent: { completed: 4, providerCancelled: 3, providerNoShow: 0, customerEnded: 1 },
      }),
    );
    const decide = (body: object) =>
      call(desk, 'POST', `/api/admin/providers/${plumber.providerId}/standing`, body);
    const short = await decide({ action: 'lift', reason: 'ok' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      reason: 'Give the reason the provider will read, in at least 10 characters',
    });
    const lifted = await decide({ action: 'lift', reason: 'Spoke to them: a family emergency.' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ standing: 'good', text: null });
    expect((await decide({ action: 'lift', reason: 'Nothing to lift here.' })).statusCode).toBe(
      409,
    );
    expect(await told(plumber)).toContain('standing_changed: You get new leads again');
    const audit = await queryRows<{ action: string }>(
      get().database.db,
      sql`select action from audit_log where subject_id = ${plumber.providerId}`,
    );
    expect(audit.map((row) => row.action)).toEqual(['provider.standing_lifted']);
    const quoted = await call(plumber, 'POST', '/api/quotes', {
      quoteRequestId: lead,
      amount: 500,
    });
    expect(quoted.statusCode, quoted.body).toBe(201);

    // Suspended with a reason it reads: out of Browse Providers, no quotes.
    const suspended = await decide({
      action: 'suspend',
      reason: 'Three customers reported unsafe wiring left behind.',
    });
    expect(suspended.json()).toMatchObject({ standing: 'suspended' });
    expect((await profile(plumber)).standing.text).toBe(
      'Your account is suspended: Three customers reported unsafe wiring left behind. You get no new leads and cannot send quotes. Reply to the email we sent to ask for a review.',
    );
    expect(await browse()).toEqual([]);
    const next = await postRequest(get().app, owner, requestOn(day(nextDay++)));
    expect(
      (await call(plumber, 'POST', '/api/quotes', { quoteRequestId: next, amount: 500 }))
        .statusCode,
    ).toBe(403);
    const notFound = await call(
      desk,
      'POST',
      '/api/admin/providers/00000000-0000-4000-8000-000000000000/standing',
      { action: 'suspend', reason: 'No such provider at all.' },
    );
    expect(notFound.statusCode).toBe(404);
  });
});
