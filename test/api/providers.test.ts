import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { ProviderListItem } from '../../src/domain/schemas/providers';
import { providers, users } from '../../src/server/db/schema';
import { customer, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase('providers API', (get) => {
  it('creates the caller profile, ignoring fields a caller may not set', async () => {
    const actor = await customer(get().app, 'Lerato Mokoena');
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: actor.headers,
      payload: {
        userId: actor.userId,
        bio: 'Gardens and lawns',
        services: ['gardening', 'gardening', 'cleaning'],
        hourlyRate: '250',
        location: 'Durbanville, Cape Town',
        isVerified: 1,
        rating: 50,
        reviewCount: 999,
        verificationStatus: 'verified',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Lerato Mokoena',
      services: ['gardening', 'cleaning'],
      hourlyRate: 250,
      responseTime: 'Within 24 hours',
      isVerified: 0,
      rating: 0,
      reviewCount: 0,
      verificationStatus: 'pending',
    });
    const [user] = await get().database.db.select().from(users).where(eq(users.id, actor.userId));
    expect(user?.isProvider).toBe(1);
  });

  it("refuses another user's id with 403 and a second profile with 409", async () => {
    const actor = await customer(get().app);
    const other = await customer(get().app);
    const payload = { services: ['plumbing'], location: 'Durban' };
    const foreign = await get().app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: actor.headers,
      payload: { ...payload, userId: other.userId },
    });
    expect(foreign.statusCode).toBe(403);
    const first = await get().app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: actor.headers,
      payload,
    });
    expect(first.statusCode).toBe(201);
    const second = await get().app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: actor.headers,
      payload,
    });
    expect(second.statusCode).toBe(409);
    const rows = await get()
      .database.db.select()
      .from(providers)
      .where(eq(providers.userId, actor.userId));
    expect(rows).toHaveLength(1);
  });

  it("validates with the spec's messages", async () => {
    const actor = await customer(get().app);
    const response = await get().app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: actor.headers,
      payload: { services: [], hourlyRate: 0, location: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      services: 'Select at least one service',
      hourlyRate: 'Hourly rate must be greater than 0',
      location: 'Location is required',
    });
    const noRate = await get().app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: actor.headers,
      payload: { services: ['electrical'], hourlyRate: '', location: 'Hatfield, Pretoria' },
    });
    expect(noRate.statusCode).toBe(201);
    expect(noRate.json().hourlyRate).toBeNull();
  });

  it("says in the person's own record whether they have a provider profile yet", async () => {
    const { app } = get();
    const newcomer = await customer(app, 'Onboarding Newcomer');
    const record = async () =>
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: newcomer.headers })).json<{
        hasProviderProfile: boolean;
      }>().hasProviderProfile;
    expect(await record()).toBe(false);
    const created = await app.inject({
      method: 'POST',
      url: '/api/providers',
      headers: newcomer.headers,
      payload: { services: ['cleaning'], location: 'Sea Point, Cape Town', hourlyRate: 200 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await record()).toBe(true);
  });

  it('reads and edits only your own profile', async () => {
    const actor = await provider(get().app, ['cleaning']);
    const me = await get().app.inject({
      method: 'GET',
      url: '/api/providers/me',
      headers: actor.headers,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(actor.providerId);
    const patched = await get().app.inject({
      method: 'PATCH',
      url: '/api/providers/me',
      headers: actor.headers,
      payload: { services: ['cleaning', 'gardening'], hourlyRate: 320, isVerified: 1, rating: 50 },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      services: ['cleaning', 'gardening'],
      hourlyRate: 320,
      isVerified: 0,
      rating: 0,
    });
    const nobody = await customer(get().app);
    const none = await get().app.inject({
      method: 'GET',
      url: '/api/providers/me',
      headers: nobody.headers,
    });
    expect(none.statusCode).toBe(404);
    expect((await get().app.inject({ method: 'GET', url: '/api/providers/me' })).statusCode).toBe(
      401,
    );
  });
});

