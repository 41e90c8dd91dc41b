import type { Page } from '@playwright/test';
import {
  apiAccount,
  expect,
  registerByEmail,
  signIn,
  signOut,
  test,
  uniqueEmail,
} from './fixtures';

test.use({ allowConsoleErrors: /status of 404/ });

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li');

test('a new provider sets up, quotes R450 on a cleaning request, and the customer sees it', async ({
  page,
  request,
}) => {
  // A customer (through the API) asks for a cleaning.
  const customer = await apiAccount(request, 'Zodwa Mahlangu');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'cleaning',
      description: 'Window and carpet clean after renovations.',
      location: 'Claremont, City of Cape Town, Western Cape, South Africa',
      latitude: -33.98,
      longitude: 18.47,
      preferredDate: 'Friday 10:00 AM',
      cleaningDetails: { cleaningType: 'indoor', rooms: ['Living Room'] },
    },
  });
  expect(posted.status()).toBe(201);
  const requestId = ((await posted.json()) as { id: string }).id;

  // Onboarding knows from the account that there is no profile yet: it does not ask for one.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/providers/me') && response.status() === 404)
      missing.push(response.url());
  });
  await registerByEmail(page, {
    name: 'Bongani Khumalo',
    email: uniqueEmail('new-provider'),
    password: 'secret123',
    provider: true,
  });
  await expect(page).toHaveURL(/\/provider-onboarding$/);
  await expect(page.getByRole('heading', { name: 'Set Up Your Provider Profile' })).toBeVisible();
  expect(missing).toEqual([]);

  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Select at least one service')).toBeVisible();
  await expect(page.getByText('Location is required')).toBeVisible();

  await page.getByLabel('About you').fill('Ten years of careful home cleaning.');
  await page
    .locator('label')
    .filter({ hasText: /^Cleaning$/ })
    .click();
  await expect(page.getByRole('checkbox', { name: 'Cleaning' })).toBeChecked();
  await page.getByLabel('Hourly rate (ZAR, optional)').fill('0');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(page.getByText('Hourly rate must be greater than 0')).toBeVisible();
  await page.getByLabel('Hourly rate (ZAR, optional)').fill('280');
  await expect(page.getByLabel('Typical response time')).toHaveValue('Within 24 hours');
  await page.getByRole('combobox', { name: 'Service area' }).fill('Claremo');
  await page
    .getByRole('listbox', { name: 'Address suggestions' })
    .getByRole('option', { name: /Claremont/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(toast(page)).toContainText('Provider profile created!');
  await expect(page).toHaveURL(/\/provider$/);

  const card = page
    .getByTestId('provider-request-card')
    .filter({ hasText: 'Window and carpet clean after renovations.' });
  await expect(card).toContainText('Zodwa');
  await expect(card).not.toContainText('Mahlangu');
  // The competition, as the customer's card counts it.
  await expect(card.getByTestId('places-taken')).toHaveText(
    'No quotes yet: 5 places, be the first.',
  );
  await card.getByRole('link', { name: 'Respond to Quote Request' }).click();
  await expect(page).toHaveURL(new RegExp(`/quote/${requestId}$`));
  await expect(page.getByText('Friday 10:00 AM')).toBeVisible();

  await page.getByLabel('Amount (ZAR)').fill('0');
  await page.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(page.getByText('Amount must be greater than 0')).toBeVisible();
  await page.getByLabel('Amount (ZAR)').fill('450');
  await page.getByLabel('Message (optional)').fill('Includes carpet shampoo.');
  await page.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(page)).toContainText('Quote submitted!');
  await expect(page).toHaveURL(/\/provider$/);

  await page.getByRole('tab', { name: 'My Quotes' }).click();
  const quoted = page.getByTestId('provider-request-card').filter({ hasText: 'Window and carpet' });
  await expect(quoted.getByTestId('my-quote')).toContainText('R450');
  await expect(quoted.getByTestId('my-quote')).toContainText('Awaiting decision');
  await expect(quoted.getByRole('link', { name: 'Respond to Quote Request' })).toHaveCount(0);
  // Earnings count work won: a quote awaiting the customer's decision is not yet.
  await expect(page.getByTestId('stat-Est. Earnings')).toHaveText('R0');
  await expect(page.getByText('Accepted and completed jobs')).toBeVisible();

  await signOut(page);
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/customer');
  const mine = page.getByTestId('request-card').filter({ hasText: 'Window and carpet' });
  await expect(mine.getByTestId('request-status')).toHaveText('Quote Received');
  await expect(mine.getByTestId('quote-amount')).toHaveText('R450');
  await expect(mine).toContainText('Bongani Khumalo');
});

