import { expect, it } from 'vitest';
import { reminderDue } from '../../src/domain/reminders';
import { addDays, southAfricanToday } from '../../src/domain/when';
import type { Caller } from '../../src/server/auth/verifier';
import { sayOnTheWay, sendDueReminders } from '../../src/server/services/bookings';
import { customer, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase('visit reminders on a moved clock', (get) => {
  const day = (n: number) => addDays(southAfricanToday(), n);
  const inject = (actor: Actor, method: 'GET' | 'POST', url: string, payload?: object) =>
    get().app.inject({
      method,
      url,
      headers: actor.headers,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const sweep = async (at: Date) => {
    const sent = await sendDueReminders(get().database.db, at);
    await get().app.events.dispatchPending();
    return sent;
  };
  const reminders = async (actor: Actor) =>
    (await inject(actor, 'GET', '/api/notifications'))
      .json<{ kind: string; title: string; body: string }[]>()
      .filter((note) => note.kind === 'visit_reminder');
  const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

  it('reminds both sides the evening before and two hours before, once each, at the time booked', async () => {
    const plumber = await provider(
      get().app,
      ['plumbing'],
      { location: 'Karoo town', latitude: -29.9, longitude: 24.1, serviceRadiusKm: 20 },
      'Reminded Plumbing',
    );
    const client = await customer(get().app, 'Rina Jacobs');
    const id = await postRequest(get().app, client, {
      serviceType: 'plumbing',
      description: 'The toilet cistern runs.',
      location: '5 Voortrekker Road, Karoo',
      latitude: -29.9,
      longitude: 24.1,
      when: { kind: 'dates', dates: [{ date: day(2), window: 'morning' }] },
    });
    const quoted = await inject(plumber, 'POST', '/api/quotes', {
      quoteRequestId: id,
      amount: 450,
      visitDate: day(2),
      visitStart: '09:00',
      visitHours: 1,
    });
    const accepted = await inject(client, 'POST', `/api/quotes/${quoted.json().id}/accept`);
    const bookingId = accepted.json().booking.id as string;
    const first = reminderDue(day(2), 9 * 60);

    expect(await sweep(minutes(first.day_before, -1))).toBe(0);
    expect(await sweep(first.day_before)).toBe(1);
    expect(await sweep(minutes(first.day_before, 10))).toBe(0);
    for (const [actor, other] of [
      [client, 'Reminded Plumbing'],
      [plumber, 'Rina Jacobs'],
    ] as const) {
      const [note] = await reminders(actor);
      expect(note?.title).toMatch(/^Tomorrow: plumbing in /);
      expect(note?.body).toMatch(
        new RegExp(`^Booked: \\w{3} \\d+ \\w{3}, 09:00-10:00, with ${other}\\.`),
      );
    }

    // Moved to three days later at 14:00: nothing at the old time, the evening before the new.
    const proposed = await inject(plumber, 'POST', `/api/bookings/${bookingId}/moves`, {
      date: day(5),
      start: '14:00',
      reason: 'Waiting for a part',
    });
    const moveId = proposed.json().moves[0].id as string;
    expect(
      (await inject(client, 'POST', `/api/bookings/${bookingId}/moves/${moveId}/accept`))
        .statusCode,
    ).toBe(200);
    expect(await sweep(first.two_hours)).toBe(0);
    const moved = reminderDue(day(5), 14 * 60);
    expect(await sweep(moved.day_before)).toBe(1);
    expect(await sweep(moved.two_hours)).toBe(1);
    expect(await sweep(minutes(moved.two_hours, 30))).toBe(0);
    const told = await reminders(client);
    expect(told.map((note) => note.title.split(':')[0])).toEqual(['Today', 'Tomorrow', 'Tomorrow']);
    expect(told[0]?.body).toMatch(/, 14:00-15:00, with Reminded Plumbing\./);
  });

  it('sends nothing for a job already done', async () => {
    const plumber = await provider(
      get().app,
      ['plumbing'],
      { location: 'Karoo dorp', latitude: -29.4, longitude: 24.6, serviceRadiusKm: 20 },
      'Done Plumbing',
    );
    const client = await customer(get().app, 'Sam Petersen');
    const id = await postRequest(get().app, client, {
      serviceType: 'plumbing',
      description: 'A tap washer.',
      location: '1 Kerk Street, Karoo',
      latitude: -29.4,
      longitude: 24.6,
      when: { kind: 'dates', dates: [{ date: day(3), window: 'afternoon' }] },
    });
    const quoted = await inject(plumber, 'POST', '/api/quotes', {
      quoteRequestId: id,
      amount: 200,
      visitDate: day(3),
      visitStart: '13:00',
      visitHours: 1,
    });
    await inject(client, 'POST', `/api/quotes/${quoted.json().id}/accept`);
    expect((await inject(client, 'POST', `/api/quote-requests/${id}/complete`)).statusCode).toBe(
      200,
    );
    const due = reminderDue(day(3), 13 * 60);
    expect(await sweep(due.day_before)).toBe(0);
    expect(await sweep(due.two_hours)).toBe(0);
    expect(await reminders(client)).toEqual([]);
  });

  it("tells the customer once when the provider is on its way, on the visit's day only", async () => {
    const plumber = await provider(
      get().app,
      ['plumbing'],
      { location: 'Karoo stad', latitude: -29.1, longitude: 23.9, serviceRadiusKm: 20 },
      'Coming Plumbing',
    );
    const client = await customer(get().app, 'Tumi Mokoena');
    const id = await postRequest(get().app, client, {
      serviceType: 'plumbing',
      description: 'A new shower mixer.',
      location: '9 Church Street, Karoo',
      latitude: -29.1,
      longitude: 23.9,
      when: { kind: 'dates', dates: [{ date: day(4), window: 'morning' }] },
    });
    const quoted = await inject(plumber, 'POST', '/api/quotes', {
      quoteRequestId: id,
      amount: 900,
      visitDate: day(4),
      visitStart: '10:00',
      visitHours: 2,
    });
    const accepted = await inject(client, 'POST', `/api/quotes/${quoted.json().id}/accept`);
    const bookingId = accepted.json().booking.id as string;
    const early = await inject(plumber, 'POST', `/api/bookings/${bookingId}/on-the-way`);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Say it on the day of the visit, /);
    const caller = { uid: plumber.uid, email: plumber.email } as Caller;
    const onTheDay = new Date(reminderDue(day(4), 10 * 60).two_hours.getTime() + 30 * 60_000);
    const said = await sayOnTheWay(get().database.db, caller, bookingId, onTheDay);
    expect(said.onTheWayAt).toBe(onTheDay.toISOString());
    await sayOnTheWay(get().database.db, caller, bookingId, onTheDay);
    await get().app.events.dispatchPending();
    const told = (await inject(client, 'GET', '/api/notifications'))
      .json<{ kind: string; title: string }[]>()
      .filter((note) => note.kind === 'provider_on_the_way');
    expect(told.map((note) => note.title)).toEqual(['Coming Plumbing is on the way']);
    expect(
      (await inject(client, 'GET', `/api/quote-requests/${id}`)).json().booking.onTheWayAt,
    ).toBe(onTheDay.toISOString());
  });
});
