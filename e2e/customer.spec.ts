import type { Page } from '@playwright/test';
import { addDays, dayLabel, southAfricanToday } from '../src/domain/when';
import { apiAccount, expect, registerByEmail, signIn, test, uniqueEmail } from './fixtures';

// The sign-in check logs the browser's 404 for a user record lookup on first visits.
test.use({ allowConsoleErrors: /status of 404/ });

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li');

const DURBAN = /\/providers\?service=plumbing&near=Durban&lat=-29\.8\d*&lng=31\.0\d*$/;

test('the landing search goes to the providers who travel to the place typed', async ({ page }) => {
  await page.goto('/');
  await page.getByPlaceholder('What service do you need?').fill('plumber');
  await page.getByPlaceholder('Suburb or city').fill('Durban');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(DURBAN);
  await expect(page.getByTestId('near-filter')).toContainText('Providers who travel to Durban');
  const first = page.getByTestId('provider-card').first();
  await expect(first.getByTestId('provider-distance')).toHaveText(/· (under 1|\d+) km away/);
  await expect(first).toContainText('Plumbing');

  // A place the list does not know still searches by the words typed.
  await page.goto('/');
  await page.getByPlaceholder('What service do you need?').fill('plumber');
  await page.getByPlaceholder('Suburb or city').fill('Zzyzx Road');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/providers\?service=plumbing&q=Zzyzx\+Road$/);
});

