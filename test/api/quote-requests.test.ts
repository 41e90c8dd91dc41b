import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quoteRequests } from '../../src/server/db/schema';
import { encodeCursor } from '../../src/server/lib/cursor';
import {
  CLEANING_REQUEST,
  customer,
  PLUMBING_REQUEST,
  postQuote,
  postRequest,
  provider,
} from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';
import { addDays, dayLabel, southAfricanToday } from '../../src/domain/when';
import { bearer, createAccount } from '../helpers/auth';

describeEachDatabase('quote requests API', (get) => {
  it('creates a request for the caller, ignoring a body customerId and status', async () => {
    const alice = await customer(get().app, 'Alice Adams');
    const bob = await customer(get().app);
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: alice.headers,
      payload: { ...CLEANING_REQUEST, customerId: bob.userId, status: 'accepted', id: 'x' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'pending',
      customerName: 'Alice Adams',
      quotes: [],
      cleaningDetails: {
        cleaningType: 'indoor',
        rooms: ['Kitchen', 'Bedroom'],
        items: [{ name: 'Carpet', fabric: 'Wool' }],
      },
    });
    const [row] = await get()
      .database.db.select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, body.id));
    expect(row?.customerId).toBe(alice.userId);
  });

  it('checks cleaning details against their shape and the service', async () => {
    const alice = await customer(get().app);
    const post = (payload: unknown) =>
      get().app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: alice.headers,
        payload: payload as object,
      });

    const wrongService = await post({
      ...PLUMBING_REQUEST,
      cleaningDetails: CLEANING_REQUEST.cleaningDetails,
    });
    expect(wrongService.statusCode).toBe(400);
    expect(wrongService.json().errors).toEqual({
      cleaningDetails: 'Cleaning details are only for cleaning requests',
    });

    const roomsOutdoors = await post({
      ...CLEANING_REQUEST,
      cleaningDetails: { cleaningType: 'outdoor', rooms: ['Kitchen'] },
    });
    expect(roomsOutdoors.statusCode).toBe(400);
    expect(roomsOutdoors.json().errors).toEqual({
      'cleaningDetails.rooms': 'Rooms are only for indoor cleaning',
    });

    const unknownRoom = await post({
      ...CLEANING_REQUEST,
      cleaningDetails: { cleaningType: 'indoor', rooms: ['Dungeon'] },
    });
    expect(unknownRoom.statusCode).toBe(400);

    const customItem = await post({
      ...CLEANING_REQUEST,
      cleaningDetails: {
        cleaningType: 'outdoor',
        outdoorTasks: ['Weeding'],
        items: [{ name: 'Garden bench' }],
      },
    });
    expect(customItem.statusCode).toBe(201);
    expect(customItem.json().cleaningDetails).toEqual({
      cleaningType: 'outdoor',
      outdoorTasks: ['Weeding'],
      items: [{ name: 'Garden bench' }],
    });

    const missing = await post({ serviceType: 'cleaning' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['description', 'location', 'preferredDate']),
    );
  });

  it('takes when the work is wanted as dates with windows, soon or flexible, and writes it in words', async () => {
    const alice = await customer(get().app);
    const post = (payload: object) =>
      get().app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: alice.headers,
        payload,
      });
    const withoutText: Partial<typeof PLUMBING_REQUEST> = { ...PLUMBING_REQUEST };
    delete withoutText.preferredDate;
    const today = southAfricanToday();
    const dates = [
      { date: addDays(today, 8), window: 'any' },
      { date: addDays(today, 7), window: 'morning' },
    ];
    const made = await post({ ...withoutText, when: { kind: 'dates', dates } });
    expect(made.statusCode).toBe(201);
    expect(made.json().when).toEqual({ kind: 'dates', dates: [dates[1], dates[0]] });
    expect(made.json().preferredDate).toBe(
      `${dayLabel(addDays(today, 7))}, morning (07:00-12:00); ${dayLabel(addDays(today, 8))}, any time`,
    );
    // Read back by the customer as it was stored.
    const read = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests/${made.json().id}`,
      headers: alice.headers,
    });
    expect(read.json().when).toEqual(made.json().when);

    // 'Soon' and 'flexible' become the days they cover, from today in South Africa.
    const soon = await post({ ...withoutText, when: { kind: 'soon' } });
    expect(soon.json().when).toEqual({ kind: 'soon', from: today, to: addDays(today, 1) });
    const flexible = await post({ ...withoutText, when: { kind: 'flexible' } });
    expect(flexible.json().when).toEqual({ kind: 'flexible', from: today, to: addDays(today, 13) });
    expect(flexible.json().preferredDate).toMatch(/^Flexible: /);

    // An API client's text is still taken, shown as given, with no structured choice.
    const text = await post(PLUMBING_REQUEST);
    expect(text.json()).toMatchObject({
      preferredDate: PLUMBING_REQUEST.preferredDate,
      when: null,
    });

    // Each bad choice is refused with a message where it is, and nothing is stored.
    const before = await get().database.db.$count(quoteRequests);
    const refused = async (when: unknown) => {
      const response = await post({ ...withoutText, when });
      expect(response.statusCode).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(
      await refused({ kind: 'dates', dates: [{ date: addDays(today, -1), window: 'any' }] }),
    ).toEqual({
      'when.dates.0.date': 'Choose today or a later date',
    });
    expect(
      await refused({ kind: 'dates', dates: [{ date: addDays(today, 91), window: 'any' }] }),
    ).toEqual({
      'when.dates.0.date': 'Choose a date within 90 days',
    });
    expect(
      await refused({
        kind: 'dates',
        dates: [
          { date: addDays(today, 90), window: 'any' },
          { date: addDays(today, 90), window: 'evening' },
        ],
      }),
    ).toEqual({
      'when.dates.1.date': 'Choose each date once',
    });
    expect(await refused({ kind: 'dates', dates: [] })).toEqual({
      'when.dates': 'Choose at least one date',
    });
    expect(
      await refused({
        kind: 'dates',
        dates: [1, 2, 3, 4].map((day) => ({ date: addDays(today, day), window: 'any' })),
      }),
    ).toEqual({ 'when.dates': 'Choose at most three dates' });
    expect(
      await refused({ kind: 'dates', dates: [{ date: '2027-02-29', window: 'any' }] }),
    ).toEqual({
      'when.dates.0.date': 'Choose a date',
    });
    expect(
      await refused({ kind: 'dates', dates: [{ date: addDays(today, 1), window: 'night' }] }),
    ).toEqual({
      'when.dates.0.window': 'Choose morning, afternoon, evening or any time',
    });
    expect(Object.values(await refused({ kind: 'tomorrow' }))).toEqual([
      'Choose dates, an emergency (today), as soon as possible, or flexible',
    ]);
    const neither = await post(withoutText);
    expect(neither.json().errors).toEqual({
      preferredDate: 'Say when you would like the work done',
    });
    expect(await get().database.db.$count(quoteRequests)).toBe(before);
  });

  it('scopes lists and reads: customer B never sees A, a plumber never sees cleaning', async () => {
    const alice = await customer(get().app, 'Alice Adams');
    const bob = await customer(get().app, 'Bob Botha');
    const cleaner = await provider(get().app, ['cleaning']);
    const plumber = await provider(get().app, ['plumbing']);
    const cleaningId = await postRequest(get().app, alice, CLEANING_REQUEST);
    const plumbingId = await postRequest(get().app, alice, PLUMBING_REQUEST);

    const list = async (actor: { headers: { authorization: string } }, as = 'customer') => {
      const response = await get().app.inject({
        method: 'GET',
        url: `/api/quote-requests?as=${as}&limit=100`,
        headers: actor.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: string; customerName: string }[]>();
    };
    expect((await list(alice)).map((r) => r.id)).toEqual([plumbingId, cleaningId]);
    expect(await list(bob)).toEqual([]);

    const seenByCleaner = await list(cleaner, 'provider');
    expect(seenByCleaner.map((r) => r.id)).toContain(cleaningId);
    expect(seenByCleaner.map((r) => r.id)).not.toContain(plumbingId);
    expect(seenByCleaner.find((r) => r.id === cleaningId)?.customerName).toBe('Alice');
    expect((await list(plumber, 'provider')).map((r) => r.id)).not.toContain(cleaningId);

    const read = (actor: { headers: { authorization: string } }, id: string) =>
      get().app.inject({ method: 'GET', url: `/api/quote-requests/${id}`, headers: actor.headers });
    expect((await read(alice, cleaningId)).statusCode).toBe(200);
    expect((await read(bob, cleaningId)).statusCode).toBe(404);
    expect((await read(plumber, cleaningId)).statusCode).toBe(404);
    expect((await read(cleaner, cleaningId)).statusCode).toBe(200);
    expect((await read(bob, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read(bob, 'not-a-uuid')).statusCode).toBe(404);
    // The same 404 for a foreign request and a random id.
    expect((await read(bob, cleaningId)).json()).toEqual(
      (await read(bob, '00000000-0000-4000-8000-000000000000')).json(),
    );

    expect((await get().app.inject({ method: 'GET', url: '/api/quote-requests' })).statusCode).toBe(
      401,
    );
    // A customer without a provider profile asking for the provider view.
    expect(
      (
        await get().app.inject({
          method: 'GET',
          url: '/api/quote-requests?as=provider',
          headers: bob.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows a provider only its own quote, and the customer every quote', async () => {
    const alice = await customer(get().app);
    const first = await provider(get().app, ['cleaning'], {}, 'First Cleaner');
    const second = await provider(get().app, ['cleaning'], {}, 'Second Cleaner');
    const id = await postRequest(get().app, alice);
    await postQuote(get().app, first, id, 500);
    await postQuote(get().app, second, id, 650);

    const asFirst = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests/${id}`,
      headers: first.headers,
    });
    expect(asFirst.json().quotes).toHaveLength(1);
    expect(asFirst.json().quotes[0]).toMatchObject({ providerName: 'First Cleaner', amount: 500 });
    expect(asFirst.json().canQuote).toBe(false);

    const asAlice = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests/${id}`,
      headers: alice.headers,
    });
    expect(asAlice.json().status).toBe('responded');
    expect(asAlice.json<{ quotes: { amount: number }[] }>().quotes.map((q) => q.amount)).toEqual([
      500, 650,
    ]);
  });

  it('lists every quote of each request, oldest first, page after page', async () => {
    const alice = await customer(get().app);
    const first = await provider(get().app, ['plumbing'], {}, 'First Plumber');
    const second = await provider(get().app, ['plumbing'], {}, 'Second Plumber');
    const third = await provider(get().app, ['plumbing'], {}, 'Third Plumber');
    // Newest first, as the list shows them; three quotes, none, two, one.
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.unshift(await postRequest(get().app, alice, PLUMBING_REQUEST));
    const expected: Record<string, [string, number][]> = {
      [ids[0]!]: [
        ['Third Plumber', 320],
        ['First Plumber', 300],
        ['Second Plumber', 310],
      ],
      [ids[1]!]: [],
      [ids[2]!]: [
        ['Second Plumber', 210],
        ['First Plumber', 200],
      ],
      [ids[3]!]: [['Third Plumber', 100]],
    };
    const byName = { 'First Plumber': first, 'Second Plumber': second, 'Third Plumber': third };
    for (const [id, list] of Object.entries(expected)) {
      for (const [name, amount] of list)
        await postQuote(get().app, byName[name as 'First Plumber'], id, amount);
    }

    const seen: {
      id: string;
      customerName: string;
      quotes: { providerName: string; amount: number }[];
    }[] = [];
    let cursor: string | undefined;
    do {
      const response = await get().app.inject({
        method: 'GET',
        url: `/api/quote-requests?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: alice.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<unknown[]>().length).toBeLessThanOrEqual(2);
      seen.push(...response.json<typeof seen>());
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen.map((r) => r.id)).toEqual(ids);
    for (const row of seen) {
      expect(row.customerName).toBe('Thandi Nkosi');
      expect(row.quotes.map((q) => [q.providerName, q.amount])).toEqual(expected[row.id]);
    }

    // A provider with a profile and nothing to see gets an empty page, not an error.
    const electrician = await provider(get().app, ['electrical']);
    const empty = await get().app.inject({
      method: 'GET',
      url: '/api/quote-requests?as=provider',
      headers: electrician.headers,
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-next-cursor']).toBeUndefined();
  });

  it('pages through requests made in the same millisecond, in both views', async () => {
    const alice = await customer(get().app);
    const plumber = await provider(get().app, ['plumbing']);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await postRequest(get().app, alice, PLUMBING_REQUEST));
    // One millisecond, three microseconds, newest first; far in the future so they lead the
    // provider's list too.
    const stamps = [
      '2099-01-01 10:00:00.123456+00',
      '2099-01-01 10:00:00.1234+00',
      '2099-01-01 10:00:00.1233+00',
    ];
    for (const [index, id] of ids.entries()) {
      await get()
        .database.db.update(quoteRequests)
        .set({ createdAt: sql`${stamps[index]}::timestamptz` })
        .where(eq(quoteRequests.id, id));
    }
    // The middle one the plumber quoted on: it comes from the provider's own quotes, in order.
    await postQuote(get().app, plumber, ids[1]!, 400);
    for (const [actor, as] of [
      [alice, 'customer'],
      [plumber, 'provider'],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const response = await get().app.inject({
          method: 'GET',
          url: `/api/quote-requests?as=${as}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
          headers: actor.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        seen.push(...response.json<{ id: string }[]>().map((r) => r.id));
        cursor = response.headers['x-next-cursor'] as string | undefined;
      } while (cursor && seen.length < 3);
      expect(seen, as).toEqual(ids);
    }

    // A cursor whose time PostgreSQL could not read is refused before it gets there.
    for (const time of ['1', '2024-02-30 00:00:00+00', '2024-01-02T03:04:05']) {
      const response = await get().app.inject({
        method: 'GET',
        url: `/api/quote-requests?cursor=${encodeCursor([time, ids[0]!])}`,
        headers: alice.headers,
      });
      expect(response.statusCode, time).toBe(400);
      expect(response.json().message).toBe('Invalid cursor: start again from the first page.');
    }
  });

  it('pages a customer list with no duplicates or gaps', async () => {
    const alice = await customer(get().app);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.unshift(
        await postRequest(get().app, alice, { ...PLUMBING_REQUEST, description: `Job ${i}` }),
      );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await get().app.inject({
        method: 'GET',
        url: `/api/quote-requests?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        headers: alice.headers,
      });
      seen.push(...response.json<{ id: string }[]>().map((r) => r.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(ids);

    // Filtered by status, page after page; a status none has gives an empty page.
    const pending: string[] = [];
    do {
      const response = await get().app.inject({
        method: 'GET',
        url: `/api/quote-requests?status=pending&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        headers: alice.headers,
      });
      pending.push(...response.json<{ id: string }[]>().map((r) => r.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(pending).toEqual(ids);
    const completed = await get().app.inject({
      method: 'GET',
      url: '/api/quote-requests?status=completed',
      headers: alice.headers,
    });
    expect(completed.statusCode).toBe(200);
    expect(completed.json()).toEqual([]);
  });

  it('pages a provider list newest first: open requests and its own quotes, no duplicates or gaps', async () => {
    const alice = await customer(get().app);
    const gardener = await provider(get().app, ['gardening']);
    const rival = await provider(get().app, ['gardening']);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.unshift(
        await postRequest(get().app, alice, {
          ...PLUMBING_REQUEST,
          serviceType: 'gardening',
          description: `Garden ${i}`,
        }),
      );
    // ids is newest first: the gardener quotes on two, a rival's quote is accepted on a third.
    const [quotedA, taken, quotedB] = [ids[1]!, ids[3]!, ids[5]!];
    await postQuote(get().app, gardener, quotedA, 300);
    await postQuote(get().app, gardener, quotedB, 500);
    const rivalQuote = await postQuote(get().app, rival, taken, 250);
    const accepted = await get().app.inject({
      method: 'POST',
      url: `/api/quotes/${rivalQuote}/accept`,
      headers: alice.headers,
    });
    expect(accepted.statusCode).toBe(200);

    const seen: { id: string; canQuote: boolean; quotes: { amount: number }[] }[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await get().app.inject({
        method: 'GET',
        url: `/api/quote-requests?as=provider&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: gardener.headers,
      });
      expect(response.statusCode).toBe(200);
      seen.push(...response.json<typeof seen>());
      cursor = response.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor && pages < 500);
    const seenIds = seen.map((r) => r.id);
    expect(new Set(seenIds).size).toBe(seenIds.length);
    const mine = seen.filter((r) => ids.includes(r.id));
    expect(mine.map((r) => r.id)).toEqual(ids.filter((id) => id !== taken));
    for (const row of mine) {
      const quoted = row.id === quotedA || row.id === quotedB;
      expect(row.canQuote).toBe(!quoted);
      expect(row.quotes.map((q) => q.amount)).toEqual(
        row.id === quotedA ? [300] : row.id === quotedB ? [500] : [],
      );
    }
  });

  it('computes the dashboard counters in the database', async () => {
    const alice = await customer(get().app);
    const cleaner = await provider(get().app, ['cleaning']);
    const a = await postRequest(get().app, alice);
    await postRequest(get().app, alice);
    const quoteId = await postQuote(get().app, cleaner, a, 700);

    const stats = await get().app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats',
      headers: alice.headers,
    });
    expect(stats.json()).toEqual({
      total: 2,
      active: 2,
      pending: 1,
      responded: 1,
      accepted: 0,
      declined: 0,
      completed: 0,
      closed: 0,
    });

    const providerStats = await get().app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats?as=provider',
      headers: cleaner.headers,
    });
    // Earnings are work won: a quote still waiting for the customer counts for nothing yet.
    expect(providerStats.json()).toMatchObject({ quoted: 1, estimatedEarnings: 0, accepted: 0 });
    expect(providerStats.json().newRequests).toBeGreaterThanOrEqual(1);
    const { leadsCounted, quoted, responseRate } = providerStats.json();
    expect(leadsCounted).toBeGreaterThanOrEqual(quoted);
    expect(responseRate).toBe(Math.round((quoted / leadsCounted) * 100));
    const accepted = await get().app.inject({
      method: 'POST',
      url: `/api/quotes/${quoteId}/accept`,
      headers: alice.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const won = await get().app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats?as=provider',
      headers: cleaner.headers,
    });
    expect(won.json()).toMatchObject({ quoted: 1, estimatedEarnings: 700, accepted: 1 });
  });
});

