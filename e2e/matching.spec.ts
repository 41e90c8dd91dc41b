import type { Page } from '@playwright/test';
import { apiAccount, appTookOver, expect, signIn, signOut, test } from './fixtures';

// The sign-in check logs the browser's 404 for a user record lookup on first visits.
test.use({ allowConsoleErrors: /status of 404/ });

const pick = async (page: Page, field: string, typed: string, option: RegExp) => {
  await page.getByRole('combobox', { name: field }).fill(typed);
  await page
    .getByRole('listbox', { name: 'Address suggestions' })
    .getByRole('option', { name: option })
    .first()
    .click();
};

test('Browse Providers keeps to the providers who travel to a chosen place', async ({ page }) => {
  await page.goto('/providers?service=plumbing');
  await page.getByRole('button', { name: 'Filters' }).click();
  await pick(page, 'Near', 'Sea Po', /Sea Point/);
  await expect(page).toHaveURL(
    /\/providers\?service=plumbing&near=Sea\+Point&lat=-33\.9\d*&lng=18\.3\d*$/,
  );
  await expect(page.getByTestId('near-filter')).toContainText('Providers who travel to Sea Point');
  const cards = page.getByTestId('provider-card');
  await expect(cards.first().getByTestId('provider-distance')).toHaveText(
    /· (under 1|\d+) km away/,
  );
  // Every card is a plumber who reaches Sea Point: Cape Town, not Johannesburg or Durban.
  for (const text of await cards.allInnerTexts()) {
    expect(text).toContain('Plumbing');
    expect(text).toMatch(/Cape Town/);
  }
  // The place searched is where the list starts next time, until the person asks for anywhere.
  await page.goto('/providers?service=cleaning');
  await expect(page).toHaveURL(/\/providers\?service=cleaning&near=Sea\+Point&lat=/);
  await expect(page.getByTestId('near-filter')).toContainText('Providers who travel to Sea Point');
  await page
    .getByTestId('near-filter')
    .getByRole('button', { name: 'Anywhere in South Africa' })
    .click();
  await expect(page).toHaveURL(/\/providers\?service=cleaning$/);
  await expect(page.getByTestId('provider-distance')).toHaveCount(0);
  await page.goto('/providers');
  await expect(page.getByTestId('provider-card').first()).toBeVisible();
  await expect(page).toHaveURL(/\/providers$/);
  await expect(page.getByTestId('near-filter')).toHaveCount(0);
});

test("a customer's Browse Providers starts where their requests are", async ({ page, request }) => {
  const customer = await apiAccount(request, 'Thandi Umlazi');
  const created = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'gardening',
      description: 'Cut the lawn and trim the hedge.',
      location: '23 Mbhele Road, Umlazi',
      preferredDate: 'Saturday',
    },
  });
  expect(created.status()).toBe(201);
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/customer');
  await expect(page.getByText('Cut the lawn and trim the hedge.')).toBeVisible();
  await appTookOver(page);
  await page.goto('/providers');
  await expect(page.getByTestId('near-filter')).toContainText(
    'Providers who travel to Umlazi, Durban',
  );
  await expect(page).toHaveURL(/near=Umlazi%2C\+Durban&lat=-29\.9/);
  // A name searched is looked for everywhere.
  await page.goto('/providers?q=Khaya');
  await expect(page).toHaveURL(/\/providers\?q=Khaya$/);
  // Signing out leaves nothing of where the person lives on the phone.
  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/providers');
  await expect(page.getByTestId('provider-card').first()).toBeVisible();
  await expect(page.getByTestId('near-filter')).toHaveCount(0);
});

test('a customer asks one provider by name: it sees the request first, with the area and distance only', async ({
  page,
  request,
}) => {
  const plumber = await apiAccount(request, 'Asked Plumbing Claremont', { services: ['plumbing'] });
  const customer = await apiAccount(request, 'Zanele Asks');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/providers?q=Asked+Plumbing+Claremont');
  const card = page.getByTestId('provider-card').filter({ hasText: 'Asked Plumbing Claremont' });
  await card.getByRole('link', { name: 'Request quote' }).click();
  await expect(page).toHaveURL(/\/request\?provider=[0-9a-f-]{36}&providerName=Asked/);
  await expect(page.getByTestId('asked-provider')).toContainText(
    'You are asking Asked Plumbing Claremont for a quote',
  );
  await expect(page.getByLabel('Service type')).toHaveValue('plumbing');
  await page.getByLabel('Description').fill('The kitchen tap drips all night.');
  // A street address typed is suggested in the suburb it names.
  await pick(page, 'Location', '9 Main Road, Claremont', /^9 Main Road Claremont/);
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(
    '9 Main Road, Claremont, City of Cape Town, Western Cape, South Africa',
  );
  await page.getByText('As soon as possible (today or tomorrow)').click();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page).toHaveURL(/\/customer$/);
  await signOut(page);

  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider');
  await expect(page.getByText('within 25 km of Claremont')).toBeVisible();
  const first = page.getByTestId('provider-request-card').first();
  await expect(first).toContainText('The kitchen tap drips all night.');
  await expect(first.getByTestId('asked-for-you')).toHaveText('Asked for you');
  await expect(first).toContainText('Claremont, Cape Town · under 1 km from you');
  await expect(first).not.toContainText('City of Cape Town');
  await expect(first).not.toContainText('Main Road');
  await page.getByRole('tab', { name: 'My Quotes' }).click();
  await expect(page.getByText('You have not sent any quotes yet.')).toBeVisible();

  // The service area is edited from the dashboard.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('How far you travel (km)')).toHaveValue('25');
  await page.getByLabel('How far you travel (km)').fill('150');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Service radius must be at most 100 km')).toBeVisible();
  await page.getByLabel('How far you travel (km)').fill('5');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page).toHaveURL(/\/provider$/);
  await expect(page.getByText('within 5 km of Claremont')).toBeVisible();
});
