import type { APIRequestContext } from '@playwright/test';
import { axeClean } from './support/axe-clean';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { addDays, southAfricanToday } from '../src/domain/when';
import {
  apiAccount,
  ensureDemoAccount,
  expect,
  signIn,
  signOut,
  test,
  type ApiActor,
} from './fixtures';

// The lift's reason too short is refused (a 400 the form shows).
test.use({ allowConsoleErrors: /status of 400/ });

/**
 * Reliability (issue 49): a plumber who cancelled three of its five booked jobs is paused from
 * new leads and reads why on its dashboard; customers see its completion rate on its page; an
 * admin lifts the pause from the desk's Providers tab. At 360 and 1280 px, light and dark,
 * axe-clean.
 */

/** A job booked with the plumber on a day of its own, `inDays` ahead. */
async function bookedJob(
  request: APIRequestContext,
  customer: ApiActor,
  plumber: ApiActor,
  inDays: number,
) {
  const date = addDays(southAfricanToday(), inDays);
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: `The kitchen tap drips (${Date.now()}).`,
      location: '4 Main Road, Claremont, Cape Town',
      when: { kind: 'dates', dates: [{ date, window: 'any' }] },
    },
  });
  expect(posted.status()).toBe(201);
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: {
      quoteRequestId: requestId,
      amount: 650,
      visitDate: date,
      visitStart: '09:00',
      visitHours: 2,
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  return { requestId, quoteId: ((await quoted.json()) as { id: string }).id };
}

for (const view of [
  { name: 'phone, dark', width: 360, height: 780, theme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 900, theme: 'light' },
] as const) {
  test(`a plumber paused by its reliability reads why, and an admin lifts the pause (${view.name})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    const name = `Unreliable Plumbing ${view.theme}`;
    const plumber = await apiAccount(request, name, {
      services: ['plumbing'],
      location: 'Claremont, Cape Town, Western Cape',
    });
    const customer = await apiAccount(request, `Reliability Customer ${view.theme}`);
    // Five quotes first (quoting is free), then five hires: two done, three cancelled by it.
    const jobs = [];
    for (let n = 0; n < 5; n++) jobs.push(await bookedJob(request, customer, plumber, 3 + n));
    for (const [index, job] of jobs.entries()) {
      const accepted = await request.post(`/api/quotes/${job.quoteId}/accept`, {
        headers: customer.headers,
        data: {},
      });
      expect(accepted.status()).toBe(200);
      const bookingId = ((await accepted.json()) as { booking: { id: string } }).booking.id;
      const ended =
        index < 2
          ? await request.post(`/api/quote-requests/${job.requestId}/complete`, {
              headers: customer.headers,
            })
          : await request.post(`/api/bookings/${bookingId}/cancel`, {
              headers: plumber.headers,
              data: { reason: 'unavailable' },
            });
      expect(ended.status()).toBe(200);
    }

    // The plumber reads why it gets no new leads.
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/provider');
    const notice = page.getByTestId('standing-notice');
    await expect(notice).toContainText('You are paused from new leads');
    await expect(notice).toContainText(
      'you completed fewer than 60 % of your last booked jobs (40 %)',
    );
    await page.screenshot({ path: `test-results/standing-paused-${view.theme}.png` });
    await axeClean(page, 'a paused provider’s dashboard');
    const me = await request.get('/api/providers/me', { headers: plumber.headers });
    const { id: providerId } = (await me.json()) as { id: string };
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Anyone sees its completion rate on its page.
    await page.goto(`/providers/${providerId}`);
    await expect(page.getByTestId('provider-reliability')).toHaveText('40% of booked jobs done');

    // The admin lifts the pause from the Providers tab, with a reason.
    const admin = DEMO_ACCOUNTS.admin;
    await ensureDemoAccount(admin);
    await signIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Providers' }).click();
    const row = page.getByRole('region', { name: `Standing: ${name}` });
    await expect(row).toContainText('Paused by its reliability');
    await expect(row).toContainText('2 done, 3 cancelled by the provider');
    await row.getByLabel('Reason the provider reads').fill('ok');
    await row.getByRole('button', { name: 'Lift the pause' }).click();
    await expect(row.getByText(/in at least 10 characters/)).toBeVisible();
    await row
      .getByLabel('Reason the provider reads')
      .fill('We spoke: the van broke down that week.');
    // Off the button it just pressed (its hover shade is not what a reader sees at rest).
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `test-results/standing-desk-${view.theme}.png`, fullPage: true });
    await axeClean(page, 'the Providers tab on the admin desk');
    await row.getByRole('button', { name: 'Lift the pause' }).click();
    await expect(page.getByText(`${name} gets leads again`).first()).toBeVisible();
    await expect(row).toHaveCount(0);

    // The plumber's notice is gone.
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/provider');
    await expect(page.getByRole('heading', { name: 'Provider Dashboard' })).toBeVisible();
    await expect(page.getByTestId('standing-notice')).toHaveCount(0);
  });
}
