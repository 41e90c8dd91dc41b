import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WHATSAPP_CODE, WHATSAPP_CONSENT_WORDING } from '../../src/domain/schemas/notifications';
import { deliveries } from '../../src/server/db/schema';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/app';
import {
  MORNING,
  SITE,
  startDeliveryApp,
  WHATSAPP,
  type DeliveryApp,
} from '../helpers/delivery-app';
import { bearer, createAccount, uniquePhone, verifyEmail } from '../helpers/auth';
import { signWebhook, type FakeWhatsapp } from '../helpers/fake-whatsapp';
import type { SmtpSink } from '../helpers/smtp-sink';
import { turnOnWhatsapp } from '../helpers/whatsapp';
import { reminderDue } from '../../src/domain/reminders';
import { southAfricanDate } from '../../src/domain/quote-pricing';
import { sendDueReminders } from '../../src/server/services/bookings';

for (const kind of databaseKinds()) {
  describe(`email and WhatsApp delivery [${kind}]`, () => {
    let test: TestApp;
    let sink: SmtpSink;
    let graph: FakeWhatsapp;
    let now = MORNING;
    const later = (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    };

    let delivery: DeliveryApp | undefined;

    beforeAll(async () => {
      delivery = await startDeliveryApp(kind, () => now);
      ({ test, sink, graph } = delivery);
    });
    afterAll(() => delivery?.close());

    const drain = () => test.app.deliveries.drain();
    /** A plumber's base in the Karoo, with a circle of `km`. */
    const karoo = (latitude: number, longitude: number, km = 20) => ({
      location: 'Karoo farm',
      latitude,
      longitude,
      serviceRadiusKm: km,
    });
    const request = (latitude: number, longitude: number, description: string) => ({
      serviceType: 'plumbing',
      description,
      location: '1 Dam Road, Karoo',
      latitude,
      longitude,
      preferredDate: 'Tuesday',
    });
    const mailTo = (actor: Actor) => sink.messages.filter((mail) => mail.to.includes(actor.email));
    const rows = async () => test.database.db.select().from(deliveries);

    it('emails nobody whose address is not proved; the proof at the next sign-in turns email on', async () => {
      const { app } = test;
      // A password sign-up whose verification link was not opened yet.
      const account = await createAccount({ verified: false });
      const headers = bearer(account.idToken);
      const created = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers,
        payload: { name: 'Unproved Pumps', email: account.email, password: '', isProvider: 1 },
      });
      expect(created.statusCode, created.body).toBe(201);
      const listed = await app.inject({
        method: 'POST',
        url: '/api/providers',
        headers,
        payload: { services: ['plumbing'], hourlyRate: 300, ...karoo(-27.0, 22.0) },
      });
      expect(listed.statusCode, listed.body).toBe(201);
      const preferences = async (with_: Record<string, string>) =>
        (await app.inject({ url: '/api/notifications/preferences', headers: with_ })).json<{
          emailAddress: string;
          emailConfirmed: boolean;
        }>();
      expect(await preferences(headers)).toMatchObject({
        emailAddress: account.email,
        emailConfirmed: false,
      });

      const owner = await customer(app, 'Proof Customer');
      later(60);
      await postRequest(app, owner, request(-27.02, 22.0, 'The borehole pump hums.'));
      await drain();
      const unproved = { email: account.email };
      expect(mailTo(unproved as Actor)).toEqual([]);
      const userId = created.json<{ id: string }>().id;
      expect((await rows()).filter((row) => row.userId === userId)).toEqual([]);
      // The bell still has the lead.
      const bell = await app.inject({ url: '/api/notifications', headers });
      expect(JSON.stringify(bell.json())).toContain('plumbing');

      // The link opened: the next sign-in's token says so, the account read records it.
      const proved = bearer(await verifyEmail(account.uid, account.password, account.email));
      expect((await app.inject({ url: '/api/users/me', headers: proved })).statusCode).toBe(200);
      expect(await preferences(proved)).toMatchObject({ emailConfirmed: true });
      later(60);
      await postRequest(app, owner, request(-27.01, 22.0, 'The borehole pump trips.'));
      await drain();
      expect(
        mailTo(unproved as Actor)
          .map((mail) => mail.text)
          .join(),
      ).toContain('The borehole pump trips.');
    });

    it('emails a new lead to the providers in range, with a one-click unsubscribe', async () => {
      const { app } = test;
      const near = await provider(app, ['plumbing'], karoo(-29.0, 21.0), 'Near Pumps');
      const far = await provider(app, ['plumbing'], karoo(-30.5, 21.0), 'Far Pumps');
      const owner = await customer(app, 'Marta Botha');
      const requestId = await postRequest(app, owner, request(-29.05, 21.0, 'The geyser drips.'));
      await drain();

      const [mail] = mailTo(near);
      expect(mail?.subject).toMatch(/^New plumbing request in /);
      expect(mail?.text).toContain('"The geyser drips."');
      expect(mail?.text).toContain('No quotes yet: 5 places open.');
      expect(mail?.text).toContain(`${SITE}/quote/${requestId}`);
      expect(mail?.html).toContain(`href="${SITE}/quote/${requestId}"`);
      expect(mail?.messageId).toMatch(/^<delivery-\d+@khaya\.test>$/);
      expect(mailTo(far)).toEqual([]);
      expect(mailTo(owner)).toEqual([]);

      const oneClick = String(mail?.header('list-unsubscribe')).replace(/^<|>$/g, '');
      expect(oneClick).toMatch(`${SITE}/api/notifications/unsubscribe?token=`);
      expect(mail?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail?.text).toContain(`${SITE}/unsubscribe?token=`);
      // A mail client's one-click POST (a form body, no sign-in).
      const url = new URL(oneClick);
      const unsubscribed = await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
      expect(unsubscribed.json()).toEqual({ topic: 'leads' });
      const preferences = await app.inject({
        method: 'GET',
        url: '/api/notifications/preferences',
        headers: near.headers,
      });
      expect(preferences.json()).toMatchObject({
        email: { leads: false, quotes: true, outcomes: true, jobs: true },
      });

      // The next lead reaches the bell, not the inbox.
      later(60);
      const before = mailTo(near).length;
      await postRequest(app, owner, request(-29.02, 21.0, 'The toilet runs all night.'));
      await drain();
      expect(mailTo(near).length).toBe(before);
      const inbox = await app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: near.headers,
      });
      expect(inbox.json<unknown[]>().length).toBe(2);
    });

    it('refuses a forged or altered unsubscribe token with 404', async () => {
      const { app } = test;
      const someone = await customer(app);
      for (const token of [
        'nonsense',
        `${someone.userId}.leads.AAAAAAAAAAAAAAAAAAAAAAAA`,
        `${someone.userId}.marketing.AAAAAAAAAAAAAAAAAAAAAAAA`,
      ]) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        });
        expect(response.statusCode, token).toBe(404);
        expect(response.json().message).toMatch(/not valid/);
      }
    });

    it('sends a provider at most one lead email a quarter hour, grouping the rest', async () => {
      const { app } = test;
      later(24 * 60);
      const busy = await provider(app, ['plumbing'], karoo(-26.0, 22.0), 'Busy Pumps');
      const owner = await customer(app, 'Lindiwe Mokoena');
      await postRequest(app, owner, request(-26.01, 22.0, 'First: the bath drains slowly.'));
      await drain();
      expect(mailTo(busy).length).toBe(1);

      later(2);
      await postRequest(app, owner, request(-26.02, 22.0, 'Second: a burst pipe in the yard.'));
      later(3);
      await postRequest(app, owner, request(-26.03, 22.0, 'Third: the kitchen tap drips.'));
      await drain();
      expect(mailTo(busy).length).toBe(1);

      later(10); // 15 minutes after the first went
      await drain();
      const mails = mailTo(busy);
      expect(mails.length).toBe(2);
      expect(mails[1]?.subject).toBe('2 new requests near you');
      expect(mails[1]?.text).toContain('Second: a burst pipe');
      expect(mails[1]?.text).toContain('Third: the kitchen tap');
      // Each lead still has its own delivery row, the second carried by the first.
      const leads = (await rows()).filter(
        (row) => row.userId === busy.userId && row.channel === 'email',
      );
      expect(leads.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
      expect(leads.filter((row) => row.carriedBy !== null).length).toBe(1);
    });

    it('holds a lead that comes while the last one is being sent (by this or another instance)', async () => {
      const { app, database } = test;
      later(24 * 60);
      const busy = await provider(app, ['plumbing'], karoo(-25.0, 25.0), 'Sending Pumps');
      const owner = await customer(app, 'Zanele Khumalo');
      await postRequest(app, owner, request(-25.01, 25.0, 'First: the geyser drips.'));
      await app.events.dispatchPending();
      // A worker has taken the first lead's email and is talking to the mail server.
      await database.db.execute(sql`
        update deliveries set status = 'sending', attempts = attempts + 1
         where user_id = ${busy.userId} and channel = 'email'`);
      later(1);
      await postRequest(app, owner, request(-25.02, 25.0, 'Second: the tap hammers.'));
      await app.events.dispatchPending();
      const second = (await rows()).filter(
        (row) => row.userId === busy.userId && row.channel === 'email' && row.status === 'pending',
      );
      expect(second).toHaveLength(1);
      // Not at once, alone: a quarter hour after the one being sent.
      expect(second[0]!.notBefore.getTime() - now.getTime()).toBeGreaterThanOrEqual(14 * 60_000);
    });

    it('says how many places are taken as a waiting lead goes, and drops one that stopped taking quotes', async () => {
      const { app } = test;
      later(24 * 60);
      const waiter = await provider(app, ['plumbing'], karoo(-24.0, 23.0), 'Waiting Pumps');
      const owner = await customer(app, 'Sipho Waits');
      await postRequest(app, owner, request(-24.01, 23.0, 'Opening lead: the drain smells.'));
      await drain();
      expect(mailTo(waiter).length).toBe(1);
      // Two more leads wait for the quarter hour; meanwhile one gets two quotes, one is closed.
      later(2);
      const quoted = await postRequest(app, owner, request(-24.02, 23.0, 'Quoted: a new geyser.'));
      const closed = await postRequest(app, owner, request(-24.03, 23.0, 'Closed: a loose tap.'));
      for (const name of ['Quick Pumps', 'Quicker Pumps']) {
        const rival = await provider(app, ['plumbing'], karoo(-24.0, 23.0), name);
        await postQuote(app, rival, quoted);
      }
      const close = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${closed}/close`,
        headers: owner.headers,
      });
      expect(close.statusCode, close.body).toBe(200);

      later(15);
      await drain();
      const mails = mailTo(waiter);
      expect(mails.length).toBe(2);
      expect(mails[1]?.subject).toMatch(/^New plumbing request in /);
      expect(mails[1]?.text).toContain('"Quoted: a new geyser." ');
      expect(mails[1]?.text).toContain('2 of 5 places taken.');
      expect(mails[1]?.text).not.toContain('Closed: a loose tap.');
    });

    it('retries a refused send with back-off, and fails for good on a permanent refusal', async () => {
      const { app } = test;
      later(24 * 60);
      const flaky = await provider(app, ['plumbing'], karoo(-24.0, 24.0), 'Flaky Pumps');
      const gone = await provider(app, ['plumbing'], karoo(-24.0, 24.0), 'Gone Pumps');
      sink.reject(new RegExp(flaky.email.replace(/[.+]/g, '\\$&')), 451);
      sink.reject(new RegExp(gone.email.replace(/[.+]/g, '\\$&')), 550);
      const owner = await customer(app, 'Pieter Smit');
      await postRequest(app, owner, request(-24.01, 24.0, 'The borehole pump hums.'));
      await drain();

      const byUser = async (actor: Actor) =>
        (await rows()).filter((row) => row.userId === actor.userId && row.channel === 'email');
      const [failed] = await byUser(gone);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
      expect(failed?.lastError).toMatch(/^SMTP: .*550/);
      const [retried] = await byUser(flaky);
      expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
      expect(retried?.lastError).toMatch(/451/);
      // Not before its back-off (about 30 s)...
      expect(retried!.notBefore.getTime() - now.getTime()).toBeGreaterThan(20_000);
      await drain();
      expect((await byUser(flaky))[0]?.attempts).toBe(1);
      // ...then again, and after six refusals it counts as failed.
      for (let attempt = 2; attempt <= 6; attempt++) {
        later(180);
        await drain();
        expect((await byUser(flaky))[0]?.attempts).toBe(attempt);
      }
      expect((await byUser(flaky))[0]?.status).toBe('failed');
      // The person sees it on their settings page.
      const settings = await app.inject({
        method: 'GET',
        url: '/api/notifications/preferences',
        headers: gone.headers,
      });
      expect(settings.json().problems).toEqual([
        { channel: 'email', reason: expect.stringMatching(/550/), at: expect.any(String) },
      ]);
    });

    it('sends WhatsApp templates only after opt-in, never at night, and stops on STOP', async () => {
      const { app } = test;
      later(24 * 60);
      const plumber = await provider(app, ['plumbing'], karoo(-28.0, 27.0), 'Opted Pumps');
      const owner = await customer(app, 'Ayanda Zulu');
      await postRequest(app, owner, request(-28.01, 27.0, 'Before opting in.'));
      await drain();
      expect(graph.sends.length).toBe(0);

      const refused = await app.inject({
        method: 'POST',
        url: '/api/notifications/whatsapp',
        headers: plumber.headers,
        payload: { phone: '082 123 4567' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.agreed).toBe('Tick the box to agree to WhatsApp messages');
      // The number is proved first: a code goes to it, and nothing else until it comes back.
      const asked = await app.inject({
        method: 'POST',
        url: '/api/notifications/whatsapp',
        headers: plumber.headers,
        payload: { phone: '082 123 4567', agreed: true },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json()).toMatchObject({
        whatsappNumber: null,
        whatsappPending: { number: '+27821234567' },
      });
      expect(graph.sends.map((send) => [send.template, send.to])).toEqual([
        ['confirm_number', '27821234567'],
      ]);
      const code = graph.sends[0]?.parameters[0] ?? '';
      expect(code).toMatch(/^\d{6}$/);
      graph.sends.length = 0;
      await postRequest(app, owner, request(-28.01, 27.0, 'While the code is on its way.'));
      await drain();
      expect(graph.sends.length).toBe(0);
      const confirm = (body: object) =>
        app.inject({
          method: 'POST',
          url: '/api/notifications/whatsapp/confirm',
          headers: plumber.headers,
          payload: body,
        });
      expect((await confirm({ code: 'abc' })).json().errors.code).toBe(WHATSAPP_CODE.format);
      const wrong = await confirm({ code: code === '000000' ? '000001' : '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.code).toBe(WHATSAPP_CODE.wrong);
      const optIn = await confirm({ code });
      expect(optIn.statusCode, optIn.body).toBe(200);
      expect(optIn.json()).toMatchObject({
        whatsappNumber: '+27821234567',
        whatsappPending: null,
        whatsapp: { leads: true },
      });
      expect((await confirm({ code })).statusCode).toBe(409);
      const consent = await test.database.db.query.consents.findFirst();
      expect(consent?.wording).toBe(WHATSAPP_CONSENT_WORDING);

      // 22:30 in Johannesburg: held until 07:00.
      later(16);
      const night = new Date(now);
      night.setUTCHours(20, 30, 0, 0);
      now = night;
      const requestId = await postRequest(app, owner, request(-28.02, 27.0, 'The geyser burst.'));
      await drain();
      expect(graph.sends.length).toBe(0);
      later(8 * 60); // 06:30
      await drain();
      expect(graph.sends.length).toBe(0);
      later(31); // 07:01
      await drain();
      expect(graph.sends).toEqual([
        {
          phoneNumberId: WHATSAPP.phoneNumberId,
          to: '27821234567',
          template: 'new_lead',
          language: 'en',
          parameters: [
            'plumbing',
            expect.stringMatching(/km from you$/),
            'The geyser burst.',
            `${SITE}/quote/${requestId}`,
          ],
          callbackData: expect.stringMatching(/^delivery-\d+$/),
        },
      ]);

      // Meta's handshake, then a STOP reply, signed; a bad signature is refused.
      const handshake = await app.inject({
        method: 'GET',
        url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${WHATSAPP.verifyToken}&hub.challenge=12345`,
      });
      expect(handshake.statusCode).toBe(200);
      expect(handshake.body).toBe('12345');
      const wrongToken = await app.inject({
        method: 'GET',
        url: '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
      });
      expect(wrongToken.statusCode).toBe(403);
      const stop = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              {
                value: {
                  messages: [{ from: '27821234567', type: 'text', text: { body: 'Stop' } }],
                },
              },
            ],
          },
        ],
      });
      const forged = await app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWebhook(stop, 'wrong-secret'),
        },
        payload: stop,
      });
      expect(forged.statusCode).toBe(401);
      const unsigned = await app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: { 'content-type': 'application/json' },
        payload: stop,
      });
      expect(unsigned.statusCode).toBe(401);
      const signed = await app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWebhook(stop, WHATSAPP.appSecret),
        },
        payload: stop,
      });
      expect(signed.statusCode, signed.body).toBe(200);
      const after = await app.inject({
        method: 'GET',
        url: '/api/notifications/preferences',
        headers: plumber.headers,
      });
      expect(after.json()).toMatchObject({ whatsappNumber: null, whatsappOptedInAt: null });
      // Signed, but not of the shape WhatsApp sends: answered 200 (Meta would retry), not 500.
      for (const odd of [
        { entry: 5 },
        { entry: [{ changes: [{ value: { statuses: [{ id: {}, status: 'failed' }] } }] }] },
        [1, 2],
        'text',
      ]) {
        const payload = JSON.stringify(odd);
        const answer = await app.inject({
          method: 'POST',
          url: '/api/webhooks/whatsapp',
          headers: {
            'content-type': 'application/json',
            'x-hub-signature-256': signWebhook(payload, WHATSAPP.appSecret),
          },
          payload,
        });
        expect(answer.statusCode, payload).toBe(200);
      }
      later(60);
      await postRequest(app, owner, request(-28.03, 27.0, 'After STOP.'));
      await drain();
      expect(graph.sends.length).toBe(1);
    });

    it('tells the customer of a quote by email and WhatsApp, and marks a failed WhatsApp send', async () => {
      const { app } = test;
      later(24 * 60);
      const plumber = await provider(app, ['plumbing'], karoo(-27.0, 25.0), 'Quoting Pumps');
      const owner = await customer(app, 'Nomsa Dube');
      await turnOnWhatsapp(app, owner, '+27 83 000 1111', graph);
      const requestId = await postRequest(
        app,
        owner,
        request(-27.01, 25.0, 'The drain is blocked.'),
      );
      await postQuote(app, plumber, requestId, 950);
      await drain();
      const [mail] = mailTo(owner);
      expect(mail?.subject).toBe('New quote: R950 for your plumbing');
      const send = graph.sends.find((entry) => entry.to === '27830001111');
      expect(send).toMatchObject({
        template: 'quote_received',
        parameters: ['plumbing', 'R950', 'Quoting Pumps', `${SITE}/customer`],
      });
      // Meta reports it failed later: the delivery says so, with the reason.
      const status = JSON.stringify({
        entry: [
          {
            changes: [
              {
                value: {
                  statuses: [
                    {
                      id: `wamid.fake${graph.sends.indexOf(send!) + 1}`,
                      status: 'failed',
                      errors: [{ code: 131026, title: 'Message undeliverable' }],
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/webhooks/whatsapp',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': signWebhook(status, WHATSAPP.appSecret),
        },
        payload: status,
      });
      expect(response.statusCode).toBe(200);
      const failed = (await rows()).find(
        (row) => row.userId === owner.userId && row.channel === 'whatsapp',
      );
      expect(failed).toMatchObject({
        status: 'failed',
        lastError: 'WhatsApp: Message undeliverable (code 131026)',
      });
    });

    it('tells the accepted provider (contact card), the others, and the provider of completion, on their channels', async () => {
      const { app } = test;
      later(24 * 60);
      const optIn = (actor: Actor, phone: string) => turnOnWhatsapp(app, actor, phone, graph);
      const chosen = await provider(app, ['plumbing'], karoo(-25.0, 26.0), 'Chosen Pumps');
      const other = await provider(app, ['plumbing'], karoo(-25.0, 26.0), 'Other Pumps');
      await optIn(chosen, '072 000 1111');
      await optIn(other, '072 000 2222');
      const owner = await customer(app, 'Kagiso Molefe', { phone: '061 555 0199' });
      const requestId = await postRequest(app, owner, request(-25.01, 26.0, 'Geyser replacement.'));
      const chosenQuote = await postQuote(app, chosen, requestId, 6500);
      await postQuote(app, other, requestId, 7200);
      later(20);
      await drain();
      const sendsBefore = graph.sends.length;
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/quotes/${chosenQuote}/accept`,
        headers: owner.headers,
      });
      expect(accepted.statusCode).toBe(200);
      later(1);
      await drain();
      const acceptedMail = mailTo(chosen).find((mail) => mail.subject.startsWith('Quote accepted'));
      expect(acceptedMail?.text).toContain(
        `Kagiso chose your quote of R6 500. Call Kagiso Molefe on +27 61 555 0199 or email ${owner.email} to arrange it.`,
      );
      expect(mailTo(other).map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/^Another quote was chosen: plumbing in /),
      );
      const whatsappNow = graph.sends.slice(sendsBefore);
      // WhatsApp carries the acceptance, not the news of another quote chosen.
      expect(whatsappNow.map((send) => [send.to, send.template])).toEqual([
        ['27720001111', 'quote_accepted'],
      ]);
      expect(whatsappNow[0]?.parameters).toEqual([
        'Kagiso',
        'R6 500',
        'plumbing',
        expect.any(String),
        `Call Kagiso Molefe on +27 61 555 0199 or email ${owner.email}`,
        `${SITE}/quote/${requestId}`,
      ]);

      const completed = await app.inject({
        method: 'POST',
        url: `/api/quote-requests/${requestId}/complete`,
        headers: owner.headers,
      });
      expect(completed.statusCode).toBe(200);
      await drain();
      expect(mailTo(chosen).map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/^Job completed: plumbing in /),
      );
      expect(graph.sends.at(-1)).toMatchObject({ to: '27720001111', template: 'job_completed' });
      expect(mailTo(other).some((mail) => mail.subject.startsWith('Job completed'))).toBe(false);
    });

    it('reminds both sides of a booked visit the evening before, by email and WhatsApp', async () => {
      const { app } = test;
      later(24 * 60);
      const plumber = await provider(app, ['plumbing'], karoo(-24.0, 27.0), 'Punctual Pumps');
      await turnOnWhatsapp(app, plumber, '072 000 3333', graph);
      const owner = await customer(app, 'Lerato Sithole');
      const requestId = await postRequest(app, owner, request(-24.01, 27.0, 'Low pressure.'));
      const visitDate = southAfricanDate(now, 3);
      const quoted = await app.inject({
        method: 'POST',
        url: '/api/quotes',
        headers: plumber.headers,
        payload: {
          quoteRequestId: requestId,
          amount: 800,
          visitDate,
          visitStart: '10:00',
          visitHours: 1,
        },
      });
      expect(quoted.statusCode, quoted.body).toBe(201);
      const accepted = await app.inject({
        method: 'POST',
        url: `/api/quotes/${quoted.json<{ id: string }>().id}/accept`,
        headers: owner.headers,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      await drain();
      const sendsBefore = graph.sends.length;
      now = reminderDue(visitDate, 10 * 60).day_before;
      expect(await sendDueReminders(test.database.db, now)).toBe(1);
      await app.events.dispatchPending();
      await drain();
      expect(graph.sends.slice(sendsBefore)).toEqual([
        expect.objectContaining({
          to: '27720003333',
          template: 'visit_reminder',
          parameters: [
            'Tomorrow',
            'plumbing',
            expect.stringMatching(/, 10:00-11:00$/),
            'Lerato Sithole',
            `${SITE}/quote/${requestId}`,
          ],
        }),
      ]);
      expect(mailTo(owner).map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/^Tomorrow: plumbing in /),
      );
    });

    it('lets a person choose channels by topic, with clear errors for bad input', async () => {
      const { app } = test;
      const someone = await customer(app);
      const patch = (payload: unknown) =>
        app.inject({
          method: 'PATCH',
          url: '/api/notifications/preferences',
          headers: someone.headers,
          payload: payload as object,
        });
      const off = await patch({ email: { quotes: false } });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({
        email: { quotes: false, jobs: true },
        whatsappNumber: null,
      });
      for (const bad of [
        { email: { quotes: 'no' } },
        { email: { marketing: true } },
        { sms: {} },
      ]) {
        const response = await patch(bad);
        expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      }
      const badPhone = await app.inject({
        method: 'POST',
        url: '/api/notifications/whatsapp',
        headers: someone.headers,
        payload: { phone: '12345', agreed: true },
      });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().errors.phone).toMatch(/South African number/);
    });
  });
}

describe('the embedded mailbox', () => {
  it('is 404 unless the app runs on the Auth emulator', async () => {
    const test = await createTestApp('pglite');
    try {
      const api = await test.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(api.statusCode).toBe(404);
      // As any address the API does not serve.
      expect(api.json().message).toBe('No API route GET /api/dev/mailbox.');
      expect((await test.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect(
        (await test.app.inject({ method: 'GET', url: '/api/webhooks/whatsapp' })).statusCode,
      ).toBe(404);
    } finally {
      await test.close();
    }
  });

  it('catches every email and WhatsApp message, newest first, as JSON and as a page', async () => {
    const test = await createTestApp('pglite', {
      delivery: {
        siteUrl: 'http://localhost:5000',
        devMailbox: true,
        authEmulator: { host: inject('emulatorHost'), projectId: EMULATOR_PROJECT_ID },
      },
    });
    try {
      const { app } = test;
      const plumber = await provider(
        app,
        ['plumbing'],
        { location: 'Farm', latitude: -31, longitude: 20, serviceRadiusKm: 20 },
        'Mailbox Pumps',
      );
      await turnOnWhatsapp(app, plumber, '082 999 0000');
      const owner = await customer(app, 'Johan Venter');
      await postRequest(app, owner, {
        serviceType: 'plumbing',
        description: 'The outside tap <b>leaks</b>.',
        location: 'Farm road',
        latitude: -31.01,
        longitude: 20,
        preferredDate: 'Friday',
      });
      await app.deliveries.drain();
      const response = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(response.statusCode).toBe(200);
      const messages =
        response.json<{ channel: string; to: string; subject: string; text: string }[]>();
      const email = messages.find((m) => m.channel === 'email');
      expect(email).toMatchObject({
        to: plumber.email,
        subject: expect.stringMatching(/^New plumbing request/),
      });
      expect(email?.text).toContain('http://localhost:5000/quote/');
      // Outside 21:00-07:00 South African time the WhatsApp message is caught too; at night it waits.
      const hour = (new Date().getUTCHours() + 2) % 24;
      // (The number's confirmation code went at once, whatever the hour.)
      const whatsapp = messages.find(
        (m) => m.channel === 'whatsapp' && m.subject !== 'WhatsApp template confirm_number',
      );
      if (hour >= 7 && hour < 21) {
        expect(whatsapp).toMatchObject({
          to: '+27829990000',
          subject: 'WhatsApp template new_lead',
        });
      } else {
        expect(whatsapp).toBeUndefined();
      }
      const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('The outside tap &lt;b&gt;leaks&lt;/b&gt;.');
      expect(page.body).not.toContain('<b>leaks</b>');
      // Times as a South African reads the clock (UTC+2), not in UTC.
      const [, sentAt, shown] = /<time datetime="([^"]+)">([^<]+)<\/time>/.exec(page.body) ?? [];
      const sastHour = String((new Date(String(sentAt)).getUTCHours() + 2) % 24).padStart(2, '0');
      expect(shown).toMatch(new RegExp(`, ${sastHour}:\\d\\d:\\d\\d$`));

      // Firebase's own mail (here kept by the Auth emulator) is on the page too: a sign-up's
      // verification link, which proves the address when opened.
      const newcomer = await createAccount({ verified: false });
      const sent = await fetch(
        `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: newcomer.idToken }),
        },
      );
      expect(sent.ok).toBe(true);
      // And a phone sign-in's code, which Firebase would have texted, until it is used.
      const phoneNumber = uniquePhone();
      const texted = await fetch(
        `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:sendVerificationCode?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ phoneNumber, recaptchaToken: 'emulator' }),
        },
      );
      expect(texted.ok).toBe(true);
      const withLink = (await app.inject({ method: 'GET', url: '/dev/mailbox' })).body;
      const sms = withLink.slice(withLink.indexOf(`To ${phoneNumber}`) - 200);
      expect(sms).toContain('Your Khaya sign-in code');
      expect(sms).toMatch(
        new RegExp(`To \\${phoneNumber}</p>\n<p>Code: <strong class="code">\\d{6}</strong>`),
      );
      const section = withLink.slice(withLink.indexOf('Sign-in mail'));
      expect(section).toContain(`To ${newcomer.email}`);
      expect(section).toContain('Verify your email');
      const link = /href="([^"]+mode=verifyEmail[^"]+)"/
        .exec(section)?.[1]
        ?.replaceAll('&amp;', '&');
      expect(link).toBeDefined();
      expect((await fetch(String(link))).ok).toBe(true);
      const lookup = await fetch(
        `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email: newcomer.email,
            password: newcomer.password,
            returnSecureToken: true,
          }),
        },
      );
      const token = (await lookup.json()) as { idToken: string };
      const claims = JSON.parse(
        Buffer.from(token.idToken.split('.')[1] ?? '', 'base64url').toString(),
      ) as { email_verified?: boolean };
      expect(claims.email_verified).toBe(true);
    } finally {
      await test.close();
    }
  });
});
