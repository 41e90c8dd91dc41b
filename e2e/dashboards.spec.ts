import { apiAccount, expect, signIn, test } from './fixtures';

// The sign-in check logs the browser's 404 for a user record lookup on first visits.
test.use({ allowConsoleErrors: /status of 404|net::ERR_FAILED/ });

const REQUEST = {
  serviceType: 'gardening',
  description: 'Mow the lawn and trim the hedge.',
  location: 'Claremont, City of Cape Town, Western Cape, South Africa',
  latitude: -33.98,
  longitude: 18.46,
  preferredDate: 'Saturday',
};

test("a customer's tab finds its requests on the server, beyond the first page", async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Many Requests');
  const gardener = await apiAccount(request, 'Tab Gardener', { services: ['gardening'] });
  // The oldest request is accepted; 26 newer pending ones fill the first page (24) and more.
  const first = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: { ...REQUEST, description: 'The accepted garden job.' },
  });
  const quote = await request.post('/api/quotes', {
    headers: gardener.headers,
    data: { quoteRequestId: (await first.json()).id, amount: 600, message: 'Can do.' },
  });
  expect(
    (
      await request.post(`/api/quotes/${(await quote.json()).id}/accept`, {
        headers: customer.headers,
      })
    ).status(),
  ).toBe(200);
  for (let i = 0; i < 26; i++) {
    const made = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: { ...REQUEST, description: `Pending garden job ${i}.` },
    });
    expect(made.status()).toBe(201);
  }

  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/customer');
  await expect(page.getByText('Pending garden job 25.')).toBeVisible();
  await expect(page.getByText('The accepted garden job.')).toBeHidden();
  await page.getByRole('tab', { name: 'Accepted' }).click();
  await expect(page.getByText('The accepted garden job.')).toBeVisible();
  await expect(page.getByText('Pending garden job 25.')).toBeHidden();
  await expect(page.getByText('No quotes found')).toBeHidden();
});

test('failed dashboard counters say so and can be asked again', async ({ page, request }) => {
  const customer = await apiAccount(request, 'Counter Customer');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  // Without the session cookie the page asks the API itself (its first view would carry them).
  const cookies = () => page.context().cookies();
  await expect
    .poll(async () => (await cookies()).some((c) => c.name === 'khaya_session'))
    .toBe(true);
  await page.context().clearCookies({ name: 'khaya_session' });
  await page.route('**/api/quote-requests/stats**', (route) => route.abort());
  await page.goto('/customer');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByRole('alert')).toContainText('We could not load your summary.');
  await page.unroute('**/api/quote-requests/stats**');
  await summary.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('stat-Active Quotes')).toHaveText('0');
  await expect(summary.getByRole('alert')).toBeHidden();
});

test('a customer who opens the quote page of their own request sees that request', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Own Quote Page');
  const gardener = await apiAccount(request, 'Other Gardener', { services: ['gardening'] });
  const made = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: { ...REQUEST, description: 'Prune the roses.' },
  });
  const id = ((await made.json()) as { id: string }).id;
  await request.post('/api/quotes', {
    headers: gardener.headers,
    data: { quoteRequestId: id, amount: 350, message: 'Roses are my thing.' },
  });
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/quote/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Request');
  await expect(page.getByText('Your quote')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Submit a Quote' })).toBeHidden();
  const card = page.getByTestId('request-card');
  await expect(card).toContainText('Prune the roses.');
  await expect(card).toContainText('Other Gardener');
  await expect(card.getByRole('button', { name: 'Accept' })).toBeVisible();
  // How many of the five places are taken.
  await expect(card.getByTestId('quote-places')).toHaveText('1 of 5 places taken');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/customer$/);
});
