import { apiAccount, expect, signIn, signOut, test } from './fixtures';

test.use({ allowConsoleErrors: /status of 404/ });

/**
 * Three quotes of different price types on one request: the provider's form prices one by the
 * hour, the customer compares them side by side (a table on a desktop, cards on a phone), sorts
 * them, and accepts one from the comparison.
 */
for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`a customer compares three quotes and accepts one (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const customer = await apiAccount(request, `Compare ${viewport.name} Customer`);
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description: `Burst pipe under the sink (${viewport.name}).`,
        location: '4 Main Road, Claremont, Cape Town',
        preferredDate: 'Friday',
      },
    });
    const { id: requestId } = (await posted.json()) as { id: string };
    const fixed = await apiAccount(request, `Fixed Price Plumbing ${viewport.name}`, {
      services: ['plumbing'],
    });
    const estimate = await apiAccount(request, `Estimate Plumbing ${viewport.name}`, {
      services: ['plumbing'],
    });
    const hourly = await apiAccount(request, `Hourly Plumbing ${viewport.name}`, {
      services: ['plumbing'],
    });
    expect(
      (
        await request.post('/api/quotes', {
          headers: fixed.headers,
          data: { quoteRequestId: requestId, amount: 1400, message: 'All in.' },
        })
      ).status(),
    ).toBe(201);
    expect(
      (
        await request.post('/api/quotes', {
          headers: estimate.headers,
          data: { quoteRequestId: requestId, priceType: 'estimate', amount: 900, calloutFee: 350 },
        })
      ).status(),
    ).toBe(201);

    // The third plumber prices by the hour in the form: the total shows as they type.
    await signIn(page, hourly.email, hourly.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/quote/${requestId}`);
    await page.getByText('Hourly', { exact: true }).click();
    await page.getByLabel('Rate per hour (ZAR)').fill('400');
    await page.getByLabel('Hours expected').fill('2.5');
    await expect(page.getByTestId('hourly-total')).toHaveText('Total: R1 000');
    await page.getByLabel('Materials included').check();
    // A deposit for materials: at most half the total, said before anything is sent.
    await page.getByLabel('Deposit for materials (ZAR)').fill('600');
    await page.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(
      page.getByText('A deposit can be at most half the total: R500 here'),
    ).toBeVisible();
    await page.getByLabel('Deposit for materials (ZAR)').fill('400');
    await page.getByRole('button', { name: 'Submit Quote' }).click();
    await expect(page).toHaveURL(/\/provider$/);

    // The customer compares them on the request's page, reached from the dashboard's card.
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/customer');
    const card = page
      .getByTestId('request-card')
      .filter({ hasText: `Burst pipe under the sink (${viewport.name}).` });
    await card.getByRole('link', { name: 'Compare quotes' }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/requests/${requestId}$`));
    await expect(page.getByTestId('request-history')).toContainText(
      `Hourly Plumbing ${viewport.name} quoted R1 000`,
    );
    const names = async () =>
      viewport.width >= 1024
        ? page.getByTestId('comparison-table').locator('thead th').allInnerTexts()
        : page.getByTestId('compared-quote').locator('a').allInnerTexts();
    // Lowest price first (the total with the call-out fee): 1 000, 1 250, 1 400.
    await expect
      .poll(async () => (await names()).map((n) => n.split('\n')[0]))
      .toEqual([
        `Hourly Plumbing ${viewport.name}`,
        `Estimate Plumbing ${viewport.name}`,
        `Fixed Price Plumbing ${viewport.name}`,
      ]);
    const region =
      viewport.width >= 1024
        ? page.getByTestId('comparison-table')
        : page.getByRole('list', { name: 'Quotes compared' });
    await expect(region.getByText('Cheapest')).toHaveCount(1);
    await expect(region.getByText('Hourly: R400 × 2.5 h')).toBeVisible();
    await expect(region.getByText('R400 up front')).toBeVisible();
    await page.getByLabel('Sort by').selectOption('start');
    await page.getByLabel('Sort by').selectOption('price');
    await region
      .getByRole('button', { name: `Accept R1 000 from Hourly Plumbing ${viewport.name}` })
      .click();
    await page.getByRole('button', { name: 'Accept quote' }).click();
    await expect(page.getByTestId('request-status')).toHaveText('Accepted');
    await expect(page.getByTestId('provider-contact')).toBeVisible();
    await expect(page.getByTestId('request-history')).toContainText(
      `You accepted Hourly Plumbing ${viewport.name}'s quote of R1 000`,
    );
  });
}