describeEachDatabase("a provider's response rate", (get) => {
  const statsOf = async (actor: { headers: Record<string, string> }) =>
    (
      await get().app.inject({
        method: 'GET',
        url: '/api/quote-requests/stats?as=provider',
        headers: actor.headers,
      })
    ).json<{ responseRate: number; leadsCounted: number; newRequests: number }>();

  it("reads 'New' until a lead has waited a day, then counts missed and answered leads", async () => {
    const { app, database } = get();
    // Out in the Karoo, alone: nobody else's requests are near.
    const area = { location: 'Karoo', latitude: -31.5, longitude: 23.0, serviceRadiusKm: 20 };
    const gardener = await provider(app, ['gardening'], area, 'Karoo Gardens');
    const owner = await customer(app, 'Karoo Customer');
    const body = {
      serviceType: 'gardening',
      description: 'Clear the veld behind the house.',
      location: 'Karoo',
      latitude: -31.51,
      longitude: 23.0,
      preferredDate: 'Friday',
    };
    const first = await postRequest(app, owner, body);
    const second = await postRequest(app, owner, body);
    // Two fresh leads: not missed yet.
    expect(await statsOf(gardener)).toMatchObject({
      newRequests: 2,
      leadsCounted: 0,
      responseRate: 0,
    });
    // A day and an hour later, both unanswered: both missed.
    await database.db
      .update(quoteRequests)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${quoteRequests.id} in (${first}, ${second})`);
    expect(await statsOf(gardener)).toMatchObject({ leadsCounted: 2, responseRate: 0 });
    await postQuote(app, gardener, first);
    expect(await statsOf(gardener)).toMatchObject({ leadsCounted: 2, responseRate: 50 });
  });
});

describeEachDatabase('customer contact for providers', (get) => {
  it('shows the customer’s email and phone only to the provider whose quote was accepted', async () => {
    const { app } = get();
    const account = await createAccount();
    const created = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(account.idToken),
      payload: {
        name: 'Zanele Mokoena',
        email: account.email,
        phone: '082 555 0199',
        isProvider: 0,
      },
    });
    expect(created.statusCode).toBe(201);
    const zanele = { headers: bearer(account.idToken) };
    const requestId = (
      await app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: zanele.headers,
        payload: CLEANING_REQUEST,
      })
    ).json<{ id: string }>().id;
    const chosen = await provider(app, ['cleaning'], {}, 'Chosen Cleaner');
    const other = await provider(app, ['cleaning'], {}, 'Other Cleaner');
    const chosenQuote = await postQuote(app, chosen, requestId, 500);
    await postQuote(app, other, requestId, 600);

    const seenBy = async (actor: { headers: Record<string, string> }) => {
      const one = await app.inject({
        method: 'GET',
        url: `/api/quote-requests/${requestId}`,
        headers: actor.headers,
      });
      const list = await app.inject({
        method: 'GET',
        url: '/api/quote-requests?as=provider',
        headers: actor.headers,
      });
      const fromList = list.json<{ id: string }[]>().find((r) => r.id === requestId);
      return { one: one.body, list: JSON.stringify(fromList), contact: one.json().customerContact };
    };
    for (const actor of [chosen, other]) {
      const before = await seenBy(actor);
      expect(before.contact).toBeNull();
      for (const body of [before.one, before.list]) {
        expect(body).not.toContain(account.email);
        expect(body).not.toContain('5550199');
        expect(body).not.toContain('Mokoena');
      }
    }

    const accepted = await app.inject({
      method: 'POST',
      url: `/api/quotes/${chosenQuote}/accept`,
      headers: zanele.headers,
    });
    expect(accepted.statusCode).toBe(200);

    const after = await seenBy(chosen);
    expect(after.contact).toEqual({
      name: 'Zanele Mokoena',
      email: account.email,
      phone: '+27825550199',
    });
    expect(after.list).toContain(account.email);
    const declined = await seenBy(other);
    expect(declined.contact).toBeNull();
    expect(declined.one).not.toContain(account.email);
    expect(declined.list).not.toContain('5550199');
  });
});
