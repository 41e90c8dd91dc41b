import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { databaseKinds, type TestApp } from '../helpers/app';
import { MORNING, SITE, startDeliveryApp, type DeliveryApp } from '../helpers/delivery-app';
import type { FakeWhatsapp } from '../helpers/fake-whatsapp';
import type { SmtpSink } from '../helpers/smtp-sink';
import { whatsappCode } from '../helpers/whatsapp';

/**
 * Emails, WhatsApp messages and the bell in the language each person chose (issue 50): the
 * words, the email's own greeting and footer, and WhatsApp templates in the languages Meta has
 * (af, zu; English for isiXhosa, its values in English too).
 */
for (const kind of databaseKinds()) {
  describe(`notifications in each person's language [${kind}]`, () => {
    let test: TestApp;
    let sink: SmtpSink;
    let graph: FakeWhatsapp;
    let delivery: DeliveryApp | undefined;

    beforeAll(async () => {
      delivery = await startDeliveryApp(kind, () => MORNING);
      ({ test, sink, graph } = delivery);
    });
    afterAll(() => delivery?.close());

    const speak = async (actor: Actor, language: string) => {
      const chosen = await test.app.inject({
        method: 'PATCH',
        url: '/api/notifications/preferences',
        headers: actor.headers,
        payload: { language },
      });
      expect(chosen.statusCode, chosen.body).toBe(200);
    };
    /** Turns WhatsApp on for `actor`: the language its code was sent in. */
    const optIn = async (actor: Actor, phone: string) => {
      const asked = await test.app.inject({
        method: 'POST',
        url: '/api/notifications/whatsapp',
        headers: actor.headers,
        payload: { phone, agreed: true },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      const language = graph.sends.at(-1)?.language;
      const number = asked.json<{ whatsappPending: { number: string } }>().whatsappPending.number;
      const confirmed = await test.app.inject({
        method: 'POST',
        url: '/api/notifications/whatsapp/confirm',
        headers: actor.headers,
        payload: { code: await whatsappCode(test.app, number, graph) },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      return language;
    };
    const mailTo = (actor: Actor) => sink.messages.filter((mail) => mail.to.includes(actor.email));
    const sendsTo = (number: string) => graph.sends.filter((send) => send.to === number);
    const pumps = (name: string) =>
      provider(
        test.app,
        ['plumbing'],
        { location: 'Karoo', latitude: -29.0, longitude: 21.0, serviceRadiusKm: 20 },
        name,
      );

    it('tells each provider of a lead in their language, by email, WhatsApp and the bell', async () => {
      const { app } = test;
      const zulu = await pumps('Amanzi Pumps');
      const xhosa = await pumps('Amanzi Plumbing');
      const afrikaans = await pumps('Water Loodgieters');
      await speak(zulu, 'zu');
      await speak(xhosa, 'xh');
      await speak(afrikaans, 'af');
      // The code that proves the number comes in the person's language where WhatsApp has it.
      expect(await optIn(zulu, '072 100 0001')).toBe('zu');
      expect(await optIn(xhosa, '072 100 0002')).toBe('en');
      expect(await optIn(afrikaans, '072 100 0003')).toBe('af');

      const owner = await customer(app, 'Marta Botha');
      const requestId = await postRequest(app, owner, {
        serviceType: 'plumbing',
        description: 'The geyser drips.',
        location: '1 Dam Road, Karoo',
        latitude: -29.05,
        longitude: 21.0,
        preferredDate: 'Tuesday',
      });
      await app.deliveries.drain();

      const [zuMail] = mailTo(zulu);
      expect(zuMail?.subject).toMatch(/^Isicelo esisha \(amapayipi\) e-/);
      expect(zuMail?.text).toContain('Sawubona Amanzi Pumps,');
      expect(zuMail?.text).toContain('"The geyser drips."');
      expect(zuMail?.text).toContain(
        'Awekho amakhotheshini okwamanje: izindawo ezingu-5 zisavulekile.',
      );
      expect(zuMail?.text).toContain('Misa lawa ma-imeyili: https://khaya.test/unsubscribe?token=');
      expect(zuMail?.html).toContain('<html lang="zu">');
      expect(zuMail?.html).toContain('>Kuvule ku-Khaya</a>');
      const [xhMail] = mailTo(xhosa);
      expect(xhMail?.subject).toMatch(/^Isicelo esitsha \(imibhobho\) e-/);
      expect(xhMail?.text).toContain('Molo Amanzi Plumbing,');
      const [afMail] = mailTo(afrikaans);
      expect(afMail?.subject).toMatch(/^Nuwe versoek \(loodgieterswerk\) in /);
      expect(afMail?.text).toContain('Nog geen kwotasies nie: 5 plekke oop.');
      expect(afMail?.text).toContain(
        'Jy kry hierdie e-pos weens jou versoeke of kwotasies op Khaya.',
      );

      // WhatsApp: isiZulu and Afrikaans templates with their values in those languages; the
      // English template for isiXhosa, every value in English.
      const lead = (to: string) => sendsTo(to).find((send) => send.template === 'new_lead');
      expect(lead('27721000001')).toMatchObject({
        language: 'zu',
        parameters: [
          'amapayipi',
          expect.stringContaining('km ukusuka kuwe'),
          'The geyser drips.',
          `${SITE}/quote/${requestId}`,
        ],
      });
      expect(lead('27721000002')).toMatchObject({
        language: 'en',
        parameters: [
          'plumbing',
          expect.stringContaining('km from you'),
          'The geyser drips.',
          `${SITE}/quote/${requestId}`,
        ],
      });
      expect(lead('27721000003')).toMatchObject({
        language: 'af',
        parameters: [
          'loodgieterswerk',
          expect.stringContaining('km van jou'),
          'The geyser drips.',
          `${SITE}/quote/${requestId}`,
        ],
      });

      // The bell says it in the same words as the email.
      const bell = await app.inject({ url: '/api/notifications', headers: afrikaans.headers });
      expect(bell.json<{ title: string }[]>()[0]?.title).toMatch(
        /^Nuwe versoek \(loodgieterswerk\) in /,
      );

      // The customer reads quotes in English until she chooses Afrikaans.
      await postQuote(app, zulu, requestId, 950);
      await app.deliveries.drain();
      expect(mailTo(owner).map((mail) => mail.subject)).toEqual([
        'New quote: R950 for your plumbing',
      ]);
      await speak(owner, 'af');
      await postQuote(app, afrikaans, requestId, 1850);
      await app.deliveries.drain();
      const [, second] = mailTo(owner);
      expect(second?.subject).toBe('Nuwe kwotasie: R1 850 vir jou loodgieterswerk');
      expect(second?.text).toContain('Van Water Loodgieters, vir ');
      expect(second?.text).toContain('2 van 5 plekke geneem.');
    });
  });
}
