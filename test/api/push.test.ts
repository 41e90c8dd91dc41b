import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, pushSubscriptions } from '../../src/server/db/schema';
import { customer, postQuote, postRequest, provider, type Actor } from '../helpers/actors';
import { databaseKinds, type TestApp } from '../helpers/app';
import { MORNING, startDeliveryApp, type DeliveryApp } from '../helpers/delivery-app';
import { startFakePushService, type FakePushService } from '../helpers/fake-push';

/**
 * Push notifications (issue 52) through a local fake push service that checks the VAPID
 * signature and decrypts the payload as a browser's push service and the browser would: the
 * fourth channel beside the app, email and WhatsApp, through the same delivery queue.
 */
for (const kind of databaseKinds()) {
  describe(`push notifications [${kind}]`, () => {
    let test: TestApp;
    let push: FakePushService;
    let delivery: DeliveryApp | undefined;
    let now = MORNING;

    beforeAll(async () => {
      delivery = await startDeliveryApp(kind, () => now);
      test = delivery.test;
      push = await startFakePushService();
    });
    afterAll(async () => {
      await delivery?.close();
      await push?.close();
    });

    const drain = () => test.app.deliveries.drain();
    const key = async (actor: Actor) => {
      const answer = await test.app.inject({
        url: '/api/notifications/push/key',
        headers: actor.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json<{ publicKey: string }>().publicKey;
    };
    /** `actor` turns notifications on in a new browser (Chrome on Android). */
    const turnOn = async (actor: Actor) => {
      const subscription = push.subscribe(await key(actor));
      const answer = await test.app.inject({
        method: 'POST',
        url: '/api/notifications/push',
        headers: {
          ...actor.headers,
          'user-agent':
            'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
        },
        payload: subscription,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return { subscription, preferences: answer.json<{ pushDevices: number }>() };
    };
    const to = (endpoint: string) =>
      push.received
        .filter((message) => message.endpoint === endpoint)
        .map((message) => ({ ...message, payload: JSON.parse(message.text) as PushShape }));
    interface PushShape {
      title: string;
      body: string;
      link: string;
      tag: string;
    }
    const plumber = () =>
      provider(test.app, ['plumbing'], {
        location: 'Karoo',
        latitude: -31.0,
        longitude: 23.0,
        serviceRadiusKm: 20,
      });
    const karooRequest = {
      serviceType: 'plumbing',
      description: 'The tap in the yard drips.',
      location: '2 Dam Road, Karoo',
      latitude: -31.02,
      longitude: 23.0,
      preferredDate: 'Tuesday',
    };

    it('gives the same VAPID key every time, to signed-in people only', async () => {
      const someone = await customer(test.app);
      const first = await key(someone);
      expect(Buffer.from(first, 'base64url')).toHaveLength(65);
      expect(await key(someone)).toBe(first);
      const anonymous = await test.app.inject({ url: '/api/notifications/push/key' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('sends a quote to the customer by push: signed, sealed to the browser, in its language, once', async () => {
      const owner = await customer(test.app, 'Lerato Mokoena');
      const { subscription, preferences } = await turnOn(owner);
      expect(preferences.pushDevices).toBe(1);
      const fixer = await plumber();
      const requestId = await postRequest(test.app, owner, karooRequest);
      await postQuote(test.app, fixer, requestId, 650);
      await drain();
      const [quote, ...more] = to(subscription.endpoint);
      expect(more).toHaveLength(0);
      expect(quote?.payload.title).toMatch(/quote/i);
      expect(quote?.payload.title).toContain('R650');
      expect(quote?.payload.body).toContain('Sipho Dlamini');
      expect(quote?.payload.link).toBe('/customer');
      const [row] = await test.database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.channel, 'push'));
      expect(row?.status).toBe('sent');
      expect(quote?.payload.tag).toBe(`khaya-${row?.id}`);
      expect(quote?.topic).toBe(`d${row?.id}`);
      expect(quote?.urgency).toBe('normal');
      expect(quote?.ttl).toBe(86_400);
      expect(quote?.subject).toMatch(/^mailto:/);
      // Drained again: nothing goes twice.
      await drain();
      expect(to(subscription.endpoint)).toHaveLength(1);

      // The account's export names the browser.
      const exported = await test.app.inject({
        url: '/api/users/me/export',
        headers: owner.headers,
      });
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.json<{ pushDevices: { label: string }[] }>().pushDevices[0]?.label).toBe(
        'Chrome on Android',
      );
    });

    it('wakes a provider for a lead at once, in isiZulu, with the language in the link', async () => {
      const fixer = await plumber();
      const spoken = await test.app.inject({
        method: 'PATCH',
        url: '/api/notifications/preferences',
        headers: fixer.headers,
        payload: { language: 'zu' },
      });
      expect(spoken.statusCode).toBe(200);
      const { subscription } = await turnOn(fixer);
      const owner = await customer(test.app);
      const requestId = await postRequest(test.app, owner, karooRequest);
      await drain();
      const [lead] = to(subscription.endpoint);
      expect(lead?.urgency).toBe('high');
      expect(lead?.payload.link).toBe(`/zu/quote/${requestId}`);
      expect(lead?.payload.title).toMatch(/^Isicelo esisha/);
    });

    it('keeps quiet about a topic turned off for push, and tells email still', async () => {
      const owner = await customer(test.app);
      const { subscription } = await turnOn(owner);
      const off = await test.app.inject({
        method: 'PATCH',
        url: '/api/notifications/preferences',
        headers: owner.headers,
        payload: { push: { quotes: false } },
      });
      expect(off.statusCode).toBe(200);
      expect(off.json<{ push: { quotes: boolean; jobs: boolean } }>().push).toMatchObject({
        quotes: false,
        jobs: true,
      });
      const fixer = await plumber();
      await postQuote(test.app, fixer, await postRequest(test.app, owner, karooRequest));
      await drain();
      expect(to(subscription.endpoint)).toHaveLength(0);
    });

    it('tries again when the push service has a bad minute, and drops a browser it says is gone', async () => {
      const owner = await customer(test.app);
      const { subscription } = await turnOn(owner);
      const fixer = await plumber();
      const requestId = await postRequest(test.app, owner, karooRequest);
      push.failNext(1, 503);
      await postQuote(test.app, fixer, requestId, 700);
      await drain();
      expect(to(subscription.endpoint)).toHaveLength(0);
      const [waiting] = await test.database.db
        .select()
        .from(deliveries)
        .where(and(eq(deliveries.userId, owner.userId), eq(deliveries.channel, 'push')));
      expect(waiting).toMatchObject({ channel: 'push', status: 'pending' });
      expect(waiting?.lastError).toContain('503');
      now = new Date(now.getTime() + 5 * 60_000);
      await drain();
      expect(to(subscription.endpoint)).toHaveLength(1);

      // The person turned notifications off in the browser: its push service answers 410.
      push.drop(subscription.endpoint);
      const other = await plumber();
      const withdrawn = await test.app.inject({
        method: 'POST',
        url: `/api/quotes/${await postQuote(test.app, other, requestId, 800)}/withdraw`,
        headers: other.headers,
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      await drain();
      const left = await test.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, owner.userId));
      expect(left).toHaveLength(0);
      const settings = await test.app.inject({
        url: '/api/notifications/preferences',
        headers: owner.headers,
      });
      const read = settings.json<{
        pushDevices: number;
        problems: { channel: string; reason: string }[];
      }>();
      expect(read.pushDevices).toBe(0);
      expect(read.problems).toContainEqual(
        expect.objectContaining({
          channel: 'push',
          reason: 'Every browser turned these notifications off',
        }),
      );
    });

    it("moves a shared phone's browser to the account signed in now; each drops only its own", async () => {
      const first = await customer(test.app);
      const { subscription } = await turnOn(first);
      const second = await customer(test.app);
      const again = await test.app.inject({
        method: 'POST',
        url: '/api/notifications/push',
        headers: second.headers,
        payload: subscription,
      });
      expect(again.statusCode).toBe(200);
      const owners = await test.database.db
        .select({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
      expect(owners).toEqual([{ userId: second.userId }]);
      const notTheirs = await test.app.inject({
        method: 'DELETE',
        url: '/api/notifications/push',
        headers: first.headers,
        payload: { endpoint: subscription.endpoint },
      });
      expect(notTheirs.statusCode).toBe(404);
      const off = await test.app.inject({
        method: 'DELETE',
        url: '/api/notifications/push',
        headers: second.headers,
        payload: { endpoint: subscription.endpoint },
      });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json<{ pushDevices: number }>().pushDevices).toBe(0);
    });

    it('refuses an address that is not a push service, and keys that are not a browser’s', async () => {
      const someone = await customer(test.app);
      const good = push.subscribe(await key(someone));
      for (const [payload, field] of [
        [{ ...good, endpoint: 'http://push.example.com/x' }, 'endpoint'],
        [{ ...good, endpoint: 'ftp://127.0.0.1/x' }, 'endpoint'],
        [{ ...good, keys: { ...good.keys, p256dh: 'abc' } }, 'keys.p256dh'],
        [{ ...good, keys: { ...good.keys, auth: good.keys.p256dh } }, 'keys.auth'],
        [{ endpoint: good.endpoint }, 'keys'],
      ] as const) {
        const answer = await test.app.inject({
          method: 'POST',
          url: '/api/notifications/push',
          headers: someone.headers,
          payload,
        });
        expect(answer.statusCode, field).toBe(400);
        expect(answer.json<{ message: string }>().message).toMatch(/notification address/);
      }
      const stored = await test.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, good.endpoint));
      expect(stored).toHaveLength(0);
    });
  });
}
