import { expect, it } from 'vitest';
import { addDays, southAfricanToday } from '../../src/domain/when';
import { customer, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

describeEachDatabase("a provider's days off", (get) => {
  const today = southAfricanToday();
  const day = (n: number) => addDays(today, n);
  const add = (actor: Actor, payload: Record<string, unknown>) =>
    get().app.inject({
      method: 'POST',
      url: '/api/providers/me/days-off',
      headers: actor.headers,
      payload,
    });
  const list = async (actor: Actor) =>
    (
      await get().app.inject({
        method: 'GET',
        url: '/api/providers/me/days-off',
        headers: actor.headers,
      })
    ).json<{ id: string; from: string; to: string; note: string }[]>();
  /** A plumber on a Karoo farm, 20 km around, and a customer's request there. */
  const FARM = { location: 'Karoo farm', latitude: -29.5, longitude: 22.0, serviceRadiusKm: 20 };
  const farmRequest = (when: unknown) => ({
    serviceType: 'plumbing',
    description: 'The borehole pump leaks.',
    location: '1 Dam Road, Karoo',
    latitude: -29.5,
    longitude: 22.0,
    ...(when ? { when } : { preferredDate: 'Whenever suits' }),
  });
  const leads = async (actor: Actor) =>
    (
      await get().app.inject({
        method: 'GET',
        url: '/api/quote-requests?as=provider',
        headers: actor.headers,
      })
    ).json<{ id: string }[]>();
  const inbox = async (actor: Actor) =>
    (
      await get().app.inject({ method: 'GET', url: '/api/notifications', headers: actor.headers })
    ).json<{ link: string }[]>();

  it('are kept soonest first, each refused with its reason, and removed by their owner only', async () => {
    const plumber = await provider(get().app, ['plumbing'], {}, 'Leave Plumbing');
    const other = await provider(get().app, ['plumbing'], {}, 'Other Plumbing');
    const later = await add(plumber, { from: day(40), to: day(47), note: ' Family wedding ' });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({ from: day(40), to: day(47), note: 'Family wedding' });
    expect((await add(plumber, { from: day(3), to: day(3) })).statusCode).toBe(201);
    expect((await list(plumber)).map((off) => [off.from, off.to, off.note])).toEqual([
      [day(3), day(3), ''],
      [day(40), day(47), 'Family wedding'],
    ]);
    expect(await list(other)).toEqual([]);

    const refused = async (payload: Record<string, unknown>) => {
      const response = await add(plumber, payload);
      expect(response.statusCode).toBe(400);
      return response.json().errors as Record<string, string>;
    };
    expect(await refused({ from: day(-1), to: day(2) })).toEqual({
      from: 'Choose today or a later day',
    });
    expect(await refused({ from: day(5), to: day(4) })).toEqual({
      to: 'The last day off cannot be before the first',
    });
    expect(await refused({ from: day(5), to: day(95) })).toEqual({
      to: 'Days off can span at most 90 days: add another stretch',
    });
    expect(await refused({ from: day(400), to: day(401) })).toEqual({
      from: 'Choose a day within a year',
    });
    expect(await refused({ from: '2027-02-30', to: day(2) })).toEqual({
      from: 'Choose the first day off',
    });
    expect(await refused({ from: day(1), to: day(1), note: 'x'.repeat(81) })).toEqual({
      note: 'Keep the note under 80 characters',
    });
    expect(await list(plumber)).toHaveLength(2);

    // Another provider cannot remove them: 404, as for an id that never was.
    const id = later.json().id as string;
    const remove = (actor: Actor, which: string) =>
      get().app.inject({
        method: 'DELETE',
        url: `/api/providers/me/days-off/${which}`,
        headers: actor.headers,
      });
    expect((await remove(other, id)).statusCode).toBe(404);
    expect((await remove(plumber, 'not-an-id')).statusCode).toBe(404);
    expect((await remove(plumber, id)).statusCode).toBe(204);
    expect((await remove(plumber, id)).statusCode).toBe(404);
    expect((await list(plumber)).map((off) => off.from)).toEqual([day(3)]);
  });

  it('stop at 20 stretches ahead, with a message that says what to do', async () => {
    const plumber = await provider(get().app, ['plumbing'], {}, 'Busy Plumbing');
    for (let n = 0; n < 20; n += 1) {
      expect((await add(plumber, { from: day(n * 2), to: day(n * 2) })).statusCode).toBe(201);
    }
    const twentyFirst = await add(plumber, { from: day(60), to: day(61) });
    expect(twentyFirst.statusCode).toBe(409);
    expect(twentyFirst.json().message).toMatch(/remove one before adding another/);
  });

  it('keep away the requests wanted only on them, not the others', async () => {
    const { app } = get();
    const away = await provider(app, ['plumbing'], FARM, 'Away Pumps');
    const here = await provider(app, ['plumbing'], FARM, 'Here Pumps');
    expect((await add(away, { from: day(5), to: day(9), note: 'Leave' })).statusCode).toBe(201);
    const owner = await customer(app, 'Karoo Customer');

    const onLeave = await postRequest(
      app,
      owner,
      farmRequest({
        kind: 'dates',
        dates: [
          { date: day(5), window: 'morning' },
          { date: day(9), window: 'any' },
        ],
      }),
    );
    const oneDayFree = await postRequest(
      app,
      owner,
      farmRequest({
        kind: 'dates',
        dates: [
          { date: day(9), window: 'any' },
          { date: day(10), window: 'any' },
        ],
      }),
    );
    const textOnly = await postRequest(app, owner, farmRequest(null));
    const soon = await postRequest(app, owner, farmRequest({ kind: 'soon' }));

    // The one away sees and hears of all but the request wanted only while it is off.
    expect((await leads(away)).map((lead) => lead.id).sort()).toEqual(
      [oneDayFree, textOnly, soon].sort(),
    );
    expect((await inbox(away)).map((item) => item.link).sort()).toEqual(
      [oneDayFree, textOnly, soon].map((id) => `/quote/${id}`).sort(),
    );
    expect((await leads(here)).map((lead) => lead.id).sort()).toEqual(
      [onLeave, oneDayFree, textOnly, soon].sort(),
    );
    // Its dashboard's count agrees with its list.
    const stats = await app.inject({
      method: 'GET',
      url: '/api/quote-requests/stats?as=provider',
      headers: away.headers,
    });
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toMatchObject({ newRequests: 3 });

    // Back from leave early: the request shows again.
    const [entry] = await list(away);
    await app.inject({
      method: 'DELETE',
      url: `/api/providers/me/days-off/${entry!.id}`,
      headers: away.headers,
    });
    expect((await leads(away)).map((lead) => lead.id)).toContain(onLeave);
  });
});
