import { expect, it } from 'vitest';
import type { OpenNear } from '../../src/domain/schemas/quote-requests';
import { customer, postQuote, postRequest, provider } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

/** Durban's Umlazi and places around it (the pitch page's "open requests near a place"). */
const UMLAZI = { latitude: -29.97, longitude: 30.88 };
const request = (serviceType: string, latitude: number, longitude: number) => ({
  serviceType,
  description: 'A job near Umlazi.',
  location: 'Umlazi, Durban, KwaZulu-Natal',
  latitude,
  longitude,
  preferredDate: 'Saturday',
  ...(serviceType === 'cleaning'
    ? { cleaningDetails: { cleaningType: 'indoor', rooms: ['Kitchen'], items: [] } }
    : {}),
});

describeEachDatabase('open requests near a place', (get) => {
  const count = async (query: string) => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/api/quote-requests/open-near?${query}`,
    });
    return response;
  };

  it('counts open requests within 25 km per service, and none that are closed, full or far', async () => {
    const { app } = get();
    const owner = await customer(app, 'Umlazi Customer');
    await postRequest(app, owner, request('plumbing', -29.97, 30.88));
    await postRequest(app, owner, request('plumbing', -29.86, 31.02)); // Durban centre, 18 km
    await postRequest(app, owner, request('gardening', -29.95, 30.9));
    await postRequest(app, owner, request('cleaning', -29.6, 30.38)); // Pietermaritzburg, 64 km
    const closed = await postRequest(app, owner, request('gardening', -29.97, 30.88));
    const close = await app.inject({
      method: 'POST',
      url: `/api/quote-requests/${closed}/close`,
      headers: owner.headers,
    });
    expect(close.statusCode, close.body).toBe(200);
    // Five quotes: the request no longer takes any, so it is not open work.
    const full = await postRequest(app, owner, request('electrical', -29.97, 30.88));
    for (let n = 0; n < 5; n++) {
      const electrician = await provider(
        app,
        ['electrical'],
        { location: 'Umlazi', latitude: -29.97, longitude: 30.88, serviceRadiusKm: 30 },
        `Umlazi Electrical ${n}`,
      );
      await postQuote(app, electrician, full);
    }

    const response = await count(`latitude=${UMLAZI.latitude}&longitude=${UMLAZI.longitude}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json<OpenNear>()).toEqual({
      radiusKm: 25,
      total: 3,
      byService: { cleaning: 0, plumbing: 2, electrical: 0, gardening: 1 },
    });
    // Cape Town: nothing from Durban.
    expect((await count('latitude=-33.92&longitude=18.42')).json<OpenNear>().total).toBe(0);
  });

  it('refuses a point outside South Africa or a missing one, saying why', async () => {
    const london = await count('latitude=51.5&longitude=-0.12');
    expect(london.statusCode).toBe(400);
    expect(london.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      latitude: expect.any(String),
    });
    expect((await count('latitude=-29.97')).statusCode).toBe(400);
    expect((await count('latitude=abc&longitude=30.88')).statusCode).toBe(400);
  });
});
