import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, southAfricanToday } from '../../src/domain/when';
import { weekdayOf } from '../../src/domain/working-hours';
import { customer, giveCredit, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

const LIST = {
  bedrooms: [300, 400, 500, 600, 700, 800],
  extraBathroom: 80,
  extras: { oven: 100, fridge: 60 },
  instant: true,
};

describeEachDatabase('instant booking of a standard clean', (get) => {
  const today = southAfricanToday();
  /** The next weekday at least `from` days ahead (the default hours are Mon-Fri 07:00-17:00). */
  const weekday = (from: number) => {
    let date = addDays(today, from);
    while (['sat', 'sun'].includes(weekdayOf(date))) date = addDays(date, 1);
    return date;
  };
  const inject = (actor: Actor | null, method: string, url: string, payload?: unknown) =>
    get().app.inject({
      method: method as 'GET',
      url,
      ...(actor ? { headers: actor.headers } : {}),
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
  /** A cleaner based at a point of a small town with 20 km of travel, its list saved. */
  async function cleaner(name: string, latitude: number, list: unknown = LIST) {
    const actor = await provider(
      get().app,
      ['cleaning'],
      { location: 'Prince Albert', latitude, longitude: 22.03, serviceRadiusKm: 20 },
      name,
    );
    if (list) {
      const saved = await inject(actor, 'PUT', '/api/providers/me/price-list', list);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return actor;
  }
  const search = (latitude: number, date: string, extra = '') =>
    inject(
      null,
      'GET',
      `/api/instant-cleans?latitude=${latitude}&longitude=22.03&date=${date}&bedrooms=3&bathrooms=2${extra}`,
    );
  const names = (found: { offers: { name: string }[] }) => found.offers.map((offer) => offer.name);
  const book = (who: Actor, providerId: string, date: string, start: string, latitude: number) =>
    inject(who, 'POST', '/api/instant-cleans', {
      providerId,
      date,
      start,
      bedrooms: 3,
      bathrooms: 2,
      extras: ['oven'],
      location: '12 Church Street, Prince Albert',
      latitude,
      longitude: 22.03,
    });

  it('keeps a cleaner’s price list, each bad field said where it is', async () => {
    const tidy = await cleaner('List Cleaning', -29.4, null);
    expect((await inject(tidy, 'GET', '/api/providers/me/price-list')).json()).toBeNull();
    const bad = await inject(tidy, 'PUT', '/api/providers/me/price-list', {
      bedrooms: [300, 400],
      extraBathroom: -5,
      extras: { oven: 10.5, sauna: 100 },
      instant: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['bedrooms', 'extraBathroom', 'extras', 'extras.oven', 'instant'].sort(),
    );
    expect(bad.json().errors.bedrooms).toBe('Give a price for 1 to 6 bedrooms');
    const saved = await inject(tidy, 'PUT', '/api/providers/me/price-list', LIST);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await inject(tidy, 'GET', '/api/providers/me/price-list')).json()).toMatchObject(LIST);
    const plumber = await provider(get().app, ['plumbing'], {}, 'Only Plumbing');
    const refused = await inject(plumber, 'PUT', '/api/providers/me/price-list', LIST);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      instant: 'Add cleaning to your services to list cleaning prices',
    });
    const someone = await customer(get().app, 'Just Customer');
    expect((await inject(someone, 'PUT', '/api/providers/me/price-list', LIST)).statusCode).toBe(
      403,
    );
  });

  it('finds the instant cleaners who travel there and are free that day, with price and starts', async () => {
    const date = weekday(3);
    const near = -30.0;
    const ready = await cleaner('Ready Cleaning', near);
    await cleaner('Far Cleaning', near + 0.3);
    await cleaner('Quote Only Cleaning', near, { ...LIST, instant: false });
    const away = await cleaner('Away Cleaning', near);
    await inject(away, 'POST', '/api/providers/me/days-off', { from: date, to: date });
    await cleaner('No Oven Cleaning', near, { ...LIST, extras: { fridge: 60 } });
    const found = await search(near, date, '&extras=oven');
    expect(found.statusCode, found.body).toBe(200);
    const body = found.json();
    // 3 bedrooms, 2 bathrooms, the oven: 2 + 2 + 0.5 + 0.5 hours.
    expect(body.hours).toBe(5);
    expect(names(body)).toEqual(['Ready Cleaning']);
    expect(body.offers[0]).toMatchObject({
      providerId: ready.providerId,
      total: 500 + 80 + 100,
      lines: [
        { label: '3 bedrooms', amount: 500 },
        { label: '1 extra bathroom', amount: 80 },
        { label: 'Inside the oven', amount: 100 },
      ],
      // 07:00-17:00, five hours: the last start is 12:00.
      starts: [
        '07:00',
        '07:30',
        '08:00',
        '08:30',
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
      ],
    });
    // Without the oven the cleaner who does not offer it is listed too.
    expect(names((await search(near, date)).json()).sort()).toEqual([
      'No Oven Cleaning',
      'Ready Cleaning',
    ]);
    const past = await search(near, addDays(today, -1));
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.date).toBeDefined();
    const outside = await inject(
      null,
      'GET',
      `/api/instant-cleans?latitude=51.5&longitude=0&date=${date}&bedrooms=3&bathrooms=2`,
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors.latitude).toBe('Choose an address in South Africa');
  });

  it('books request, quote and visit at once; the start is taken for the next customer', async () => {
    const date = weekday(4);
    const near = -30.6;
    const tidy = await cleaner('Booked Cleaning', near);
    const anna = await customer(get().app, 'Anna Botha');
    const booked = await book(anna, tidy.providerId ?? '', date, '08:00', near);
    expect(booked.statusCode, booked.body).toBe(201);
    const { quoteRequestId } = booked.json();
    const request = (await inject(anna, 'GET', `/api/quote-requests/${quoteRequestId}`)).json();
    expect(request).toMatchObject({
      status: 'accepted',
      serviceType: 'cleaning',
      description: 'Clean of 3 bedrooms, 2 bathrooms, inside the oven.',
      booking: { date, start: '08:00', end: '13:00', status: 'booked', instant: true },
    });
    expect(request.quotes).toEqual([
      expect.objectContaining({ status: 'accepted', amount: 680, providerName: 'Booked Cleaning' }),
    ]);
    // The cleaner sees the job with the address, and was told at once.
    const job = (await inject(tidy, 'GET', `/api/quote-requests/${quoteRequestId}`)).json();
    expect(job.location).toBe('12 Church Street, Prince Albert');
    await get().app.events.dispatchPending();
    const inbox = (await inject(tidy, 'GET', '/api/notifications')).json<{ kind: string }[]>();
    expect(inbox.map((note) => note.kind)).toContain('instant_booked');
    // 08:00-13:00 is taken: a start inside it is refused, and the list no longer offers it.
    const ben = await customer(get().app, 'Ben Cele');
    const clash = await book(ben, tidy.providerId ?? '', date, '10:00', near);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/^Booked Cleaning is no longer free at 10:00 on /);
    // Five hours from 13:00 end after 17:00: nothing else fits that day.
    expect((await search(near, date, '&extras=oven')).json().offers).toEqual([]);
    expect((await inject(ben, 'GET', '/api/quote-requests')).json()).toEqual([]);
  });

  it('gives the last place of a day to one of two customers booking at once', async () => {
    const date = weekday(5);
    const near = -31.2;
    const tidy = await cleaner('Last Place Cleaning', near);
    await inject(tidy, 'PATCH', '/api/providers/me', { dailyCapacity: 1 });
    const [first, second] = await Promise.all([
      customer(get().app, 'Carla Dube'),
      customer(get().app, 'Dawid Els'),
    ]);
    if (!first || !second) throw new Error('two customers');
    const answers = await Promise.all([
      book(first, tidy.providerId ?? '', date, '07:00', near),
      book(second, tidy.providerId ?? '', date, '12:00', near),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const counted = await get().database.db.execute(
      sql`select count(*)::int as n from quote_requests r join users u on u.id = r.customer_id where u.name in ('Carla Dube', 'Dawid Els')`,
    );
    const n = (counted as { rows: { n: number }[] }).rows[0]?.n;
    expect(n).toBe(1);
    // The day is full: the cleaner is no longer offered on it.
    expect((await search(near, date)).json().offers).toEqual([]);
  });

  it('lets the cleaner decline within two hours: the request opens to other cleaners', async () => {
    const date = weekday(6);
    const near = -31.8;
    const tidy = await cleaner('Declining Cleaning', near);
    const other = await cleaner('Other Cleaning', near);
    const eve = await customer(get().app, 'Eve Fourie');
    const booked = await book(eve, tidy.providerId ?? '', date, '09:00', near);
    const { quoteRequestId, bookingId } = booked.json();
    const decline = (who: Actor, reason = 'My car broke down.') =>
      inject(who, 'POST', `/api/bookings/${bookingId}/decline`, { reason });
    expect((await decline(other)).statusCode).toBe(404);
    expect((await decline(eve)).statusCode).toBe(409);
    const empty = await inject(tidy, 'POST', `/api/bookings/${bookingId}/decline`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reason: 'Say why you cannot take it' });
    expect((await decline(tidy)).statusCode).toBe(204);
    const request = (await inject(eve, 'GET', `/api/quote-requests/${quoteRequestId}`)).json();
    expect(request).toMatchObject({ status: 'pending', booking: null });
    expect(request.quotes).toEqual([expect.objectContaining({ status: 'withdrawn' })]);
    await get().app.events.dispatchPending();
    const told = (await inject(eve, 'GET', '/api/notifications')).json<
      { kind: string; body: string }[]
    >();
    expect(told.find((note) => note.kind === 'instant_declined')?.body).toContain(
      '"My car broke down."',
    );
    const leads = (await inject(other, 'GET', '/api/notifications')).json<{ link: string }[]>();
    expect(leads.map((note) => note.link)).toContain(`/quote/${quoteRequestId}`);
    const decliner = (await inject(tidy, 'GET', '/api/notifications')).json<{ link: string }[]>();
    expect(decliner.filter((note) => note.link === `/quote/${quoteRequestId}`).length).toBe(1);
    expect((await decline(tidy)).statusCode).toBe(409);
    // The day's place is free again.
    expect(names((await search(near, date)).json())).toContain('Declining Cleaning');

    // Past two hours, a booking can no longer be declined.
    const late = await book(eve, tidy.providerId ?? '', date, '09:00', near);
    const lateId = late.json().bookingId as string;
    await get().database.db.execute(
      sql`update bookings set created_at = now() - interval '3 hours' where id = ${lateId}`,
    );
    const tooLate = await inject(tidy, 'POST', `/api/bookings/${lateId}/decline`, {
      reason: 'Sick',
    });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/^The two hours to decline have passed/);
  });
  it('gives the cleaner the fee back when a paid-for instant booking is declined in time', async () => {
    const near = -32.4;
    const tidy = await cleaner('Fee Back Cleaning', near);
    await giveCredit(get().app, tidy, 5_000);
    const fiona = await customer(get().app, 'Fiona Botha');
    // Three free hires, then the fourth costs 5 % of R680 (R500 + R80 bathroom + R100 oven).
    const bookings: string[] = [];
    const days = [...new Set([7, 8, 9, 10, 11, 12, 13].map(weekday))].slice(0, 4);
    for (const date of days) {
      const booked = await book(fiona, tidy.providerId ?? '', date, '08:00', near);
      expect(booked.statusCode, booked.body).toBe(201);
      bookings.push(booked.json().bookingId as string);
    }
    const credit = async () =>
      (await inject(tidy, 'GET', '/api/providers/me/credit')).json<{ balanceCents: number }>();
    expect((await credit()).balanceCents).toBe(5_000 - 3_400);
    const last = bookings.at(-1) ?? '';
    const declined = await inject(tidy, 'POST', `/api/bookings/${last}/decline`, {
      reason: 'My van is in for repairs.',
    });
    expect(declined.statusCode, declined.body).toBe(204);
    expect((await credit()).balanceCents).toBe(5_000);
    const statement = await inject(tidy, 'GET', '/api/providers/me/credit/statement');
    expect(statement.json<{ items: unknown[] }>().items.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: 'credit_back',
        cents: 3_400,
        reason: 'Instant booking declined in time: fee given back',
      }),
      expect.objectContaining({ kind: 'fee', cents: -3_400 }),
    ]);
    // A free hire declined gives nothing back (no fee was taken for it).
    const free = await inject(tidy, 'POST', `/api/bookings/${bookings[0] ?? ''}/decline`, {
      reason: 'Double booked.',
    });
    expect(free.statusCode, free.body).toBe(204);
    expect((await credit()).balanceCents).toBe(5_000);
  });
});
