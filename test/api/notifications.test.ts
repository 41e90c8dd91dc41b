import { expect, it } from 'vitest';
import { customer, postQuote, provider, postRequest, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

interface Item {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
}

describeEachDatabase('in-app notifications', (get) => {
  const inbox = async (actor: Actor, query = '') =>
    (
      await get().app.inject({
        method: 'GET',
        url: `/api/notifications${query}`,
        headers: actor.headers,
      })
    ).json<Item[]>();
  const unread = async (actor: Actor) =>
    (
      await get().app.inject({
        method: 'GET',
        url: '/api/notifications/unread',
        headers: actor.headers,
      })
    ).json<{ unread: number }>().unread;
  const at = (latitude: number, longitude: number, serviceRadiusKm = 20) => ({
    location: 'Karoo farm',
    latitude,
    longitude,
    serviceRadiusKm,
  });
  const karooRequest = (extra: Record<string, unknown> = {}) => ({
    serviceType: 'plumbing',
    description: 'The borehole pump leaks at the joint and the pressure drops.',
    location: '1 Dam Road, Karoo',
    latitude: -31.5,
    longitude: 23.0,
    preferredDate: 'Tuesday',
    ...extra,
  });

  it('tells the providers in range of a new request, and nobody else', async () => {
    const { app } = get();
    const inRange = await provider(app, ['plumbing'], at(-31.55, 23.0), 'Near Pumps');
    const outOfRange = await provider(app, ['plumbing'], at(-32.5, 23.0), 'Far Pumps');
    const otherService = await provider(app, ['gardening'], at(-31.5, 23.0), 'Karoo Gardens');
    const named = await provider(app, ['plumbing'], at(-33.0, 23.0, 5), 'Asked Pumps');
    const owner = await customer(app, 'Marta Botha');
    const requestId = await postRequest(
      app,
      owner,
      karooRequest({ requestedProviderId: named.providerId }),
    );

    const [lead] = await inbox(inRange);
    expect(lead).toMatchObject({ kind: 'new_lead', link: `/quote/${requestId}`, read: false });
    expect(lead?.title).toMatch(/^New plumbing request in /);
    expect(lead?.body).toContain('The borehole pump leaks');
    expect(lead?.body).toContain('6 km from you');
    expect(await unread(inRange)).toBe(1);
    expect(await inbox(outOfRange)).toEqual([]);
    expect(await inbox(otherService)).toEqual([]);
    const [asked] = await inbox(named);
    expect(asked?.title).toBe('Marta asked you for a plumbing quote');
    // The customer is not told of their own request.
    expect(await inbox(owner)).toEqual([]);
  });

  it('tells the customer of each quote, and the providers of acceptance and decline', async () => {
    const { app } = get();
    const first = await provider(app, ['plumbing'], at(-30.5, 24.0), 'First Pumps');
    const second = await provider(app, ['plumbing'], at(-30.5, 24.0), 'Second Pumps');
    const third = await provider(app, ['plumbing'], at(-30.5, 24.0), 'Third Pumps');
    const owner = await customer(app, 'Sizwe Khumalo', { phone: '082 555 0101' });
    const requestId = await postRequest(
      app,
      owner,
      karooRequest({ latitude: -30.52, longitude: 24.0 }),
    );
    const chosen = await postQuote(app, first, requestId, 1850);
    const declined = await postQuote(app, second, requestId, 2400);
    await postQuote(app, third, requestId, 2100);
    const told = await inbox(owner);
    expect(told.map((n) => n.kind)).toEqual(['quote_received', 'quote_received', 'quote_received']);
    expect(told.at(-1)?.title).toBe('New quote: R1 850 for your plumbing');
    expect(told.at(-1)?.body).toContain('From First Pumps');

    const decline = await app.inject({
      method: 'POST',
      url: `/api/quotes/${declined}/decline`,
      headers: owner.headers,
    });
    expect(decline.statusCode).toBe(200);
    const accept = await app.inject({
      method: 'POST',
      url: `/api/quotes/${chosen}/accept`,
      headers: owner.headers,
    });
    expect(accept.statusCode).toBe(200);
    const complete = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${requestId}/complete`,
      headers: owner.headers,
    });
    expect(complete.statusCode).toBe(200);

    const kinds = async (actor: Actor) => (await inbox(actor)).map((n) => n.kind);
    expect(await kinds(first)).toEqual(['job_completed', 'quote_accepted', 'new_lead']);
    // The accepted provider gets the customer's contact card.
    expect((await inbox(first))[1]?.body).toBe(
      `Sizwe chose your quote of R1 850. Call Sizwe Khumalo on +27 82 555 0101 or email ${owner.email} to arrange it.`,
    );
    expect(await kinds(second)).toEqual(['quote_declined', 'new_lead']);
    expect(await kinds(third)).toEqual(['quote_not_chosen', 'new_lead']);
  });

  it('tells each person once, even when an event is handed over again', async () => {
    const { app, database } = get();
    const near = await provider(app, ['plumbing'], at(-29.5, 21.0), 'Once Pumps');
    const owner = await customer(app);
    await postRequest(app, owner, karooRequest({ latitude: -29.5, longitude: 21.0 }));
    // Every event marked undispatched again, as after a dispatcher died mid-way: handed over twice.
    await database.db.execute('update domain_events set dispatched_at = null, claimed_at = null');
    await app.events.dispatchPending();
    expect(await inbox(near)).toHaveLength(1);
  });

  it('pages newest first, marks some or all read, and never touches anyone else’s', async () => {
    const { app } = get();
    const reader = await provider(app, ['plumbing'], at(-28.0, 25.0), 'Reader Pumps');
    const other = await provider(app, ['plumbing'], at(-28.0, 25.0), 'Other Pumps');
    const owner = await customer(app);
    for (let i = 0; i < 5; i++) {
      await postRequest(
        app,
        owner,
        karooRequest({ latitude: -28.0, longitude: 25.0, description: `Leak number ${i}` }),
      );
    }
    const seen: Item[] = [];
    let cursor: string | undefined;
    do {
      const page = await app.inject({
        method: 'GET',
        url: `/api/notifications?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        headers: reader.headers,
      });
      seen.push(...page.json<Item[]>());
      cursor = page.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen.map((n) => n.body.match(/Leak number (\d)/)?.[1])).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);

    const markOne = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: reader.headers,
      payload: { ids: [seen[0]?.id] },
    });
    expect(markOne.json()).toEqual({ unread: 4 });
    // Another person's ids change nothing of theirs.
    const [theirs] = await inbox(other);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: reader.headers,
      payload: { ids: [theirs?.id] },
    });
    expect(foreign.json()).toEqual({ unread: 4 });
    expect(await unread(other)).toBe(5);
    const all = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: reader.headers,
      payload: { all: true },
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inbox(reader)).every((n) => n.read)).toBe(true);

    for (const [payload, field] of [
      [{}, 'ids'],
      [{ ids: [], all: true }, 'ids'],
      [{ ids: [] }, 'ids'],
      [{ ids: ['nope'] }, 'ids.0'],
      [{ all: false }, 'all'],
    ] as const) {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: reader.headers,
        payload,
      });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(Object.keys(bad.json().errors ?? {})).toContain(field);
    }
  });
});