describeEachDatabase('providers listing', (get) => {
  // A small market with known ranks, inserted directly (rating and verification are not API-settable).
  const seed = async () => {
    const { db } = get().database;
    const specs: Omit<typeof providers.$inferInsert, 'userId'>[] = [
      {
        name: 'Alpha Plumbing',
        services: ['plumbing'],
        location: 'Sandton, Johannesburg',
        isVerified: 1,
        rating: 48,
        reviewCount: 10,
        hourlyRate: 400,
      },
      {
        name: 'Beta Cleaners',
        services: ['cleaning'],
        location: 'Sea Point, Cape Town',
        isVerified: 1,
        rating: 48,
        reviewCount: 30,
        hourlyRate: 250,
      },
      {
        name: 'Gamma Electric',
        services: ['electrical', 'plumbing'],
        location: 'Umhlanga, Durban',
        isVerified: 0,
        rating: 50,
        reviewCount: 5,
        hourlyRate: null,
      },
      {
        name: '100% Gardens',
        services: ['gardening'],
        location: 'Walmer, Gqeberha',
        isVerified: 0,
        rating: 35,
        reviewCount: 2,
        hourlyRate: 200,
      },
      {
        name: 'Delta Pipes',
        services: ['plumbing'],
        location: 'Claremont, Cape Town',
        isVerified: 0,
        rating: 42,
        reviewCount: 12,
        hourlyRate: 350,
      },
    ];
    for (const [index, spec] of specs.entries()) {
      const [user] = await db
        .insert(users)
        .values({
          firebaseUid: `listing-${index}-${Math.random()}`,
          name: spec.name,
          email: `listing-${index}-${Math.random()}@x.co.za`,
          isProvider: 1,
        })
        .returning();
      // Ranked as the ratings' computation would (Bayesian average, a prior of 4 stars).
      const count = spec.reviewCount ?? 0;
      const rankScore = Math.round((1000 * (20 + ((spec.rating ?? 0) / 10) * count)) / (5 + count));
      await db.insert(providers).values({ userId: user!.id, ...spec, rankScore });
    }
  };

  const list = async (query: string) => {
    const response = await get().app.inject({ method: 'GET', url: `/api/providers${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return {
      items: response.json<ProviderListItem[]>(),
      next: response.headers['x-next-cursor'] as string | undefined,
    };
  };

  it('lists best first with the spec fields, filtered by service, search and filters', async () => {
    await seed();
    const all = await list('?limit=100');
    const names = all.items.map((p) => p.name);
    expect(names.indexOf('Beta Cleaners')).toBeLessThan(names.indexOf('Alpha Plumbing'));
    expect(names.indexOf('Alpha Plumbing')).toBeLessThan(names.indexOf('Gamma Electric'));
    expect(names.indexOf('Gamma Electric')).toBeLessThan(names.indexOf('Delta Pipes'));
    expect(Object.keys(all.items[0]!).sort()).toEqual(
      [
        'badges',
        'hourlyRate',
        'id',
        'isVerified',
        'location',
        'name',
        'profilePhotoUrl',
        'rating',
        'reliability',
        'responseTime',
        'responsive',
        'reviewCount',
        'services',
      ].sort(),
    );

    const plumbers = (await list('?service=plumbing&limit=100')).items.map((p) => p.name);
    expect(plumbers).toEqual(
      expect.arrayContaining(['Alpha Plumbing', 'Gamma Electric', 'Delta Pipes']),
    );
    expect(plumbers).not.toContain('Beta Cleaners');

    expect((await list('?q=cape%20TOWN&limit=100')).items.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Beta Cleaners', 'Delta Pipes']),
    );
    expect((await list('?q=gamma')).items.map((p) => p.name)).toEqual(['Gamma Electric']);
    // % typed by a person is a character, not a wildcard.
    expect((await list('?q=100%25')).items.map((p) => p.name)).toEqual(['100% Gardens']);

    const verified = (await list('?verified=1&limit=100')).items;
    expect(verified.length).toBeGreaterThan(0);
    expect(verified.every((p) => p.isVerified === 1)).toBe(true);
    const cheap = (await list('?maxRate=250&limit=100')).items;
    expect(cheap.every((p) => p.hourlyRate !== null && p.hourlyRate <= 250)).toBe(true);
    const top = (await list('?minRating=4.8&limit=100')).items;
    expect(top.every((p) => p.rating >= 48)).toBe(true);
  });

  it('pages through everything with no duplicates or gaps', async () => {
    await seed();
    await seed();
    const everything = (await list('?limit=100')).items.map((p) => p.id);
    const paged: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(3);
      paged.push(...page.items.map((p) => p.id));
      cursor = page.next;
    } while (cursor);
    expect(paged).toEqual(everything);
    expect(new Set(paged).size).toBe(paged.length);

    // Filtered the same way, page after page (each page its own values for one statement).
    const filter = '?service=plumbing&maxRate=100000&minRating=0';
    const plumbers = (await list(`${filter}&limit=100`)).items.map((p) => p.id);
    const pagedPlumbers: string[] = [];
    cursor = undefined;
    do {
      const page = await list(`${filter}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      pagedPlumbers.push(...page.items.map((p) => p.id));
      cursor = page.next;
    } while (cursor);
    expect(plumbers.length).toBeGreaterThan(2);
    expect(pagedPlumbers).toEqual(plumbers);
  });

  it('refuses bad query values with 400', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?service=roofing',
      '?cursor=nonsense',
      '?minRating=9',
      // Well-formed cursors whose sort key no listing could have produced.
      ...[
        [1, 4.5, 3, '00000000-0000-4000-8000-000000000000'],
        [1, 2 ** 40, 3, '00000000-0000-4000-8000-000000000000'],
        [1, 45, 3, 'not-an-id'],
      ].map((key) => `?cursor=${Buffer.from(JSON.stringify(key)).toString('base64url')}`),
    ]) {
      const response = await get().app.inject({ method: 'GET', url: `/api/providers${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });
});
