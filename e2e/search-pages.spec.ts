import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeClean } from './support/axe-clean';
import { clippedText } from './support/clipped';

/**
 * The search pages (issue 51) as a person arriving from a search engine meets them: a page for
 * a service in their suburb, read with or without JavaScript, two taps to a provider, and
 * 'Request a quote' opening the form with the service and the place filled in.
 */

const SUBURB = '/cleaning/rondebosch-cape-town';
interface Screen {
  viewport: { width: number; height: number };
  colorScheme: 'light' | 'dark';
}
const phoneDark: Screen = { viewport: { width: 360, height: 780 }, colorScheme: 'dark' };
const desktopLight: Screen = { viewport: { width: 1280, height: 900 }, colorScheme: 'light' };

async function withoutScripts(browser: Browser, options: Screen, url: string) {
  const context = await browser.newContext({ ...options, javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(url);
  return { context, page, status: response?.status() };
}

test('a suburb page reads without JavaScript, and a provider is two taps from a search result', async ({
  browser,
  baseURL,
}) => {
  for (const [name, options] of [
    ['360-dark', phoneDark],
    ['1280-light', desktopLight],
  ] as const) {
    const { context, page, status } = await withoutScripts(browser, options, `${baseURL}${SUBURB}`);
    expect(status).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cleaners in Rondebosch, Cape Town' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^What cleaning costs/ })).toBeVisible();
    const providers = page.getByRole('region', {
      name: 'Cleaners who travel to Rondebosch, Cape Town',
    });
    await expect(providers.getByRole('listitem').first()).toBeVisible();
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({
      path: `test-results/search-page-no-script-${name}.png`,
      fullPage: true,
    });
    // Tap one (the search result brought the person here): the provider's page.
    const first = providers.getByRole('listitem').first().getByRole('link');
    const provider = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/providers\/[0-9a-f-]{36}$/);
    await context.close();
    // With the app running, that page names the provider.
    const live = await browser.newContext(options);
    const livePage = await live.newPage();
    await livePage.goto(page.url());
    await expect(livePage.getByRole('heading', { level: 1, name: provider })).toBeVisible();
    await live.close();
  }
});

test("'Request a quote' carries the service and the place into the form, which says what such jobs cost", async ({
  page,
}) => {
  await page.setViewportSize(phoneDark.viewport);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(SUBURB);
  await axeClean(page, 'suburb page, 360 dark');
  await page.getByRole('link', { name: 'Request a quote' }).click();
  await expect(page).toHaveURL(/\/request\?service=cleaning&place=/);
  await expect(page.getByLabel('Service type')).toHaveValue('cleaning');
  await expect(page.getByLabel('Location')).toHaveValue(/Rondebosch/);
  const hint = page.getByRole('note').filter({ hasText: 'Most cleaning jobs in' });
  await expect(hint).toContainText(
    /Most cleaning jobs in (Rondebosch, )?Cape Town cost R[\d ]+ - R[\d ]+/,
  );
  await expect(hint.getByRole('link', { name: 'Price guide' })).toHaveAttribute(
    'href',
    '/prices/cleaning',
  );
  await page.screenshot({ path: 'test-results/search-page-request-form-360-dark.png' });

  // Another service: the line follows it.
  await page.getByLabel('Service type').selectOption('plumbing');
  await expect(page.getByRole('note').filter({ hasText: 'Most plumbing jobs in' })).toBeVisible();
});

test('a price guide and a town page, at 360 px light and 1280 px dark, axe clean', async ({
  page,
}) => {
  for (const [name, size, scheme] of [
    ['360-light', phoneDark.viewport, 'light'],
    ['1280-dark', desktopLight.viewport, 'dark'],
  ] as const) {
    await page.setViewportSize(size);
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/prices/cleaning');
    await expect(
      page.getByRole('heading', { level: 1, name: 'How much does cleaning cost in South Africa?' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Typical price' })).toBeVisible();
    await axeClean(page, `price guide, ${name}`);
    expect(await clippedText(page)).toEqual([]);
    await page.screenshot({ path: `test-results/search-price-guide-${name}.png`, fullPage: true });
    // A city in the guide opens its town page, which lists its areas.
    await page.getByRole('link', { name: 'Cape Town', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cleaners in Cape Town' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Cleaners by area of Cape Town' }).getByRole('link', {
        name: 'Rondebosch, Cape Town',
      }),
    ).toBeVisible();
    await axeClean(page, `town page, ${name}`);
    expect(await clippedText(page)).toEqual([]);
  }
});

test.describe('a place no provider reaches', () => {
  // The page's own 404 is what the browser reports as a failed load.
  test.use({ allowConsoleErrors: /status of 404/ });
  test('answers 404 and points to the nearest places someone does', async ({ page }) => {
    const response = await page.goto('/electrical/springbok');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'No electricians on Khaya travel to Springbok yet',
    );
    const nearest = page.getByRole('region', { name: 'Electricians nearest to Springbok' });
    await nearest.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Electricians in / })).toBeVisible();
  });
});
