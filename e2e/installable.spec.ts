import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import { appTookOver, expect, registerByEmail, signOut, test, uniqueEmail } from './fixtures';
import { axeClean } from './support/axe-clean';
import { workerControls } from './support/service-worker';

/**
 * Khaya on the home screen (issue 52): the manifest and the service worker pass Chromium's own
 * installability check, a page opened once shows offline with the time it was kept, and the
 * offer to install comes once, from the second visit, never on the first screen. The other
 * specs block service workers (playwright.config.ts: their request routing would not see what
 * a worker answers); these allow them.
 */
test.use({ serviceWorkers: 'allow' });

test('the manifest and the service worker pass Chromium installability check', async ({
  request,
  baseURL,
}) => {
  // Chromium installs nothing from an incognito profile, which a test's context is: a profile
  // of its own, as a phone's browser has.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'khaya-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('/');
  await workerControls(page);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return [registration?.active?.scriptURL, registration?.scope];
    }),
  ).toEqual([expect.stringMatching(/\/sw\.js$/), expect.stringMatching(/:\d+\/$/)]);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
  };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    shortcuts: { name: string; url: string }[];
    icons: { purpose: string; sizes: string }[];
  };
  expect(manifest.shortcuts.map((one) => [one.name, one.url])).toEqual([
    ['Request a service', '/request'],
    ['Customer Dashboard', '/customer'],
    ['Provider Dashboard', '/provider'],
  ]);
  expect(
    manifest.icons.filter((one) => one.purpose === 'maskable').map((one) => one.sizes),
  ).toEqual(['192x192', '512x512']);
  // Another language's app opens in it, with its own worker and manifest.
  const zu = (await (await request.get('/zu/manifest.webmanifest')).json()) as {
    start_url: string;
    lang: string;
    shortcuts: { url: string }[];
  };
  expect([zu.start_url, zu.lang, zu.shortcuts[0]?.url]).toEqual(['/zu/', 'zu', '/zu/request']);
  expect((await request.get('/zu/sw.js')).status()).toBe(200);
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

test.describe('offline', () => {
  // The page's own calls fail while offline, as they do on a phone without signal.
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource/ });

  test('a page opened once shows offline, saying from when', async ({ page, context }) => {
    for (const [width, theme] of [
      [360, 'dark'],
      [1280, 'light'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/help');
      await page.evaluate((one) => localStorage.setItem('theme', one), theme);
      await workerControls(page);
      // The home page opened too (where a page never opened sends a person offline).
      await page.goto('/');
      await page.goto('/help');
      // Opened while the worker looks after the page: it keeps it.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const heading = await page.getByRole('heading', { level: 1 }).textContent();

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      const line = page.getByRole('status').filter({ hasText: 'You are offline' });
      await expect(line).toHaveText(/^You are offline, showing what you saw at \d{2}:\d{2}$/);
      await axeClean(page, `offline /help ${width} ${theme}`);
      await page.screenshot({ path: `test-results/offline-help-${width}-${theme}.png` });

      // A page never opened here: the home page kept instead, at its own address.
      await page.goto('/about').catch(() => undefined);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(line).toBeVisible();
      await page.goto('/help');

      // Back online: the page is the network's again, and the line goes.
      await context.setOffline(false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');
      await expect(line).toHaveCount(0);
    }
  });
});

/**
 * Chromium's install prompt, as the browser hands it to the page when it may offer one (after
 * the app has started: its worker, registered by the same start, controls the page).
 */
async function browserOffersInstall(page: Page): Promise<void> {
  await workerControls(page);
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt(): Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = () => {
      (window as unknown as { prompted: boolean }).prompted = true;
      return Promise.resolve();
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
}

test('the offer to install comes once, from the second visit, after the first screen', async ({
  context,
}) => {
  const offer = (page: Page) => page.getByRole('region', { name: 'Add Khaya to your home screen' });
  // The first visit: the browser may offer an install, Khaya does not ask.
  const first = await context.newPage();
  await first.goto('/');
  await browserOffersInstall(first);
  await first.getByRole('link', { name: 'Browse Providers' }).first().click();
  await expect(first).toHaveURL(/\/providers/);
  await expect(offer(first)).toHaveCount(0);
  await first.close();

  // The second visit (a new tab): not on its first screen, then once another page is opened.
  const second = await context.newPage();
  await second.setViewportSize({ width: 360, height: 780 });
  await second.goto('/');
  await browserOffersInstall(second);
  await expect(offer(second)).toHaveCount(0);
  await second.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(second).toHaveURL(/\/help$/);
  await expect(offer(second)).toBeVisible();
  await axeClean(second, 'install offer 360');
  await second.screenshot({ path: 'test-results/install-offer-360-light.png' });
  await offer(second).getByRole('button', { name: 'Install' }).click();
  await expect(offer(second)).toHaveCount(0);
  expect(await second.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
    true,
  );
  await second.close();

  // Never again.
  const third = await context.newPage();
  await third.goto('/');
  await browserOffersInstall(third);
  await third.getByRole('link', { name: 'Browse Providers' }).first().click();
  await expect(third).toHaveURL(/\/providers/);
  await expect(offer(third)).toHaveCount(0);
});

test('signing out drops the pages and answers the phone kept for the person', async ({ page }) => {
  await registerByEmail(page, {
    name: 'Lindiwe Offline',
    email: uniqueEmail('offline'),
    password: 'secret123',
  });
  await expect(page).toHaveURL(/\/$/);
  await workerControls(page);
  await page.goto('/customer');
  await appTookOver(page);
  const kept = () =>
    page.evaluate(async () => {
      const pages = await caches.open('khaya-pages');
      const answers = await caches.open('khaya-answers');
      return {
        dashboard: Boolean(await pages.match(`${location.origin}/customer`)),
        answer: Boolean(
          await answers.match(`${location.origin}/api/providers?limit=1&service=gardening`),
        ),
      };
    });
  // The dashboard came with its data in the document (ADR 12); a read the page makes itself is
  // kept too.
  await page.evaluate(() =>
    fetch('/api/providers?limit=1&service=gardening').then((response) => response.text()),
  );
  await expect.poll(kept).toEqual({ dashboard: true, answer: true });

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(kept).toEqual({ dashboard: false, answer: false });
});
