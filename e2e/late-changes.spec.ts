import type { APIRequestContext } from '@playwright/test';
import { apiAccount, appTookOver, expect, signIn, test } from './fixtures';
import { axeClean } from './support/axe-clean';
import { workerControls } from './support/service-worker';

const CHANGED_ELSEWHERE =
  'This quote was changed on another phone or tab since you wrote this. The form now shows it as it is: check it and change it again.';

/**
 * A quote open on two devices (issue 52, load-shedding): the provider changed it on a tablet
 * while the phone's form stood open without signal; the phone's late change does not overwrite
 * the newer one, and the page says why and shows the quote as it is now.
 */
test.use({
  serviceWorkers: 'allow',
  allowConsoleErrors: /status of 409|ERR_INTERNET_DISCONNECTED|Failed to load resource/,
});

/** A customer's plumbing request with the plumber's quote of R900 on it (revision 1). */
async function quotedRequest(request: APIRequestContext, name: string) {
  const customer = await apiAccount(request, `${name} Customer`);
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: `The outside tap leaks (${name}).`,
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Friday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const plumber = await apiAccount(request, `${name} Plumbing`, { services: ['plumbing'] });
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount: 900, message: 'Washer and labour.' },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };
  return { requestId, quoteId, plumber };
}

test('a late change from a second device is refused, and the form shows the newer quote', async ({
  page,
  request,
}) => {
  const { requestId, quoteId, plumber } = await quotedRequest(request, 'Two Devices');

  // The phone opens the change form on revision 1.
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/quote/${requestId}`);
  await page.getByRole('button', { name: 'Change quote' }).click();
  const total = page.getByLabel('Amount (ZAR)');
  await expect(total).toHaveValue('900');
  // The tablet changes it meanwhile.
  const tablet = await request.patch(`/api/quotes/${quoteId}`, {
    headers: plumber.headers,
    data: { amount: 950, revision: 1 },
  });
  expect(tablet.status()).toBe(200);

  // The phone's change, sent late, is refused and explained; the form shows R950 now.
  await total.fill('700');
  await page.getByRole('button', { name: 'Update Quote' }).click();
  await expect(page.getByTestId('changed-elsewhere')).toHaveText(CHANGED_ELSEWHERE);
  await expect(total).toHaveValue('950');
  await axeClean(page, 'quote changed elsewhere');
  await page.screenshot({ path: 'test-results/quote-changed-elsewhere.png' });
  const read = await request.get(`/api/quotes/${quoteId}`, { headers: plumber.headers });
  expect(((await read.json()) as { amount: number; revision: number }).amount).toBe(950);

  // Changed again from what it shows now, it goes.
  await total.fill('700');
  await page.getByRole('button', { name: 'Update Quote' }).click();
  await expect(page).toHaveURL(/\/provider$/);
  const after = await request.get(`/api/quotes/${quoteId}`, { headers: plumber.headers });
  expect(await after.json()).toMatchObject({ amount: 700, revision: 3 });
});

/**
 * The same with the signal gone, as in load-shedding (issue 52): the phone's change is kept on
 * the phone (a reload offline opens the form with it), the tablet changes the quote meanwhile,
 * and when the signal returns the kept change goes by itself, is refused by the revision rule,
 * and the page explains; nothing kept is left waiting. On a phone in the dark.
 */
test('a change kept offline and sent late after another device changed the quote is explained', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const { requestId, quoteId, plumber } = await quotedRequest(request, 'Offline Devices');
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await workerControls(page);
  await page.goto(`/quote/${requestId}`);
  await appTookOver(page);
  await page.getByRole('button', { name: 'Change quote' }).click();
  const total = page.getByLabel('Amount (ZAR)');
  await expect(total).toHaveValue('900');

  // No signal: the change waits on the phone, and is there again after a reload.
  await context.setOffline(true);
  await total.fill('700');
  await page.getByRole('button', { name: 'Update Quote' }).click();
  const waiting = page.getByTestId('waiting-note');
  await expect(waiting).toBeVisible();
  await page.reload();
  await expect(waiting).toBeVisible();
  await expect(total).toHaveValue('700');

  // The tablet, which has signal, changes the quote meanwhile.
  const tablet = await request.patch(`/api/quotes/${quoteId}`, {
    headers: plumber.headers,
    data: { amount: 950, revision: 1 },
  });
  expect(tablet.status()).toBe(200);

  // The signal returns: the kept change goes, is refused, and the page says why.
  await context.setOffline(false);
  await expect(page.getByTestId('changed-elsewhere')).toHaveText(CHANGED_ELSEWHERE, {
    timeout: 40_000,
  });
  await expect(total).toHaveValue('950');
  await expect(page.getByTestId('my-quote').getByText('R950', { exact: true })).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await axeClean(page, 'a late change refused');
  await page.screenshot({ path: 'test-results/quote-late-change-phone-dark.png', fullPage: true });
  expect(await page.evaluate(() => localStorage.getItem('khaya:waiting-quotes'))).toBeNull();
  const read = await request.get(`/api/quotes/${quoteId}`, { headers: plumber.headers });
  expect(await read.json()).toMatchObject({ amount: 950, revision: 2 });
});
