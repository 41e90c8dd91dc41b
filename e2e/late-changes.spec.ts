import { apiAccount, expect, signIn, test } from './fixtures';
import { axeClean } from './support/axe-clean';

/**
 * A quote open on two devices (issue 52, load-shedding): the provider changed it on a tablet
 * while the phone's form stood open without signal; the phone's late change does not overwrite
 * the newer one, and the page says why and shows the quote as it is now.
 */
test.use({ allowConsoleErrors: /status of 409/ });

test('a late change from a second device is refused, and the form shows the newer quote', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Two Devices Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The outside tap leaks (two devices).',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Friday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const plumber = await apiAccount(request, 'Two Devices Plumbing', { services: ['plumbing'] });
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount: 900, message: 'Washer and labour.' },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };

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
  await expect(page.getByText(/^This quote was changed on another phone or tab/)).toBeVisible();
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