test.describe("without the landing page's scripts", () => {
  // The aborted script requests show as failed loads in the console.
  test.use({ allowConsoleErrors: /status of 404|net::ERR_FAILED/ });
  test('a landing search sent before the app has started lands on the same providers page', async ({
    page,
  }) => {
    // The landing page's scripts never arrive: the search is a plain form submission.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByPlaceholder('What service do you need?').fill('plumber');
    await page.getByPlaceholder('Suburb or city').fill('Durban');
    await page.unroute(/\/assets\/.*\.js$/);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(DURBAN);
    await expect(page.getByRole('button', { name: 'Plumbing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('a customer posts a cleaning request, accepts one of two quotes and completes the job', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('cleaning-customer');
  await registerByEmail(page, { name: 'Naledi Dlamini', email, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  // From the landing page: a featured provider's Request Quote (real providers, best rated
  // first, asked for as the section comes near the screen), then sign in.
  await page.getByRole('heading', { name: 'Featured Providers' }).scrollIntoViewIfNeeded();
  await page
    .getByTestId('featured-provider')
    .first()
    .getByRole('link', { name: 'Request Quote' })
    .click();
  // The request form asking that provider by name, for its first service.
  await expect(page).toHaveURL(
    /\/request\?provider=[0-9a-f-]{36}&providerName=[^&]+&service=(cleaning|plumbing|electrical|gardening)$/,
  );
  // A visitor sees the form itself (sign-in comes when it is sent).
  await expect(page.getByTestId('asked-provider')).toBeVisible();
  await expect(page.getByTestId('visitor-note')).toBeVisible();
  await signIn(page, email, 'secret123');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/request?service=cleaning');

  await expect(page.getByLabel('Service type')).toHaveValue('cleaning');
  await page.getByLabel('Description').fill('Spring clean of a three-bedroom house.');
  // The address from the suggestions, by keyboard only.
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.focus();
  await page.keyboard.type('Claremo');
  await expect(
    page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first(),
  ).toContainText('Claremont');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(location).toHaveValue('Claremont, City of Cape Town, Western Cape, South Africa');
  // When: dates from the browser's own picker, each with a window of the day; a day gone by is
  // refused where it was chosen.
  const today = southAfricanToday();
  await page.getByLabel('Date 1', { exact: true }).fill(addDays(today, -1));
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose today or a later date' }),
  ).toBeVisible();
  await page.getByLabel('Date 1', { exact: true }).fill(addDays(today, 3));
  await page.getByLabel('Time of day for date 1').selectOption('morning');
  await page.getByRole('button', { name: 'Add another date' }).click();
  await page.getByLabel('Date 2', { exact: true }).fill(addDays(today, 2));
  await expect(page.getByText('Choose today or a later date')).toBeHidden();

  // The room chips are labels around visually hidden checkboxes: a person taps the chip.
  for (const room of ['Kitchen', 'Bedroom']) {
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${room}$`) })
      .click();
    await expect(page.getByRole('checkbox', { name: room })).toBeChecked();
  }
  const addItem = page.getByRole('button', { name: 'Add item' });
  await expect(addItem).toBeDisabled();
  await page.getByLabel('Item', { exact: true }).selectOption('Custom Item');
  await expect(addItem).toBeDisabled();
  await page.getByLabel('Item', { exact: true }).selectOption('Carpet');
  await page.getByLabel('Fabric (optional)').selectOption('Wool');
  await addItem.click();
  await expect(page.getByRole('list', { name: 'Items added' })).toContainText('Carpet· Wool');

  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(toast(page)).toContainText('Request submitted!');
  await expect(page).toHaveURL(/\/customer$/);
  const card = page
    .getByTestId('request-card')
    .filter({ hasText: 'Spring clean of a three-bedroom house.' });
  await expect(card.getByTestId('request-status')).toHaveText('Pending');
  await expect(card).toContainText('Indoor cleaning: Kitchen, Bedroom');
  await expect(card).toContainText('Carpet (Wool)');
  await expect(card).toContainText(
    `${dayLabel(addDays(today, 2))}, any time; ${dayLabel(addDays(today, 3))}, morning (07:00-12:00)`,
  );

  // Two providers quote through the API.
  const requests = await request.get('/api/quote-requests', {
    headers: { authorization: `Bearer ${await idTokenOf(page)}` },
  });
  const [posted] = (await requests.json()) as { id: string }[];
  for (const [name, amount] of [
    ['Shine Team', 1450],
    ['Fresh Home Cleaning', 1800],
  ] as const) {
    const provider = await apiAccount(request, name, { services: ['cleaning'] });
    const quote = await request.post('/api/quotes', {
      headers: provider.headers,
      data: { quoteRequestId: posted!.id, amount, message: `${name} can do Saturday.` },
    });
    expect(quote.status()).toBe(201);
  }

  await page.reload();
  await expect(card.getByTestId('request-status')).toHaveText('Quote Received');
  await expect(card.getByTestId('quote')).toHaveCount(2);
  await expect(card).toContainText('R1 450');
  await card.getByRole('button', { name: 'Accept R1 450 from Shine Team' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Accept this quote?' });
  await expect(confirm).toContainText(
    'You are choosing Shine Team for R1 450. The other open quote on this request will be declined.',
  );
  await confirm.getByRole('button', { name: 'Accept quote' }).click();
  await expect(card.getByTestId('request-status')).toHaveText('Accepted');
  await expect(
    card.getByTestId('quote').filter({ hasText: 'Shine Team' }).getByTestId('quote-status'),
  ).toHaveText('Accepted');
  await expect(
    card
      .getByTestId('quote')
      .filter({ hasText: 'Fresh Home Cleaning' })
      .getByTestId('quote-status'),
  ).toHaveText('Declined');
  await expect(page.getByTestId('stat-Accepted')).toHaveText('1');

  // The customer can reach the provider they chose: call, WhatsApp or email.
  const contact = card.getByTestId('provider-contact');
  await expect(contact).toContainText('You chose Shine Team for R1 450.');
  await expect(contact.getByRole('link', { name: 'Email Shine Team' })).toHaveAttribute(
    'href',
    /^mailto:shine-team-/,
  );

  // Completing asks first, saying what happens.
  await card.getByRole('button', { name: 'Mark as completed' }).click();
  const done = page.getByRole('alertdialog', { name: 'Mark this job as completed?' });
  await expect(done).toContainText('The request closes and cannot be reopened.');
  await done.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByTestId('request-status')).toHaveText('Accepted');
  await card.getByRole('button', { name: 'Mark as completed' }).click();
  await done.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(card.getByTestId('request-status')).toHaveText('Completed');
  await expect(contact).toContainText('Shine Team did this job for R1 450.');
  await expect(page.getByTestId('stat-Completed')).toHaveText('1');

  await page.getByRole('tab', { name: 'Pending' }).click();
  await expect(page.getByText('No quotes match this filter')).toBeVisible();
  // Finished jobs have a tab of their own.
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByTestId('request-card')).toHaveCount(1);
  await expect(page.getByTestId('request-status')).toHaveText('Completed');
});

/** The signed-in user's ID token, read from the Firebase SDK's IndexedDB persistence. */
async function idTokenOf(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(new Error('no firebase storage'));
        open.onsuccess = () => {
          const store = open.result
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage');
          const all = store.getAll();
          all.onsuccess = () => {
            const entry = (
              all.result as { value: { stsTokenManager?: { accessToken: string } } }[]
            ).find((e) => e.value.stsTokenManager);
            if (entry?.value.stsTokenManager) resolve(entry.value.stsTokenManager.accessToken);
            else reject(new Error('no signed-in user'));
          };
        };
      }),
  );
}