test('browse providers: service, city search, verified filter and the next page', async ({
  page,
}) => {
  await page.goto('/providers?service=plumbing');
  await expect(page.getByRole('button', { name: 'Plumbing' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const cards = page.getByTestId('provider-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Plumbing');

  await page.getByRole('searchbox', { name: 'Search by name or location' }).fill('Cape Town');
  await expect(page).toHaveURL(/q=Cape\+Town/);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText('Cape Town');

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Verified providers only').click();
  await expect(page).toHaveURL(/verified=1/);
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByTestId('verified')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();

  // What Verified means (what an admin checked): the badge's description, shown on keyboard
  // focus, hidden by Escape, shown on hover after the spec's 700 ms.
  const badge = cards.first().getByRole('button', { name: 'ID verified' });
  await expect(badge).toHaveAccessibleDescription(
    'An admin checked an ID document and a recent proof of address.',
  );
  const hint = cards
    .first()
    .getByRole('tooltip')
    .filter({ hasText: 'An admin checked an ID document' });
  await expect(hint).toBeHidden();
  await badge.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(badge).toBeFocused();
  await expect(hint).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hint).toBeHidden();
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  await badge.hover();
  await page.waitForTimeout(300);
  await expect(hint).toBeHidden();
  await expect(hint).toBeVisible({ timeout: 2000 });

  // All services: more than one page of demo providers, the next loads on demand.
  await page.goto('/providers');
  await expect(cards).toHaveCount(12);
  // Reaching the button (focus scrolls to it) may already load the next page as the list ends
  // comes into view, moving the button down: it keeps the focus, and Enter asks for more.
  await page.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  // At least the second page (scrolling near the end may already have fetched a third).
  await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(24);

  await page
    .getByRole('searchbox', { name: 'Search by name or location' })
    .fill('zzzz-no-such-provider');
  await expect(page.getByText('No providers found')).toBeVisible();
});

test('browse providers lays its cards out a few at a time, each pass a task of its own', async ({
  page,
}) => {
  // Cards added to the page per MutationObserver delivery: one per task that changed the list.
  await page.addInitScript(() => {
    const batches: number[] = [];
    Object.assign(window, { cardBatches: batches });
    new MutationObserver((records) => {
      let added = 0;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLElement)
            added +=
              Number(node.matches('[data-testid="provider-card"]')) +
              node.querySelectorAll('[data-testid="provider-card"]').length;
      if (added > 0) batches.push(added);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/providers');
  await expect(page.getByTestId('provider-card')).toHaveCount(12);
  const batches = await page.evaluate(
    () => (window as unknown as { cardBatches: number[] }).cardBatches,
  );
  expect(batches.reduce((sum, n) => sum + n, 0)).toBe(12);
  expect(Math.max(...batches)).toBeLessThanOrEqual(2);
});

test("an unknown request shows 'Request Not Found'", async ({ page, request }) => {
  const provider = await apiAccount(request, 'Pieter Botha', { services: ['plumbing'] });
  await signIn(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/quote/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Request Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/provider$/);
});

test('on a phone, a filtered Browse Providers shows the providers first, the filters a tap away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/providers?service=plumbing&verified=1&minRating=4');
  const button = page.getByRole('button', { name: 'Filters (2)' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Verified providers only')).toBeHidden();
  await expect(page.getByTestId('provider-card').first()).toBeInViewport();
  await button.click();
  await expect(page.getByLabel('Verified providers only')).toBeChecked();
  // On a wide screen the filters in use show open.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByLabel('Verified providers only')).toBeChecked();
});

test.describe('an unknown provider page', () => {
  // The page's own call for the provider answers 404, as the document does.
  test.use({
    allowConsoleErrors: /Failed to load resource: the server responded with a status of 404/,
  });

  test('answers 404 and says the provider is not listed, without a hydration error', async ({
    page,
  }) => {
    const response = await page.goto('/providers/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This provider is not listed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Providers' }).last()).toBeVisible();
  });
});

test('a signed-in user without a provider profile is offered onboarding', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Karabo Molefe');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider');
  await expect(page.getByRole('heading', { name: 'Become a Provider' })).toBeVisible();
  await page.getByRole('link', { name: 'Set up provider profile' }).click();
  await expect(page).toHaveURL(/\/provider-onboarding$/);
});
