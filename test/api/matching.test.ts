import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

/** Degrees of latitude per kilometre on earthdistance's sphere (radius 6,378.168 km). */
const DEG_PER_KM = 180 / (Math.PI * 6378.168);

/** A point `km` north of (lat, lng): exactly that far along the meridian. */
const north = (lat: number, lng: number, km: number) => ({
  latitude: lat + km * DEG_PER_KM,
  longitude: lng,
});

type Item = {
  id: string;
  location: string;
  area: string;
  latitude: number | null;
  distanceKm: number | null;
  canQuote: boolean;
  requestedProviderId: string | null;
};

describeEachDatabase('service areas and matching', (get) => {
  const listAs = async (actor: Actor, query = '') =>
    (
      await get().app.inject({
        method: 'GET',
        url: `/api/quote-requests?as=provider${query}`,
        headers: actor.headers,
      })
    ).json<Item[]>();
  const byId = (actor: Actor, id: string) =>
    get().app.inject({ method: 'GET', url: `/api/quote-requests/${id}`, headers: actor.headers });
  const quote = (actor: Actor, quoteRequestId: string) =>
    get().app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: actor.headers,
      payload: { quoteRequestId, amount: 700, message: 'Can come Monday.' },
    });
  /** A plumber based at a point with a radius. */
  const plumberAt = (
    point: { latitude: number; longitude: number },
    radius: number,
    name: string,
  ) =>
    provider(
      get().app,
      ['plumbing'],
      { location: 'Somewhere in the Karoo', ...point, serviceRadiusKm: radius },
      name,
    );
  const requestAt = (actor: Actor, point: { latitude: number; longitude: number }) =>
    postRequest(get().app, actor, {
      serviceType: 'plumbing',
      description: 'Burst pipe under the sink.',
      location: '7 Long Street, Karoo',
      ...point,
      preferredDate: 'Monday morning',
    });

  it('a provider 60 km away with a 50 km radius never sees the request; one 10 km away does', async () => {
    const { app } = get();
    const base = { latitude: -31.0, longitude: 21.0 };
    const owner = await customer(app);
    const requestId = await requestAt(owner, base);
    const far = await plumberAt(north(-31, 21, 60), 50, 'Far Plumber');
    const near = await plumberAt(north(-31, 21, 10), 50, 'Near Plumber');

    expect((await listAs(far)).map((r) => r.id)).not.toContain(requestId);
    expect((await byId(far, requestId)).statusCode).toBe(404);
    const refused = await quote(far, requestId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Quote request not found' });
    const stats = await app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats?as=provider',
      headers: far.headers,
    });
    expect(stats.json().newRequests).toBe(0);

    const seen = (await listAs(near)).find((r) => r.id === requestId);
    expect(seen).toMatchObject({ distanceKm: 10, canQuote: true, latitude: null });
    // The area, never the street address, until the provider's quote is accepted.
    expect(seen?.location).not.toContain('Long Street');
    expect(seen?.location).toBe(seen?.area);
    expect(seen?.area).not.toBe('');
    const one = await byId(near, requestId);
    expect(one.json()).toMatchObject({ distanceKm: 10, latitude: null, longitude: null });
    expect(one.json().location).not.toContain('Long Street');

    const quoteId = await postQuote(app, near, requestId);
    const accepted = await app.inject({
      method: 'POST',
      url: `/api/quotes/${quoteId}/accept`,
      headers: owner.headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = (await byId(near, requestId)).json();
    expect(after.location).toBe('7 Long Street, Karoo');
    expect(after.latitude).toBeCloseTo(base.latitude, 6);
  });

  it('draws the circle on its edge: 9.9 km inside a 10 km radius, 10.1 km outside', async () => {
    const { app } = get();
    const owner = await customer(app);
    const centre = { latitude: -30.5, longitude: 20.0 };
    const inside = await requestAt(owner, north(-30.5, 20.0, 9.9));
    const outside = await requestAt(owner, north(-30.5, 20.0, 10.1));
    const southInside = await requestAt(owner, north(-30.5, 20.0, -9.9));
    const plumber = await plumberAt(centre, 10, 'Edge Plumber');
    const ids = (await listAs(plumber)).map((r) => r.id);
    expect(ids).toContain(inside);
    expect(ids).toContain(southInside);
    expect(ids).not.toContain(outside);
    expect((await byId(plumber, outside)).statusCode).toBe(404);
    expect((await quote(plumber, outside)).statusCode).toBe(404);
    // Widening the circle brings it in.
    const widened = await app.inject({
      method: 'PATCH',
      url: '/api/providers/me',
      headers: plumber.headers,
      payload: { serviceRadiusKm: 11 },
    });
    expect(widened.json().serviceRadiusKm).toBe(11);
    expect((await listAs(plumber)).map((r) => r.id)).toContain(outside);
  });

  it('resolves a text-only location against the place list, and refuses one it cannot place', async () => {
    const { app } = get();
    const owner = await customer(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: owner.headers,
      payload: {
        serviceType: 'plumbing',
        description: 'Geyser drips.',
        location: '12 Beach Road, Sea Point, Cape Town',
        preferredDate: 'Friday',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      location: '12 Beach Road, Sea Point, Cape Town',
      area: 'Sea Point, Cape Town',
    });
    expect(created.json().latitude).toBeCloseTo(-33.915, 2);
    expect(created.json().longitude).toBeCloseTo(18.39, 2);

    for (const location of ['Atlantis Lost City', 'Paris, France']) {
      const unknown = await app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: owner.headers,
        payload: { serviceType: 'plumbing', description: 'x', location, preferredDate: 'Friday' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ location: 'Choose a location from the suggestions' });
    }
    // Coordinates outside South Africa are refused the same way.
    const abroad = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: owner.headers,
      payload: {
        serviceType: 'plumbing',
        description: 'x',
        location: 'London',
        latitude: 51.5,
        longitude: -0.12,
        preferredDate: 'Friday',
      },
    });
    expect(abroad.statusCode).toBe(400);
    expect(abroad.json().errors.location).toBe('Choose a location from the suggestions');

    // A provider's base follows the same rule, and its radius is 1-100 (25 unless given).
    const account = await customer(app, 'New Provider');
    const badPlace = await app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: account.headers,
      payload: { services: ['plumbing'], location: 'Nowhere Special' },
    });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().errors.location).toBe('Choose a location from the suggestions');
    for (const [radius, message] of [
      [0, 'Service radius must be at least 1 km'],
      [101, 'Service radius must be at most 100 km'],
      [2.5, 'Service radius must be a whole number of kilometres'],
    ] as const) {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/providers',
        headers: account.headers,
        payload: { services: ['plumbing'], location: 'Umlazi', serviceRadiusKm: radius },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.serviceRadiusKm).toBe(message);
    }
    const made = await app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: account.headers,
      payload: { services: ['plumbing'], location: 'Umlazi' },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ serviceRadiusKm: 25 });
    expect(made.json().latitude).toBeCloseTo(-29.97, 1);
    const moved = await app.inject({
      method: 'PATCH',
      url: '/api/providers/me',
      headers: account.headers,
      payload: { location: 'Nowhere Special' },
    });
    expect(moved.statusCode).toBe(400);
    const still = await app.inject({
      method: 'GET',
      url: '/api/providers/me',
      headers: account.headers,
    });
    expect(still.json().location).toBe('Umlazi');
  });

  it('a provider the customer asked by name sees the request first, even outside its circle', async () => {
    const { app } = get();
    const owner = await customer(app);
    const named = await plumberAt({ latitude: -28.5, longitude: 22.0 }, 5, 'Named Plumber');
    const nearby = await requestAt(owner, north(-28.5, 22.0, 1));
    const far = north(-28.5, 22.0, 40);
    const created = await app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: owner.headers,
      payload: {
        serviceType: 'plumbing',
        description: 'Please come: you fixed our neighbour’s geyser.',
        location: 'A farm road',
        ...far,
        preferredDate: 'Soon',
        requestedProviderId: named.providerId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const askedId = created.json().id as string;
    expect(created.json().requestedProviderId).toBe(named.providerId);

    const list = await listAs(named);
    expect(list[0]).toMatchObject({ id: askedId, distanceKm: 40, canQuote: true });
    expect(list.map((r) => r.id)).toContain(nearby);
    expect(list.filter((r) => r.id === askedId)).toHaveLength(1);
    // Page one pins it; page two (a one-item page) does not repeat it.
    const first = await app.inject({
      method: 'GET',
      url: '/api/quote-requests?as=provider&limit=1',
      headers: named.headers,
    });
    expect(first.json<Item[]>().map((r) => r.id)).toEqual([askedId]);
    const next = first.headers['x-next-cursor'];
    expect(next).toBeTruthy();
    const second = await app.inject({
      method: 'GET',
      url: `/api/quote-requests?as=provider&limit=1&cursor=${String(next)}`,
      headers: named.headers,
    });
    expect(second.json<Item[]>().map((r) => r.id)).toEqual([nearby]);
    expect((await quote(named, askedId)).statusCode).toBe(201);

    // Another provider near the named one's base does not see it.
    const other = await plumberAt({ latitude: -28.5, longitude: 22.0 }, 5, 'Other Plumber');
    expect((await listAs(other)).map((r) => r.id)).not.toContain(askedId);

    // Naming a provider who does not exist or does not offer the service is a clear 400.
    const gardener = await provider(app, ['gardening'], {}, 'Only Gardens');
    for (const [id, message] of [
      ['00000000-0000-4000-8000-000000000000', 'That provider is no longer listed: choose another'],
      [gardener.providerId, 'This provider does not offer plumbing'],
      ['not-a-uuid', 'Choose a provider from the list'],
    ]) {
      const bad = await app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: owner.headers,
        payload: {
          serviceType: 'plumbing',
          description: 'x',
          location: 'Sea Point',
          preferredDate: 'Soon',
          requestedProviderId: id,
        },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.requestedProviderId).toBe(message);
    }
  });

  it('keeps each tab on the server: scope=new and scope=quoted', async () => {
    const { app } = get();
    const owner = await customer(app);
    const plumber = await plumberAt({ latitude: -27.5, longitude: 23.0 }, 20, 'Tab Plumber');
    const open = await requestAt(owner, north(-27.5, 23.0, 3));
    const taken = await requestAt(owner, north(-27.5, 23.0, 4));
    await postQuote(app, plumber, taken);
    const fresh = (await listAs(plumber, '&scope=new')).map((r) => r.id);
    const quoted = (await listAs(plumber, '&scope=quoted')).map((r) => r.id);
    expect(fresh).toEqual([open]);
    expect(quoted).toEqual([taken]);
    expect(new Set((await listAs(plumber)).map((r) => r.id))).toEqual(new Set([open, taken]));
    const bad = await app.inject({
      method: 'GET',
      url: '/api/quote-requests?as=provider&scope=everything',
      headers: plumber.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.scope).toBe('scope must be new or quoted');
  });

  it('finds providers whose circle covers a point, with distance, paging and every other filter', async () => {
    const { app } = get();
    const point = { latitude: -26.9, longitude: 24.5 };
    const made: { id: string; km: number }[] = [];
    for (let i = 0; i < 7; i++) {
      const km = 3 + i * 4;
      const actor = await provider(
        app,
        i % 2 ? ['electrical'] : ['electrical', 'gardening'],
        {
          location: 'Near the point',
          ...north(point.latitude, point.longitude, km),
          serviceRadiusKm: 30,
          hourlyRate: 200 + i * 50,
        },
        `Sparky ${i}`,
      );
      made.push({ id: actor.providerId ?? '', km });
    }
    // Two whose circle does not reach the point.
    await provider(
      app,
      ['electrical'],
      { location: 'x', ...north(-26.9, 24.5, 35), serviceRadiusKm: 30 },
      'Out A',
    );
    await provider(
      app,
      ['electrical'],
      { location: 'x', ...north(-26.9, 24.5, 8), serviceRadiusKm: 5 },
      'Out B',
    );

    const near = `lat=${point.latitude}&lng=${point.longitude}`;
    const seen: { id: string; distanceKm: number }[] = [];
    let cursor: string | undefined;
    do {
      const page = await app.inject({
        method: 'GET',
        url: `/api/providers?${near}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json());
      cursor = page.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen.map((p) => p.id).sort()).toEqual(made.map((p) => p.id).sort());
    for (const { id, km } of made) {
      expect(seen.find((p) => p.id === id)?.distanceKm).toBe(km);
    }
    const filtered = async (extra: string) =>
      (await app.inject({ method: 'GET', url: `/api/providers?${near}&${extra}` }))
        .json<{ id: string }[]>()
        .map((p) => p.id)
        .sort();
    expect(await filtered('service=gardening')).toEqual(
      made
        .filter((_, i) => i % 2 === 0)
        .map((p) => p.id)
        .sort(),
    );
    expect(await filtered('maxRate=300')).toEqual(
      made
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );
    expect(await filtered('q=sparky%206')).toEqual([made[6]?.id]);
    expect(await filtered('verified=1')).toEqual([]);
    expect(await filtered('minRating=4')).toEqual([]);

    const half = await app.inject({ method: 'GET', url: '/api/providers?lat=-26.9' });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ lng: 'Give both lat and lng' });
    const wrong = await app.inject({ method: 'GET', url: '/api/providers?lat=-126&lng=24' });
    expect(wrong.json().errors.lat).toBe('lat must be a latitude');
  });

  it('finds the one provider who reaches a point behind 2,000 better-ranked ones who do not', async () => {
    const { app, database } = get();
    // 2,100 top-rated electricians far from the point (walked first, none covers it)...
    await database.db.execute(
      sql`insert into users (firebase_uid, name, email)
          select 'walk-' || g, 'Walk ' || g, 'walk-' || g || '@x.example' from generate_series(1, 2100) g`,
    );
    await database.db.execute(
      sql`insert into providers (user_id, name, services, location, latitude, longitude,
                                 service_radius_km, is_verified, rating, review_count)
          select id, name, array['electrical'], 'Far away', -22.5, 30.5, 10, 1, 50, 999
            from users where firebase_uid like 'walk-%'`,
    );
    // ...and one modest one who reaches it.
    const reaches = await provider(
      app,
      ['electrical'],
      { location: 'x', latitude: -32.2, longitude: 22.5, serviceRadiusKm: 20 },
      'Lone Sparky',
    );
    const found = await app.inject({
      method: 'GET',
      url: '/api/providers?service=electrical&lat=-32.25&lng=22.5',
    });
    expect(found.json<{ id: string }[]>().map((p) => p.id)).toEqual([reaches.providerId]);
  });

  it("finds a provider's one request in reach behind 2,000 newer ones out of reach", async () => {
    const { app, database } = get();
    const owner = await customer(app);
    const plumber = await plumberAt({ latitude: -24.0, longitude: 27.0 }, 10, 'Lonely Plumber');
    const near = await requestAt(owner, north(-24.0, 27.0, 2));
    await database.db.execute(
      sql`insert into quote_requests (customer_id, service_type, description, location, latitude,
                                      longitude, area, preferred_date, created_at)
          select ${owner.userId}::uuid, 'plumbing', 'Far leak ' || g, 'Far', -30.0, 30.0, 'Far',
                 'Soon', now() + (g || ' milliseconds')::interval
            from generate_series(1, 2100) g`,
    );
    expect((await listAs(plumber, '&scope=new')).map((r) => r.id)).toEqual([near]);
    const stats = await get().app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats?as=provider',
      headers: plumber.headers,
    });
    expect(stats.json().newRequests).toBe(1);
  });

  it("counts a provider's new requests up to 100, however many are in reach", async () => {
    const { app, database } = get();
    const owner = await customer(app);
    const plumber = await plumberAt({ latitude: -25.0, longitude: 26.0 }, 10, 'Busy Plumber');
    await database.db.execute(
      sql`insert into quote_requests (customer_id, service_type, description, location, latitude,
                                      longitude, area, preferred_date)
          select ${owner.userId}::uuid, 'plumbing', 'Leak ' || g, 'Near', -25.0 + g / 100000.0,
                 26.0, 'Near', 'Soon'
            from generate_series(1, 130) g`,
    );
    const stats = await app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats?as=provider',
      headers: plumber.headers,
    });
    expect(stats.json().newRequests).toBe(100);
  });
});
