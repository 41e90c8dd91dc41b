import { expect, it } from 'vitest';
import { addDays, southAfricanToday } from '../../src/domain/when';
import { customer, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase('bookings: a quote proposes a visit, accepting books it', (get) => {
  const today = southAfricanToday();
  const day = (n: number) => addDays(today, n);
  /** A plumber in a Karoo town, and requests there (nobody else covers it). */
  const TOWN = { location: 'Karoo town', latitude: -31.2, longitude: 23.4, serviceRadiusKm: 20 };
  const townRequest = (when: unknown) => ({
    serviceType: 'plumbing',
    description: 'The geyser drips.',
    location: '3 Kerk Street, Karoo',
    latitude: -31.2,
    longitude: 23.4,
    when,
  });
  const onDates = (...dates: [string, string][]) => ({
    kind: 'dates',
    dates: dates.map(([date, window]) => ({ date, window })),
  });
  const inject = (actor: Actor, method: string, url: string, payload?: unknown) =>
    get().app.inject({
      method: method as 'GET',
      url,
      headers: actor.headers,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  const quote = (actor: Actor, quoteRequestId: string, visit: Record<string, unknown>) =>
    inject(actor, 'POST', '/api/quotes', { quoteRequestId, amount: 650, ...visit });
  const sentQuote = async (actor: Actor, requestId: string, visit: Record<string, unknown>) => {
    const response = await quote(actor, requestId, visit);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const request = async (actor: Actor, id: string) =>
    (await inject(actor, 'GET', `/api/quote-requests/${id}`)).json<{
      status: string;
      booking: { date: string; start: string; end: string; status: string } | null;
      quotes: { status: string }[];
    }>();

  it('takes a visit inside the customer’s dates and windows only, each refusal on its field', async () => {
    const plumber = await provider(get().app, ['plumbing'], TOWN, 'Karoo Plumbing');
    const client = await customer(get().app, 'Anna Botha');
    const id = await postRequest(
      get().app,
      client,
      townRequest(onDates([day(3), 'morning'], [day(4), 'afternoon'])),
    );
    await inject(plumber, 'POST', '/api/providers/me/days-off', { from: day(4), to: day(4) });
    const refused = async (visit: Record<string, unknown>) => {
      const response = await quote(plumber, id, visit);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await refused({ visitDate: day(5), visitStart: '08:00', visitHours: 2 })).toEqual({
      visitDate: 'Choose one of the dates the customer asked for',
    });
    expect(await refused({ visitDate: day(3), visitStart: '13:00', visitHours: 2 })).toEqual({
      visitStart: "Start within the customer's window: morning (07:00-12:00)",
    });
    expect(await refused({ visitDate: day(3), visitStart: '08:10', visitHours: 2 })).toEqual({
      visitStart: 'Choose a start time on the quarter hour, like 08:00 or 08:15',
    });
    expect(await refused({ visitDate: day(3), visitStart: '08:00' })).toEqual({
      visitHours: 'Say how long the visit takes',
    });
    expect(await refused({ visitDate: day(3), visitStart: '08:00', visitHours: 13 })).toEqual({
      visitHours: 'At most 12 hours in one visit',
    });
    expect(await refused({ visitDate: day(4), visitStart: '13:00', visitHours: 1 })).toEqual({
      visitDate: expect.stringMatching(/is one of your days off: choose another date$/),
    });
    // Nothing was stored by the refusals: the first good quote is the only one.
    const quoteId = await sentQuote(plumber, id, {
      visitDate: day(3),
      visitStart: '08:30',
      visitHours: 2.5,
    });
    const sent = (await inject(plumber, 'GET', `/api/quotes/${quoteId}`)).json();
    expect(sent).toMatchObject({
      visitDate: day(3),
      visitStart: '08:30',
      visitHours: 2.5,
      earliestStart: day(3),
    });
    // A revision moves the visit, checked the same way; null takes it away.
    const moved = await inject(plumber, 'PATCH', `/api/quotes/${quoteId}`, {
      visitDate: day(4),
    });
    expect(moved.statusCode).toBe(400);
    const later = await inject(plumber, 'PATCH', `/api/quotes/${quoteId}`, {
      visitStart: '11:45',
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ visitStart: '11:45', visitHours: 2.5, revision: 2 });
    const none = await inject(plumber, 'PATCH', `/api/quotes/${quoteId}`, { visitDate: null });
    expect(none.json()).toMatchObject({ visitDate: null, visitStart: null, visitHours: null });
  });

  it('books the visit on accept, shown to the customer and the hired provider only', async () => {
    const plumber = await provider(get().app, ['plumbing'], TOWN, 'Karoo Plumbing');
    const rival = await provider(get().app, ['plumbing'], TOWN, 'Rival Plumbing');
    const client = await customer(get().app, 'Anna Botha');
    const id = await postRequest(get().app, client, townRequest(onDates([day(2), 'any'])));
    const quoteId = await sentQuote(plumber, id, {
      visitDate: day(2),
      visitStart: '08:00',
      visitHours: 2,
    });
    await sentQuote(rival, id, { visitDate: day(2), visitStart: '09:00', visitHours: 1 });
    const accepted = await inject(client, 'POST', `/api/quotes/${quoteId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const booking = { date: day(2), start: '08:00', end: '10:00', status: 'booked' };
    expect(accepted.json().booking).toMatchObject(booking);
    expect((await request(client, id)).booking).toMatchObject(booking);
    expect((await request(plumber, id)).booking).toMatchObject(booking);
    expect((await request(rival, id)).booking).toBeNull();
    const customerList = (await inject(client, 'GET', '/api/quote-requests')).json<
      { id: string; booking: unknown }[]
    >();
    expect(customerList.find((one) => one.id === id)?.booking).toMatchObject(booking);
    const providerList = (
      await inject(plumber, 'GET', '/api/quote-requests?as=provider&scope=quoted')
    ).json<{ id: string; booking: unknown }[]>();
    expect(providerList.find((one) => one.id === id)?.booking).toMatchObject(booking);
    // The provider is told the time.
    const inbox = (await inject(plumber, 'GET', '/api/notifications')).json<{ body: string }[]>();
    expect(inbox.some((note) => /Booked: \w{3} \d+ \w{3}, 08:00-10:00\./.test(note.body))).toBe(
      true,
    );
    // The job done, the booking is done with it.
    expect((await inject(client, 'POST', `/api/quote-requests/${id}/complete`)).statusCode).toBe(
      200,
    );
    expect((await request(client, id)).booking?.status).toBe('completed');
  });

  it('refuses a booking past the day’s capacity or on a day off, with nothing accepted', async () => {
    const plumber = await provider(
      get().app,
      ['plumbing'],
      { ...TOWN, latitude: -31.5 },
      'Busy Plumbing',
    );
    const set = await inject(plumber, 'PATCH', '/api/providers/me', { dailyCapacity: 1 });
    expect(set.statusCode, set.body).toBe(200);
    const near = { latitude: -31.5 };
    const [first, second, third] = await Promise.all(
      ['Anna Botha', 'Ben Cele', 'Carla Dube'].map((name) => customer(get().app, name)),
    );
    if (!first || !second || !third) throw new Error('three customers');
    const ids = await Promise.all(
      [first, second, third].map((who, n) =>
        postRequest(get().app, who, {
          ...townRequest(onDates([day(6), 'any'], [day(7), 'any'])),
          ...near,
          description: `Job ${n}`,
        }),
      ),
    );
    const [q1, q2, q3] = await Promise.all(
      ids.map((id, n) =>
        sentQuote(plumber, id, { visitDate: day(6), visitStart: `0${7 + n}:00`, visitHours: 1 }),
      ),
    );
    expect((await inject(first, 'POST', `/api/quotes/${q1}/accept`)).statusCode).toBe(200);
    const full = await inject(second, 'POST', `/api/quotes/${q2}/accept`);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(
      /^Busy Plumbing is fully booked on \w{3} \d+ \w{3}: ask them to propose another time\.$/,
    );
    const untouched = await request(second, ids[1] ?? '');
    expect(untouched).toMatchObject({ status: 'responded', booking: null });
    expect(untouched.quotes[0]?.status).toBe('open');
    // Moved to the next day, it books; a day off taken since refuses the third.
    const moved = await inject(plumber, 'PATCH', `/api/quotes/${q2}`, { visitDate: day(7) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await inject(second, 'POST', `/api/quotes/${q2}/accept`)).statusCode).toBe(200);
    await inject(plumber, 'PATCH', '/api/providers/me', { dailyCapacity: 3 });
    await inject(plumber, 'POST', '/api/providers/me/days-off', { from: day(6), to: day(6) });
    const away = await inject(third, 'POST', `/api/quotes/${q3}/accept`);
    expect(away.statusCode).toBe(409);
    expect(away.json().message).toMatch(/^Busy Plumbing is not working on /);
    expect((await request(third, ids[2] ?? '')).status).toBe('responded');
  });

  it('gives the last place of a day to one of the customers accepting at once', async () => {
    const plumber = await provider(
      get().app,
      ['plumbing'],
      { ...TOWN, latitude: -31.8 },
      'Last Place Plumbing',
    );
    await inject(plumber, 'PATCH', '/api/providers/me', { dailyCapacity: 1 });
    const customers = await Promise.all(
      ['Dineo Moloi', 'Evan Smit', 'Fikile Zulu', 'Gert Nel'].map((name) =>
        customer(get().app, name),
      ),
    );
    const ids = await Promise.all(
      customers.map((who) =>
        postRequest(get().app, who, {
          ...townRequest(onDates([day(9), 'morning'])),
          latitude: -31.8,
        }),
      ),
    );
    const quotes = await Promise.all(
      ids.map((id) =>
        sentQuote(plumber, id, { visitDate: day(9), visitStart: '09:00', visitHours: 1 }),
      ),
    );
    const results = await Promise.all(
      customers.map((who, n) => inject(who, 'POST', `/api/quotes/${quotes[n]}/accept`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    const statuses = await Promise.all(ids.map((id, n) => request(customers[n]!, id)));
    expect(statuses.map((s) => s.status).sort()).toEqual([
      'accepted',
      'responded',
      'responded',
      'responded',
    ]);
  });

  it('keeps working hours and capacity, refusing bad ones per day, and shows them publicly', async () => {
    const plumber = await provider(get().app, ['plumbing'], TOWN, 'Hours Plumbing');
    const own = (await inject(plumber, 'GET', '/api/providers/me')).json();
    expect(own).toMatchObject({
      dailyCapacity: 2,
      workingHours: { mon: { start: '07:00', end: '17:00' }, sun: null },
    });
    const hours = { ...own.workingHours, sat: null, sun: { start: '09:00', end: '12:00' } };
    const saved = await inject(plumber, 'PATCH', '/api/providers/me', {
      workingHours: hours,
      dailyCapacity: 4,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ workingHours: hours, dailyCapacity: 4 });
    const page = (
      await get().app.inject({ method: 'GET', url: `/api/providers/${plumber.providerId}` })
    ).json();
    expect(page.workingHours).toEqual(hours);
    const bad = await inject(plumber, 'PATCH', '/api/providers/me', {
      workingHours: {
        ...hours,
        tue: { start: '17:00', end: '07:00' },
        wed: { start: '7am', end: '12:00' },
      },
      dailyCapacity: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'workingHours.tue': 'The end must be after the start',
      'workingHours.wed': 'Choose a start time on the quarter hour',
      dailyCapacity: 'At least 1 job a day',
    });
  });

  it('moves a visit when one side proposes a time and the other accepts; a decline keeps it', async () => {
    const plumber = await provider(
      get().app,
      ['plumbing'],
      { ...TOWN, latitude: -30.9 },
      'Moving Plumbing',
    );
    const client = await customer(get().app, 'Mpho Khumalo');
    const id = await postRequest(get().app, client, {
      ...townRequest(onDates([day(3), 'morning'])),
      latitude: -30.9,
    });
    const quoteId = await sentQuote(plumber, id, {
      visitDate: day(3),
      visitStart: '08:00',
      visitHours: 2,
    });
    const booking = (await inject(client, 'POST', `/api/quotes/${quoteId}/accept`)).json().booking;
    const propose = (actor: Actor, body: Record<string, unknown>) =>
      inject(actor, 'POST', `/api/bookings/${booking.id}/moves`, body);
    const refused = async (body: Record<string, unknown>) => {
      const response = await propose(plumber, body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await refused({ date: day(-1), start: '09:00', reason: 'Rain' })).toEqual({
      date: 'Choose today or a later date',
    });
    expect(await refused({ date: day(3), start: '08:00', reason: 'Rain' })).toEqual({
      start: 'That is the booked time: choose another',
    });
    expect(await refused({ date: day(4), start: '23:00', reason: 'Rain' })).toEqual({
      start: 'The visit must end by midnight: choose an earlier start',
    });
    expect(await refused({ date: day(4), start: '09:00', reason: ' ' })).toEqual({
      reason: 'Say why the time must change',
    });

    const proposed = await propose(plumber, {
      date: day(5),
      start: '13:00',
      reason: 'The part arrives on the 5th',
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const move = proposed.json().moves[0];
    expect(move).toMatchObject({
      proposedBy: 'provider',
      date: day(5),
      start: '13:00',
      end: '15:00',
      status: 'proposed',
    });
    // Until it is accepted the booking stands; one waits at a time; its proposer cannot answer.
    expect((await request(client, id)).booking).toMatchObject({ date: day(3), start: '08:00' });
    expect((await propose(client, { date: day(6), start: '09:00', reason: 'x' })).statusCode).toBe(
      409,
    );
    const own = await inject(
      plumber,
      'POST',
      `/api/bookings/${booking.id}/moves/${move.id}/accept`,
    );
    expect(own.statusCode).toBe(409);
    const inbox = (await inject(client, 'GET', '/api/notifications')).json<{ body: string }[]>();
    expect(inbox[0]?.body).toMatch(
      /^Moving Plumbing asks to move the visit to \w{3} \d+ \w{3}, 13:00-15:00: "The part arrives on the 5th"\./,
    );
    const accepted = await inject(
      client,
      'POST',
      `/api/bookings/${booking.id}/moves/${move.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ date: day(5), start: '13:00', end: '15:00' });
    expect((await request(plumber, id)).booking?.date).toBe(day(5));
    const again = await inject(
      client,
      'POST',
      `/api/bookings/${booking.id}/moves/${move.id}/decline`,
    );
    expect(again.statusCode).toBe(409);

    // The customer proposes; the plumber declines: the booking stays, the history keeps both.
    const second = await propose(client, { date: day(6), start: '10:00', reason: 'Visitors' });
    const secondId = second.json().moves[1].id;
    const declined = await inject(
      plumber,
      'POST',
      `/api/bookings/${booking.id}/moves/${secondId}/decline`,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const after = (await request(client, id)).booking as unknown as {
      date: string;
      moves: { status: string; proposedBy: string }[];
    };
    expect(after.date).toBe(day(5));
    expect(after.moves.map((m) => [m.proposedBy, m.status])).toEqual([
      ['provider', 'accepted'],
      ['customer', 'declined'],
    ]);
    const told = (await inject(client, 'GET', '/api/notifications')).json<{ title: string }[]>();
    expect(told[0]?.title).toMatch(/^New time declined: plumbing in /);
  });

  it('refuses to move a visit onto a full day, with nothing changed', async () => {
    const plumber = await provider(
      get().app,
      ['plumbing'],
      { ...TOWN, latitude: -30.6 },
      'Full Day Plumbing',
    );
    await inject(plumber, 'PATCH', '/api/providers/me', { dailyCapacity: 1 });
    const [first, second] = await Promise.all([
      customer(get().app, 'Nomsa Dlamini'),
      customer(get().app, 'Oliver Brand'),
    ]);
    if (!first || !second) throw new Error('two customers');
    const bookingOf = async (who: Actor, date: string) => {
      const id = await postRequest(get().app, who, {
        ...townRequest(onDates([date, 'any'])),
        latitude: -30.6,
      });
      const quoteId = await sentQuote(plumber, id, {
        visitDate: date,
        visitStart: '09:00',
        visitHours: 1,
      });
      const accepted = await inject(who, 'POST', `/api/quotes/${quoteId}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      return { id, booking: accepted.json().booking as { id: string } };
    };
    await bookingOf(first, day(8));
    const theirs = await bookingOf(second, day(9));
    const proposed = await inject(second, 'POST', `/api/bookings/${theirs.booking.id}/moves`, {
      date: day(8),
      start: '14:00',
      reason: 'Work trip',
    });
    const moveId = proposed.json().moves[0].id;
    const full = await inject(
      plumber,
      'POST',
      `/api/bookings/${theirs.booking.id}/moves/${moveId}/accept`,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^Full Day Plumbing is fully booked on /);
    const still = (await request(second, theirs.id)).booking as unknown as {
      date: string;
      moves: { status: string }[];
    };
    expect(still.date).toBe(day(9));
    expect(still.moves[0]?.status).toBe('proposed');
  });
});
