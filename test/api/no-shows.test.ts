import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/rows';
import { lapseNoShows } from '../../src/server/services/cancellations';
import { addDays, southAfricanInstant, southAfricanToday } from '../../src/domain/when';
import { customer, giveCredit, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

/** The app's clock: real time unless a test moves it (the no-show's windows). */
let now: Date | null = null;

describeEachDatabase(
  'no-shows (issue 49)',
  (get) => {
    const today = southAfricanToday();
    const visitDay = addDays(today, 3);
    const start = southAfricanInstant(visitDay, 8);
    const minute = 60_000;
    /** Plumbers in a Northern Cape town nobody else covers, and requests there. */
    const TOWN = { location: 'Carnarvon', latitude: -30.97, longitude: 22.13, serviceRadiusKm: 20 };
    const REQUEST = {
      serviceType: 'plumbing',
      description: 'The outside tap will not close.',
      location: '2 Hoof Street, Carnarvon',
      latitude: -30.97,
      longitude: 22.13,
      when: { kind: 'dates', dates: [{ date: visitDay, window: 'any' }] },
    };
    const call = (actor: Actor | null, method: 'GET' | 'POST', url: string, payload?: object) =>
      get().app.inject({
        method,
        url,
        headers: actor?.headers ?? {},
        ...(payload ? { payload } : {}),
      });
    const quote = async (actor: Actor, requestId: string, extra: object = {}) => {
      const sent = await call(actor, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 800,
        visitDate: visitDay,
        visitStart: '08:00',
        visitHours: 2,
        ...extra,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<{ id: string }>().id;
    };
    const booked = async (owner: Actor, quoteId: string) => {
      const accepted = await call(owner, 'POST', `/api/quotes/${quoteId}/accept`, {});
      expect(accepted.statusCode, accepted.body).toBe(200);
      return accepted.json<{ booking: { id: string } }>().booking.id;
    };
    const told = async (actor: Actor) => {
      await get().app.events.dispatchPending();
      const notes = (await call(actor, 'GET', '/api/notifications')).json<
        { kind: string; title: string; body: string }[]
      >();
      return notes.map((note) => `${note.kind}: ${note.title}: ${note.body}`);
    };
    const cancellationOf = async (bookingId: string) =>
      queryRows<{ by: string; reason: string; fee_cents: number; settlement: string }>(
        get().database.db,
        sql`select by, reason, fee_cents, settlement from cancellations where booking_id = ${bookingId}`,
      );

    it('the customer reports the provider did not come: from 30 minutes after the start, once; confirmed, it is the provider’s cancellation', async () => {
      const plumber = await provider(get().app, ['plumbing'], TOWN, 'Carnarvon Absent');
      const rival = await provider(get().app, ['plumbing'], TOWN, 'Carnarvon Rival');
      await giveCredit(get().app, plumber);
      const owner = await customer(get().app, 'Elna Wag');
      const stranger = await customer(get().app, 'Nie Hulle Nie');
      const requestId = await postRequest(get().app, owner, REQUEST);
      const chosen = await quote(plumber, requestId);
      await quote(rival, requestId, { visitStart: '11:00' });
      const bookingId = await booked(owner, chosen);

      now = new Date(start.getTime() + 29 * minute);
      const early = await call(owner, 'POST', `/api/bookings/${bookingId}/no-show`, {});
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(
        'You can report that they did not come from 30 minutes after the booked start.',
      );
      expect(
        (await call(stranger, 'POST', `/api/bookings/${bookingId}/no-show`, {})).statusCode,
      ).toBe(404);
      expect((await call(stranger, 'GET', `/api/bookings/${bookingId}/no-show`)).statusCode).toBe(
        404,
      );
      now = new Date(start.getTime() + 31 * minute);
      const reported = await call(owner, 'POST', `/api/bookings/${bookingId}/no-show`, {
        note: 'Waited all morning. Phone me on 082 555 1234.',
      });
      expect(reported.statusCode, reported.body).toBe(201);
      expect(reported.json()).toMatchObject({ reportedBy: 'customer', state: 'waiting' });
      expect(reported.json().note).not.toContain('555');
      expect((await call(owner, 'POST', `/api/bookings/${bookingId}/no-show`, {})).statusCode).toBe(
        409,
      );
      // The reporter does not answer its own report; the provider is asked to.
      const own = await call(owner, 'POST', `/api/bookings/${bookingId}/no-show/answer`, {
        answer: 'confirm',
      });
      expect(own.statusCode).toBe(409);
      expect(await told(plumber)).toContainEqual(
        expect.stringMatching(/^no_show: Elna says you did not come: For the visit .*Confirm it/),
      );
      const status = await call(plumber, 'GET', `/api/bookings/${bookingId}/no-show`);
      expect(status.json()).toMatchObject({ side: 'provider', report: { state: 'waiting' } });

      const confirmed = await call(plumber, 'POST', `/api/bookings/${bookingId}/no-show/answer`, {
        answer: 'confirm',
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json()).toMatchObject({ state: 'confirmed' });
      expect(await cancellationOf(bookingId)).toEqual([
        { by: 'provider', reason: 'no_show', fee_cents: 0, settlement: 'none' },
      ]);
      now = null;
      // As a provider's cancellation: the rival's quote is open again, the customer told.
      const request = (await call(owner, 'GET', `/api/quote-requests/${requestId}`)).json<{
        quotes: { providerName: string; status: string }[];
      }>();
      expect(Object.fromEntries(request.quotes.map((q) => [q.providerName, q.status]))).toEqual({
        'Carnarvon Absent': 'withdrawn',
        'Carnarvon Rival': 'open',
      });
      expect(await told(owner)).toContainEqual(
        expect.stringMatching(
          /^visit_cancelled: Carnarvon Absent cancelled your visit: .*\("Did not come"\)\. It costs you nothing/,
        ),
      );
      const again = await call(plumber, 'POST', `/api/bookings/${bookingId}/no-show/answer`, {
        answer: 'confirm',
      });
      expect(again.statusCode).toBe(409);
    });

    it('the customer explains a reported no-show, and the visit stands; an unanswered one stands as confirmed after 24 hours, with the call-out fee', async () => {
      const plumber = await provider(get().app, ['plumbing'], TOWN, 'Carnarvon Waited');
      await giveCredit(get().app, plumber);
      const owner = await customer(get().app, 'Pieter Weg');
      const first = await booked(
        owner,
        await quote(plumber, await postRequest(get().app, owner, REQUEST)),
      );
      now = new Date(start.getTime() + 45 * minute);
      expect((await call(plumber, 'POST', `/api/bookings/${first}/no-show`, {})).statusCode).toBe(
        201,
      );
      const short = await call(owner, 'POST', `/api/bookings/${first}/no-show/answer`, {
        answer: 'explain',
        note: 'I was',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors).toEqual({ note: 'Say what happened, in at least 10 characters' });
      const explained = await call(owner, 'POST', `/api/bookings/${first}/no-show/answer`, {
        answer: 'explain',
        note: 'I was at the gate at 08:00; the bell does not work, please knock.',
      });
      expect(explained.statusCode, explained.body).toBe(200);
      expect(explained.json()).toMatchObject({ state: 'explained' });
      expect(await cancellationOf(first)).toEqual([]);
      expect(await told(plumber)).toContainEqual(
        expect.stringMatching(/^no_show: Pieter answered your no-show report: "I was at the gate/),
      );

      // Another visit, with a R250 call-out fee: the customer does not answer in 24 hours.
      const secondDay = addDays(today, 5);
      const second = await booked(
        owner,
        await quote(
          plumber,
          await postRequest(get().app, owner, {
            ...REQUEST,
            when: { kind: 'dates', dates: [{ date: secondDay, window: 'any' }] },
          }),
          { visitDate: secondDay, calloutFee: 250 },
        ),
      );
      const secondStart = southAfricanInstant(secondDay, 8);
      now = new Date(secondStart.getTime() + 40 * minute);
      expect((await call(plumber, 'POST', `/api/bookings/${second}/no-show`, {})).statusCode).toBe(
        201,
      );
      const db = get().database.db;
      expect(await lapseNoShows(db, null, new Date(now.getTime() + 23 * 60 * minute))).toBe(0);
      expect(await lapseNoShows(db, null, new Date(now.getTime() + 24 * 60 * minute + 1))).toBe(1);
      expect(await cancellationOf(second)).toEqual([
        { by: 'customer', reason: 'no_show', fee_cents: 25_000, settlement: 'direct' },
      ]);
      now = null;
      const status = await call(owner, 'GET', `/api/bookings/${second}/no-show`);
      expect(status.json().report).toMatchObject({ state: 'lapsed' });
      expect(await told(plumber)).toContainEqual(
        expect.stringMatching(
          /^visit_cancelled: Pieter was not there: the visit is over: Your no-show report stands: Pieter was not there for the plumbing visit .*\. Your call-out fee of R250 is theirs to pay you\.$/,
        ),
      );
      // A customer's no-show does not count against the provider.
      const [figures] = await queryRows<{ standing: string }>(
        db,
        sql`select standing from providers where id = ${plumber.providerId ?? ''}`,
      );
      expect(figures).toEqual({ standing: 'good' });
    });
  },
  { clock: () => now ?? new Date() },
);
