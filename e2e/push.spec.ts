import type { Page } from '@playwright/test';
import { startFakePushService, type FakePushService } from '../test/helpers/fake-push';
import { apiAccount, appTookOver, expect, signIn, test } from './fixtures';
import { axeClean } from './support/axe-clean';

/**
 * Push notifications (issue 52), from the dashboard where a provider meets the offer to the
 * notification its phone shows. Chromium here cannot reach its real push service (FCM), so
 * its PushManager is given subscriptions from a local fake push service instead; everything
 * else is real: the browser's permission, the service worker, the server sealing and signing
 * the message with web-push, the fake checking the VAPID signature and decrypting it, and the
 * worker showing it (the decrypted message handed to it as Chromium's push service would).
 */
test.use({ serviceWorkers: 'allow' });

let push: FakePushService;
test.beforeAll(async () => {
  push = await startFakePushService();
});
test.afterAll(() => push?.close());

/** The browser's PushManager, its subscriptions made by the fake push service. */
async function fakePushManager(page: Page): Promise<void> {
  await page.exposeFunction('khayaFakeSubscribe', (key: string) => push.subscribe(key));
  await page.addInitScript(() => {
    type Json = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
    const KEY = 'fake-push-subscription';
    const wrap = (json: Json) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      getKey: () => null,
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const kept = localStorage.getItem(KEY);
      return (kept ? wrap(JSON.parse(kept) as Json) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options) {
      const key = options?.applicationServerKey;
      if (typeof key !== 'string') throw new Error('The key is given as base64url');
      const page = window as unknown as { khayaFakeSubscribe: (key: string) => Promise<Json> };
      const json = await page.khayaFakeSubscribe(key);
      localStorage.setItem(KEY, JSON.stringify(json));
      return wrap(json) as unknown as PushSubscription;
    };
  });
}

test('a provider turns on push from the dashboard, and a new lead shows as a notification', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const plumber = await apiAccount(request, 'Push Plumbing Claremont', {
    services: ['plumbing'],
  });
  await context.grantPermissions(['notifications']);
  await fakePushManager(page);
  await signIn(page, plumber.email, plumber.password);
  await page.waitForURL(/\/provider$|\/customer$|\/$/);
  await page.goto('/provider');
  await appTookOver(page);

  // The offer, after the person chose to offer services: the browser asks only on the tap.
  const offer = page.getByRole('region', { name: 'Be first to new requests' });
  await expect(offer).toBeVisible();
  await axeClean(page, 'provider dashboard with the push offer');
  // On a phone, dark: the same offer, readable.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(offer).toBeVisible();
  await axeClean(page, 'provider dashboard with the push offer, 360 px dark');
  await page.screenshot({ path: 'test-results/push-offer-360-dark.png' });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await offer.getByRole('button', { name: 'Tell me of new requests' }).click();
  await expect(offer.getByRole('status')).toHaveText('Done: this phone will tell you.');

  // A customer nearby asks for a plumber: the lead goes to the phone by push, sealed to it.
  const customer = await apiAccount(request, 'Push Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The kitchen tap drips all night.',
      location: 'Rondebosch, Cape Town',
      latitude: -33.963,
      longitude: 18.476,
      preferredDate: 'Saturday morning',
    },
  });
  expect(posted.status()).toBe(201);
  const requestId = ((await posted.json()) as { id: string }).id;
  const forThisLead = () =>
    push.received.filter((one) => one.text.includes(`"/quote/${requestId}"`));
  await expect.poll(() => forThisLead().length, { timeout: 20_000 }).toBe(1);
  const [message] = forThisLead();
  const payload = JSON.parse(message!.text) as { title: string; link: string; tag: string };
  expect(payload.link).toBe(`/quote/${requestId}`);
  expect(payload.title).toBe('New plumbing request in Rondebosch');
  expect(message!.urgency).toBe('high');

  // Chromium's push service hands the message to the worker, which shows it.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...(event.registrations as typeof registrations)),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((one) => !one.isDeleted)).toBe(true);
  const origin = new URL(baseURL!).origin;
  const registration = registrations.find((one) => one.scopeURL === `${origin}/`);
  expect(registration).toBeDefined();
  // Handed again if the worker was still starting: the same tag replaces, never adds.
  await expect(async () => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: registration!.registrationId,
      data: message!.text,
    });
    const shown = await page.evaluate(async () => {
      const worker = await navigator.serviceWorker.ready;
      await new Promise((resolve) => setTimeout(resolve, 500));
      return (await worker.getNotifications()).map((one) => ({
        title: one.title,
        link: (one.data as { link: string }).link,
        tag: one.tag,
      }));
    });
    expect(shown).toEqual([{ title: payload.title, link: payload.link, tag: payload.tag }]);
  }).toPass({ timeout: 15_000 });

  // Settings says so, chooses it topic by topic, and turns it off for this phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings');
  await expect(page.getByTestId('push-state')).toHaveText(
    "On: this phone shows Khaya's notifications, even with Khaya closed.",
  );
  await expect(page.getByText('Phones and browsers that get them: 1')).toBeVisible();
  await expect(page.locator('#leads-push')).toBeEnabled();
  await expect(page.locator('#leads-push')).toBeChecked();
  await axeClean(page, 'settings with push on');
  await page.screenshot({ path: 'test-results/push-settings-1280-light.png', fullPage: true });
  await page.getByRole('button', { name: 'Turn off for this phone' }).click();
  await expect(page.getByTestId('push-state')).toHaveText(
    'Off: turn them on to hear the news the moment it comes, even with Khaya closed.',
  );
  await expect(page.locator('#leads-push')).toBeDisabled();
  const preferences = await request.get('/api/notifications/preferences', {
    headers: plumber.headers,
  });
  expect(((await preferences.json()) as { pushDevices: number }).pushDevices).toBe(0);
});
