import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { quoteRequests } from '../../src/server/db/schema';
import { addDays, dayLabel, southAfricanToday } from '../../src/domain/when';
import { customer, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

/** Issue 46: the questions of each trade, the budget, and emergencies (providers see them first). */
describeEachDatabase('trade questions, budget and emergencies', (get) => {
  // Kimberley, far from the other suites' requests.
  const TOWN = { location: 'Kimberley', latitude: -28.74, longitude: 24.77, serviceRadiusKm: 15 };
  const job = (extra: Record<string, unknown> = {}) => ({
    serviceType: 'plumbing',
    description: 'The geyser drips through the ceiling.',
    location: '3 Du Toitspan Road, Kimberley',
    latitude: -28.74,
    longitude: 24.77,
    preferredDate: 'This week',
    ...extra,
  });
  const post = (actor: Actor, payload: Record<string, unknown>) =>
    get().app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: actor.headers,
      payload,
    });
  const page = async (actor: Actor, query = '') => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests?as=provider&scope=new${query}`,
      headers: actor.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return {
      items: response.json<{ id: string; emergency: boolean }[]>(),
      cursor: response.headers['x-next-cursor'] as string | undefined,
    };
  };

  it("keeps each trade's answers and the budget, and shows them to a provider in range", async () => {
    const plumber = await provider(get().app, ['plumbing'], TOWN, 'Diamond Plumbing');
    const thandi = await customer(get().app);
    const geyser = {
      trade: 'plumbing',
      problem: 'geyser',
      waterRunning: true,
      geyserSize: '150',
      geyserAge: '5-10',
    };
    const created = await post(thandi, job({ tradeDetails: geyser, budget: '1500-5000' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      tradeDetails: geyser,
      budget: '1500-5000',
      emergency: false,
    });
    const seen = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests/${created.json().id}`,
      headers: plumber.headers,
    });
    expect(seen.json()).toMatchObject({ tradeDetails: geyser, budget: '1500-5000' });

    const garden = await post(
      thandi,
      job({
        serviceType: 'gardening',
        tradeDetails: {
          trade: 'gardening',
          gardenSize: 'medium',
          tasks: ['lawn', 'hedges', 'lawn'],
          refuseRemoval: true,
          frequency: 'fortnightly',
        },
      }),
    );
    expect(garden.statusCode, garden.body).toBe(201);
    expect(garden.json().tradeDetails.tasks).toEqual(['lawn', 'hedges']);

    // Nothing answered is no answers at all.
    const bare = await post(thandi, job({ tradeDetails: { trade: 'plumbing' } }));
    expect(bare.json()).toMatchObject({ tradeDetails: null, budget: null });

    const clean = await post(
      thandi,
      job({
        serviceType: 'cleaning',
        cleaningDetails: { cleaningType: 'indoor', bedrooms: 3, bathrooms: 2 },
      }),
    );
    expect(clean.statusCode, clean.body).toBe(201);
    expect(clean.json().cleaningDetails).toEqual({
      cleaningType: 'indoor',
      bedrooms: 3,
      bathrooms: 2,
    });
  });

  it('refuses answers that do not fit, each with its reason, and stores nothing', async () => {
    const thandi = await customer(get().app);
    const refused = async (extra: Record<string, unknown>) => {
      const response = await post(thandi, job(extra));
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await refused({ tradeDetails: { trade: 'electrical', work: 'db-board' } })).toEqual({
      'tradeDetails.trade': 'These answers are for electrical requests, not plumbing',
    });
    expect(
      await refused({ tradeDetails: { trade: 'plumbing', problem: 'leak', geyserSize: '100' } }),
    ).toEqual({
      'tradeDetails.geyserSize': 'The geyser size and age are only for a geyser problem',
    });
    expect(await refused({ tradeDetails: { trade: 'plumbing', problem: 'flood' } })).toEqual({
      'tradeDetails.problem': 'Choose what is wrong from the list',
    });
    expect(await refused({ tradeDetails: { trade: 'plumbing', waterRunning: 'yes' } })).toEqual({
      'tradeDetails.waterRunning': 'Say whether water is running now',
    });
    expect(await refused({ budget: 'a million' })).toEqual({
      budget: 'Choose a budget from the list',
    });
    expect(
      await refused({
        serviceType: 'cleaning',
        cleaningDetails: { cleaningType: 'outdoor', bedrooms: 2 },
      }),
    ).toEqual({
      'cleaningDetails.bedrooms': 'Bedrooms and bathrooms are only for indoor cleaning',
    });
    expect(
      await refused({
        serviceType: 'cleaning',
        cleaningDetails: { cleaningType: 'indoor', bathrooms: 2.5 },
      }),
    ).toEqual({ 'cleaningDetails.bathrooms': 'Give the number of bathrooms as a whole number' });
    const stored = await get()
      .database.db.select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.customerId, thandi.userId));
    expect(stored).toEqual([]);
  });

  it('puts an emergency for today first for providers in range, once, and says so', async () => {
    const east = { ...TOWN, latitude: -28.6, longitude: 25.3 };
    const plumber = await provider(get().app, ['plumbing'], east, 'Rapid Plumbing');
    const far = await provider(get().app, ['plumbing'], { ...east, latitude: -27.5 }, 'Far');
    const place = { location: '9 Main Road, Kimberley', latitude: -28.6, longitude: 25.3 };
    const owner = await customer(get().app, 'Lerato Mokoena');
    const emergency = await post(owner, job({ ...place, when: { kind: 'emergency' } }));
    expect(emergency.statusCode, emergency.body).toBe(201);
    const today = southAfricanToday();
    expect(emergency.json()).toMatchObject({
      emergency: true,
      when: { kind: 'emergency', from: today, to: today },
      preferredDate: `Emergency: today, ${dayLabel(today)}`,
    });
    const newer: string[] = [];
    for (const description of ['Tap drips.', 'Toilet runs.', 'Drain slow.']) {
      const later = await post(owner, job({ ...place, description }));
      newer.push(later.json().id as string);
    }
    const emergencyId = emergency.json().id as string;

    // First, though older than the rest; and not again on the next pages.
    const first = await page(plumber, '&limit=2');
    expect(first.items.map((item) => item.id)).toEqual([emergencyId, newer[2]]);
    expect(first.items[0]?.emergency).toBe(true);
    const seen = [...first.items.map((item) => item.id)];
    let cursor = first.cursor;
    while (cursor) {
      const next = await page(plumber, `&limit=2&cursor=${cursor}`);
      seen.push(...next.items.map((item) => item.id));
      cursor = next.cursor;
    }
    expect(seen).toEqual([emergencyId, newer[2], newer[1], newer[0]]);
    expect((await page(far)).items).toEqual([]);

    const inbox = await get().app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: plumber.headers,
    });
    const titles = inbox.json<{ title: string; link: string }[]>();
    expect(titles.find((one) => one.link === `/quote/${emergencyId}`)?.title).toMatch(
      /^Emergency today: plumbing in /,
    );

    // Yesterday's emergency is an ordinary lead today, in its place by age.
    await get()
      .database.db.update(quoteRequests)
      .set({ emergencyOn: addDays(today, -1) })
      .where(eq(quoteRequests.id, emergencyId));
    expect((await page(plumber)).items.map((item) => item.id)).toEqual([
      ...[...newer].reverse(),
      emergencyId,
    ]);
  });
});
