import type { APIRequestContext, Page } from '@playwright/test';
import { axeClean } from './support/axe-clean';
import { southAfricanMinutes } from '../src/domain/visit';
import { addDays, southAfricanToday } from '../src/domain/when';
import { timeOf } from '../src/domain/working-hours';
import { apiAccount, expect, signIn, signOut, test, type ApiActor } from './fixtures';

// The fee card refuses R400 (a 400 answer the page shows as its error).
test.use({ allowConsoleErrors: /status of 400/ });

/**
 * Cancelling a booked visit (issue 49): a customer cancelling within 24 hours sees the
 * provider's fee before confirming; a provider cancelling leaves the customer the other quotes
 * to pick from again, in one tap. At 360 and 1280 px, light and dark, axe-clean.
 */

/** A visit starting within the next 24 hours, inside the 'any time' window (07:00-20:00). */
function visitWithinADay(): { date: string; start: string } {
  const today = southAfricanToday();
  const now = southAfricanMinutes(new Date());
  if (now < 7 * 60 + 15) return { date: today, start: '12:00' };
  const start = Math.min(18 * 60, Math.floor((now - 15) / 15) * 15);
  return { date: addDays(today, 1), start: timeOf(start) };
}

async function postRequest(request: APIRequestContext, customer: ApiActor, date: string) {
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: `The bathroom tap leaks (${Date.now()}).`,
      location: '4 Main Road, Claremont, Cape Town',
      when: { kind: 'dates', dates: [{ date, window: 'any' }] },
    },
  });
  expect(posted.status()).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

async function quote(
  request: APIRequestContext,
  plumber: ApiActor,
  requestId: string,
  visit: { date: string; start: string },
  extra: object = {},
) {
  const sent = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: {
      quoteRequestId: requestId,
      amount: 700,
      visitDate: visit.date,
      visitStart: visit.start,
      visitHours: 2,
      ...extra,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: string }).id;
}

