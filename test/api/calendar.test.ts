import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { addDays, southAfricanInstant, southAfricanToday } from '../../src/domain/when';
import { customer, postRequest, provider, type Actor } from '../helpers/actors';
import { describeEachDatabase } from '../helpers/app';

const SITE = 'https://khaya.test';

/** The events of an iCalendar text, read by a real parser (ical.js, as calendar apps do). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: String(component.getFirstPropertyValue('status')),
    };
  });
}

describeEachDatabase(
  'calendars: a visit’s .ics file, its email attachment and a provider’s private feed',
  (get) => {
    const today = southAfricanToday();
    const day = (n: number) => addDays(today, n);
    const instant = (date: string, hour: number, minute = 0) =>
      southAfricanInstant(date, hour, minute).toISOString();
    const TOWN = { location: 'Calvinia', latitude: -31.47, longitude: 19.77, serviceRadiusKm: 20 };
    const inject = (actor: Actor | null, method: string, url: string, payload?: unknown) =>
      get().app.inject({
        method: method as 'GET',
        url,
        ...(actor ? { headers: actor.headers } : {}),
        ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      });

    /** A request in the town quoted with a visit on `date` at 08:00 for 2 h, and accepted. */
    async function bookedJob(
      plumber: Actor,
      client: Actor,
      date: string,
      address: string,
      latitude = -31.47,
    ) {
      const requestId = await postRequest(get().app, client, {
        serviceType: 'plumbing',
        description: 'The geyser drips.',
        location: address,
        latitude,
        longitude: 19.77,
        when: { kind: 'dates', dates: [{ date, window: 'any' }] },
      });
      const sent = await inject(plumber, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 700,
        visitDate: date,
        visitStart: '08:00',
        visitHours: 2,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const accepted = await inject(client, 'POST', `/api/quotes/${sent.json().id}/accept`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      return { requestId, bookingId: accepted.json().booking.id as string };
    }

    it('gives either side of a booking its visit as an .ics file, and 404 to anyone else', async () => {
      const plumber = await provider(get().app, ['plumbing'], TOWN, 'Calvinia Plumbing');
      const client = await customer(get().app, 'Anna Botha');
      const stranger = await customer(get().app, 'Sam Stranger');
      const { requestId, bookingId } = await bookedJob(plumber, client, day(3), '7 Hoop Street');
      const file = await inject(client, 'GET', `/api/bookings/${bookingId}/calendar.ics`);
      expect(file.statusCode, file.body).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="khaya-visit-${day(3)}.ics"`,
      );
      expect(eventsOf(file.body)).toEqual([
        {
          uid: `booking-${bookingId}@khaya.test`,
          summary: 'Plumbing: Calvinia Plumbing',
          location: '7 Hoop Street',
          description: `Booked on Khaya. The job: ${SITE}/customer/requests/${requestId}`,
          // 08:00-10:00 in South Africa is 06:00-08:00 UTC.
          start: instant(day(3), 8),
          end: instant(day(3), 10),
          sequence: 0,
          status: 'CONFIRMED',
        },
      ]);
      expect(instant(day(3), 8).slice(11, 16)).toBe('06:00');
      const theirs = await inject(plumber, 'GET', `/api/bookings/${bookingId}/calendar.ics`);
      expect(eventsOf(theirs.body)[0]).toMatchObject({
        summary: 'Plumbing for Anna Botha',
        location: '7 Hoop Street',
        description: `Booked on Khaya. The job: ${SITE}/quote/${requestId}`,
      });
      for (const [who, id] of [
        [stranger, bookingId],
        [client, '00000000-0000-4000-8000-000000000000'],
        [client, 'not-an-id'],
      ] as const) {
        const refused = await inject(who, 'GET', `/api/bookings/${id}/calendar.ics`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json().message).toBe('Booking not found');
      }
      expect(
        (await inject(null, 'GET', `/api/bookings/${bookingId}/calendar.ics`)).statusCode,
      ).toBe(401);

      // A moved visit: the same event, a newer version at the new time.
      const moved = await inject(client, 'POST', `/api/bookings/${bookingId}/moves`, {
        date: day(4),
        start: '13:30',
        reason: 'Work called me in.',
      });
      expect(moved.statusCode, moved.body).toBe(201);
      const moveId = moved.json().moves[0].id as string;
      const answer = await inject(
        plumber,
        'POST',
        `/api/bookings/${bookingId}/moves/${moveId}/accept`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const after = eventsOf(
        (await inject(client, 'GET', `/api/bookings/${bookingId}/calendar.ics`)).body,
      );
      expect(after[0]).toMatchObject({
        uid: `booking-${bookingId}@khaya.test`,
        start: instant(day(4), 13, 30),
        end: instant(day(4), 15, 30),
        sequence: 1,
      });
    });

    it('attaches the visit’s file to the booking email, as its reader sees it', async () => {
      const plumber = await provider(
        get().app,
        ['plumbing'],
        { ...TOWN, latitude: -31.6 },
        'Mail Plumbing',
      );
      const client = await customer(get().app, 'Ben Cele');
      const requestId = await postRequest(get().app, client, {
        serviceType: 'plumbing',
        description: 'The drain is blocked.',
        location: '9 Kerk Street',
        latitude: -31.6,
        longitude: 19.77,
        when: { kind: 'dates', dates: [{ date: day(5), window: 'morning' }] },
      });
      const sent = await inject(plumber, 'POST', '/api/quotes', {
        quoteRequestId: requestId,
        amount: 500,
        visitDate: day(5),
        visitStart: '09:15',
        visitHours: 1.5,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const accepted = await inject(client, 'POST', `/api/quotes/${sent.json().id}/accept`);
      const bookingId = accepted.json().booking.id as string;
      await get().app.events.dispatchPending();
      await get().app.deliveries.drain();
      const mailbox = (await inject(null, 'GET', '/api/dev/mailbox')).json<
        {
          to: string;
          subject: string;
          attachments: { filename: string; contentType: string; content: string }[];
        }[]
      >();
      const email = mailbox.find(
        (message) => message.to === plumber.email && message.subject.startsWith('Quote accepted'),
      );
      expect(email?.attachments.map((file) => [file.filename, file.contentType])).toEqual([
        [`khaya-visit-${day(5)}.ics`, 'text/calendar; charset=utf-8; method=PUBLISH'],
      ]);
      expect(eventsOf(email?.attachments[0]?.content ?? '')).toEqual([
        expect.objectContaining({
          uid: `booking-${bookingId}@khaya.test`,
          summary: 'Plumbing for Ben Cele',
          location: '9 Kerk Street',
          start: instant(day(5), 9, 15),
          end: instant(day(5), 10, 45),
        }),
      ]);
      // Other emails carry nothing.
      const lead = mailbox.find(
        (message) => message.to === plumber.email && message.subject.startsWith('New plumbing'),
      );
      expect(lead?.attachments).toEqual([]);
    });

    it('serves a provider’s visits at a secret feed URL it can renew or turn off', async () => {
      const plumber = await provider(
        get().app,
        ['plumbing'],
        { ...TOWN, latitude: -31.7 },
        'Feed Plumbing',
      );
      const other = await provider(
        get().app,
        ['plumbing'],
        { ...TOWN, latitude: -31.7 },
        'Other Plumbing',
      );
      const client = await customer(get().app, 'Carla Dube');
      const near = (date: string, address: string, who: Actor) =>
        bookedJob(who, client, date, address, -31.7);
      const first = await near(day(2), '1 Feed Road', plumber);
      const second = await near(day(9), '2 Feed Road', plumber);
      await near(day(2), '3 Feed Road', other);

      expect((await inject(plumber, 'GET', '/api/providers/me/calendar-feed')).json()).toEqual({
        on: false,
        since: null,
        readAt: null,
        url: null,
      });
      const started = await inject(plumber, 'POST', '/api/providers/me/calendar-feed');
      expect(started.statusCode, started.body).toBe(201);
      const url = started.json().url as string;
      expect(url).toMatch(
        /^https:\/\/khaya\.test\/api\/calendar-feeds\/[A-Za-z0-9_-]{32}\/visits\.ics$/,
      );
      const path = url.slice(SITE.length);
      const feed = await inject(null, 'GET', path);
      expect(feed.statusCode, feed.body).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const events = eventsOf(feed.body);
      expect(events.map((event) => [event.uid, event.location])).toEqual([
        [`booking-${first.bookingId}@khaya.test`, '1 Feed Road'],
        [`booking-${second.bookingId}@khaya.test`, '2 Feed Road'],
      ]);
      // The address is only ever shown once: the state says the feed is on and was read.
      const state = (await inject(plumber, 'GET', '/api/providers/me/calendar-feed')).json();
      expect(state).toMatchObject({ on: true, url: null, since: expect.any(String) });
      expect(state.readAt).not.toBeNull();

      // A new address revokes the old one; turning it off revokes the new one.
      const renewed = (await inject(plumber, 'POST', '/api/providers/me/calendar-feed')).json();
      expect(renewed.url).not.toBe(url);
      expect((await inject(null, 'GET', path)).statusCode).toBe(404);
      const renewedPath = (renewed.url as string).slice(SITE.length);
      expect((await inject(null, 'GET', renewedPath)).statusCode).toBe(200);
      expect((await inject(plumber, 'DELETE', '/api/providers/me/calendar-feed')).statusCode).toBe(
        204,
      );
      const gone = await inject(null, 'GET', renewedPath);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('Calendar feed not found');
      expect((await inject(null, 'GET', '/api/calendar-feeds/short/visits.ics')).statusCode).toBe(
        404,
      );
      // A customer has no feed.
      const refused = await inject(client, 'POST', '/api/providers/me/calendar-feed');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Set up your provider profile first.');
    });
  },
  { delivery: { siteUrl: SITE, devMailbox: true } },
);
