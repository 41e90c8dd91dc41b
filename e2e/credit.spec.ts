import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { axeClean } from './support/axe-clean';
import { apiAccount, ensureDemoAccount, expect, signIn, test, type ApiActor } from './fixtures';

/** A new customer's plumbing request, quoted by `plumber` at `amount` and accepted. */
async function hire(request: APIRequestContext, plumber: ApiActor, amount: number, label: string) {
  const customer = await apiAccount(request, `Credit Customer ${label}`);
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: `Replace the kitchen tap (${label}, ${Date.now()}).`,
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Thursday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };
  const accepted = await request.post(`/api/quotes/${quoteId}/accept`, {
    headers: customer.headers,
  });
  expect(accepted.status()).toBe(200);
}

/** Tops up `amount` (a chip's label) through the embedded stand-in for PayFast. */
async function topUp(page: Page, chip: string, paid: string) {
  await page.getByText(chip, { exact: true }).click();
  await page.getByRole('button', { name: `Top up ${chip}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Khaya credit ${chip}` })).toBeVisible();
  await page.screenshot({ path: `test-results/credit-payfast-stand-in-${chip}.png` });
  await page.getByRole('button', { name: `Pay ${paid}` }).click();
  await expect(page).toHaveURL(/\/provider\/business\?topUp=/);
  await expect(page.getByTestId('returned-top-up')).toContainText(
    `Payment received: ${paid} added to your Khaya credit.`,
  );
}

for (const view of [
  { name: 'phone, dark', width: 360, height: 780, theme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 900, theme: 'light' },
] as const) {
  test(`a provider is hired past its free hires, goes below zero, tops up through PayFast and quotes again (${view.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    const plumber = await apiAccount(request, `Credit Plumbing ${view.theme}`, {
      services: ['plumbing'],
      location: 'Claremont, Cape Town, Western Cape',
    });
    for (const [index, amount] of [500, 600, 700].entries()) {
      await hire(request, plumber, amount, `${view.theme} ${index}`);
    }
    await hire(request, plumber, 1850, `${view.theme} fee`);

    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/provider');
    await page.getByRole('link', { name: 'Credit and figures' }).click();
    await expect(page.getByRole('heading', { name: 'Your business', level: 1 })).toBeVisible();
    await expect(page.getByTestId('credit-balance')).toHaveText('-R93');
    await expect(page.getByRole('alert').first()).toContainText('Top up to send new quotes');
    await expect(page.getByTestId('statement')).toContainText(
      'Fee for a plumbing hire at R1\u00a0850',
    );
    await expect(page.getByTestId('business-months')).toContainText('Hires');
    await page.screenshot({
      path: `test-results/credit-below-zero-${view.theme}.png`,
      fullPage: true,
    });
    await axeClean(page, 'the business page below zero');

    await topUp(page, 'R200', 'R200');
    await expect(page.getByTestId('credit-balance')).toHaveText('R107');
    await expect(page.getByTestId('statement')).toContainText('Top-up of R200 by card or EFT');
    await page.screenshot({
      path: `test-results/credit-topped-up-${view.theme}.png`,
      fullPage: true,
    });
    await axeClean(page, 'the business page after a top-up');

    // Quoting again: the form says what the fee would be before the price goes out.
    const customer = await apiAccount(request, `Next Customer ${view.theme}`);
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description: `Geyser pressure valve drips (${view.theme}, ${Date.now()}).`,
        location: '4 Main Road, Claremont, Cape Town',
        preferredDate: 'Friday',
      },
    });
    const { id: requestId } = (await posted.json()) as { id: string };
    await page.goto(`/quote/${requestId}`);
    await page.getByLabel('Amount (ZAR)').fill('1850');
    await expect(page.getByTestId('fee-notice')).toHaveText(
      'If you are hired at R1 850 the fee is R93. Quoting is free.',
    );
    await page.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(page.getByText('Quote submitted!', { exact: true }).first()).toBeVisible();
  });
}

test('a provider cancels on the PayFast page: nothing is charged', async ({ page, request }) => {
  const plumber = await apiAccount(request, 'Cancelling Plumbing', { services: ['plumbing'] });
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider/business');
  await page.getByText('Other', { exact: true }).click();
  await page.getByLabel('Amount (ZAR)').fill('50');
  await page.getByRole('button', { name: 'Top up', exact: true }).click();
  await expect(page.getByText('Top up between R100 and R5 000, in whole rand.')).toBeVisible();
  await page.getByLabel('Amount (ZAR)').fill('750');
  await page.getByRole('button', { name: 'Top up R750', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByTestId('returned-top-up')).toHaveText(
    'Top-up cancelled: nothing was charged.',
  );
  await expect(page.getByTestId('credit-balance')).toHaveText('R0');
});

test('the demo provider downloads the invoice for a month it paid a fee in (phone, dark)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const demo = DEMO_ACCOUNTS.provider;
  await ensureDemoAccount(demo);
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider/business');
  const invoices = page.getByTestId('invoices');
  await expect(invoices.getByRole('listitem').first()).toContainText(/KH-\d{6}/);
  await invoices.getByRole('listitem').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/credit-invoices-dark.png' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    invoices
      .getByRole('button', { name: /^Download invoice KH-\d{6} \(PDF\)$/ })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^khaya-invoice-KH-\d{6}\.pdf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(1000);
});

test.describe("the admin desk's Credit tab", () => {
  // The first Save, without a reason, is refused (400) on purpose.
  test.use({ allowConsoleErrors: /status of 400/ });
  for (const view of [
    { name: 'desktop, light', width: 1280, height: 900, theme: 'light' },
    { name: 'phone, dark', width: 360, height: 780, theme: 'dark' },
  ] as const) {
    test(`an admin corrects a provider's credit from the desk's Credit tab (${view.name})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
      const name = `Desk Plumbing ${view.theme}`;
      const plumber = await apiAccount(request, name, {
        services: ['plumbing'],
        location: 'Claremont, Cape Town, Western Cape',
      });
      for (const [index, amount] of [500, 600, 700, 1850].entries()) {
        await hire(request, plumber, amount, `desk ${view.theme} ${index}`);
      }
      const admin = DEMO_ACCOUNTS.admin;
      await ensureDemoAccount(admin);
      await signIn(page, admin.email, admin.password);
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Credit' }).click();
      const row = page
        .getByTestId('credit-balances')
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(row).toContainText('-R93');
      await page.screenshot({ path: `test-results/credit-desk-${view.theme}.png`, fullPage: true });
      await axeClean(page, "the admin desk's Credit tab");
      await row.getByRole('button', { name: `Correct ${name}'s credit` }).click();
      await expect(page.getByLabel('Amount in rand (below zero takes credit away)')).toBeFocused();
      await page.getByLabel('Amount in rand (below zero takes credit away)').fill('93');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Say why, in a few words: the provider reads it on its statement.',
      );
      await page
        .getByLabel("Reason (on the provider's statement)")
        .fill('First fee waived: a welcome from Khaya');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Credit corrected', { exact: true }).first()).toBeVisible();
      await expect(row).toContainText('R0');
      await expect(
        page.getByText(`${name}: R93, First fee waived: a welcome from Khaya`),
      ).toBeVisible();
      await page.screenshot({
        path: `test-results/credit-desk-corrected-${view.theme}.png`,
        fullPage: true,
      });
    });
  }
});