/** Opens 'Cancel the visit' until its form shows (on a busy machine the card may still settle). */
async function openCancelForm(page: Page) {
  await expect(async () => {
    if (!(await page.getByLabel('Why you cancel').isVisible())) {
      await page.locator('summary', { hasText: 'Cancel the visit' }).click();
    }
    await expect(page.getByLabel('Why you cancel')).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

for (const view of [
  { name: 'phone, dark', width: 360, height: 780, theme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 900, theme: 'light' },
] as const) {
  test(`a customer cancels within 24 hours and sees the fee first (${view.name})`, async ({
    page,
    request,
  }) => {
    // Two sign-ins, the fee card, the cancel form and the next lead: slow on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    const customer = await apiAccount(request, `Late Cancel Customer ${view.theme}`);
    const plumber = await apiAccount(request, `Late Fee Plumbing ${view.theme}`, {
      services: ['plumbing'],
      location: 'Claremont, Cape Town, Western Cape',
    });
    const visit = visitWithinADay();
    const requestId = await postRequest(request, customer, visit.date);
    const quoteId = await quote(request, plumber, requestId, visit, { calloutFee: 250 });
    // On the phone the customer pays through Khaya: the fee then comes from the money held.
    const throughKhaya = view.theme === 'dark';
    const accepted = await request.post(`/api/quotes/${quoteId}/accept`, {
      headers: customer.headers,
      data: throughKhaya ? { payment: 'protected' } : {},
    });
    expect(accepted.status()).toBe(200);

    // The plumber sets its fee for late cancellations on Your business.
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/provider/business');
    const feeCard = page.locator('section', { has: page.getByText('Late cancellations') });
    await feeCard.getByLabel('Fee for a late cancellation').fill('400');
    await feeCard.getByRole('button', { name: 'Save fee' }).click();
    await expect(feeCard.getByText('At most R300')).toBeVisible();
    await feeCard.getByLabel('Fee for a late cancellation').fill('200');
    await feeCard.getByRole('button', { name: 'Save fee' }).click();
    await expect(page.getByText('Late cancellations: R200').first()).toBeVisible();
    await axeClean(page, 'the late cancellation fee card');
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // The customer opens the visit, chooses why, and reads the fee before confirming.
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/customer/requests/${requestId}`);
    if (throughKhaya) {
      await page.getByRole('button', { name: /^Pay R950 safely$/ }).click();
      await page.getByRole('button', { name: /^Pay R950$/ }).click();
      await expect(page.getByTestId('payment-state')).toHaveText('Paid: held safely');
    }
    await openCancelForm(page);
    const cost = page.getByTestId('cancel-cost');
    await page.getByLabel('Why you cancel').selectOption({ label: 'Illness' });
    await expect(cost).toHaveText(
      'Free: no fee is charged for illness, a death or a hospital stay.' +
        (throughKhaya ? ' The money held by TradeSafe goes back to you.' : ''),
    );
    await page.getByLabel('Why you cancel').selectOption({ label: 'I no longer need the work' });
    await expect(cost).toContainText(/^Cancelling now costs R200, paid to Late Fee Plumbing/);
    if (throughKhaya) {
      await expect(cost).toContainText(
        'The fee is paid from the money TradeSafe holds, and the rest goes back to you.',
      );
    }
    await page.screenshot({ path: `test-results/cancel-fee-${view.theme}.png`, fullPage: true });
    await axeClean(page, 'the cancel form with its fee');
    await page.getByRole('button', { name: 'Confirm cancellation (R200 fee)' }).click();
    await expect(page.getByText('Visit cancelled').first()).toBeVisible();
    await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('visit-time')).toHaveCount(0);
    if (throughKhaya) {
      // TradeSafe paid the plumber the fee and gave the rest back, read back on the page.
      await page.reload();
      await expect(page.getByTestId('payment-state')).toHaveText(
        'Cancelled: fee paid, the rest refunded',
      );
      await expect(
        page.getByText(
          `The visit was cancelled: R200 of the money held went to Late Fee Plumbing ${view.theme} as the cancellation fee, and R750 came back to you.`,
        ),
      ).toBeVisible();
      await page.screenshot({ path: `test-results/cancel-fee-held-${view.theme}.png` });
      await axeClean(page, 'a cancelled job paid through Khaya, its fee paid from the money held');
    }

    // The customer's next request: the plumber reads the cancellation before quoting.
    const next = await postRequest(request, customer, addDays(southAfricanToday(), 4));
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/quote/${next}`);
    await expect(page.getByTestId('customer-cancellations')).toHaveText(
      '· cancelled one booked visit this year',
    );
    await axeClean(page, "a lead showing the customer's cancellations");
  });

  test(`a provider cancels and the customer picks another quote (${view.name})`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    const customer = await apiAccount(request, `Rebook Customer ${view.theme}`);
    const cancelling = await apiAccount(request, `Cancelling Plumbing ${view.theme}`, {
      services: ['plumbing'],
      location: 'Claremont, Cape Town, Western Cape',
    });
    const other = await apiAccount(request, `Standby Plumbing ${view.theme}`, {
      services: ['plumbing'],
      location: 'Claremont, Cape Town, Western Cape',
    });
    const day = addDays(southAfricanToday(), 3);
    const requestId = await postRequest(request, customer, day);
    const chosen = await quote(request, cancelling, requestId, { date: day, start: '09:00' });
    await quote(request, other, requestId, { date: day, start: '13:00' }, { amount: 760 });
    const accepted = await request.post(`/api/quotes/${chosen}/accept`, {
      headers: customer.headers,
      data: {},
    });
    expect(accepted.status()).toBe(200);

    // The hired plumber cannot come after all and cancels from the job's page.
    const providerContext = await browser.newContext({
      viewport: { width: view.width, height: view.height },
    });
    await providerContext.addInitScript(
      (theme) => localStorage.setItem('theme', theme),
      view.theme,
    );
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, cancelling.email, cancelling.password);
    await expect(providerPage).toHaveURL(/\/$/);
    await providerPage.goto(`/quote/${requestId}`);
    await openCancelForm(providerPage);
    await providerPage
      .getByLabel('Why you cancel')
      .selectOption({ label: 'I can no longer come at that time' });
    await expect(providerPage.getByTestId('cancel-cost')).toContainText(
      /^It costs Rebook Customer .* nothing, and counts against your reliability/,
    );
    await axeClean(providerPage, "the provider's cancel form");
    await providerPage.screenshot({
      path: `test-results/cancel-provider-${view.theme}.png`,
      fullPage: true,
    });
    await providerPage.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(providerPage.getByText('Visit cancelled').first()).toBeVisible();
    await providerContext.close();

    // The customer hears of it and picks the other quote, still valid, with one tap.
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/customer/requests/${requestId}`);
    await expect(page.getByText('Quote Received', { exact: true }).first()).toBeVisible();
    await page.screenshot({
      path: `test-results/cancel-reopened-${view.theme}.png`,
      fullPage: true,
    });
    await axeClean(page, 'a request open again after the provider cancelled');
    await page
      .getByRole('button', { name: /^Accept R760 from/ })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept quote' }).click();
    await expect(page.getByTestId('visit-time')).toContainText('13:00');
  });
}
