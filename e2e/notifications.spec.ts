import { apiAccount, expect, signIn, test } from './fixtures';

// The sign-in check logs the browser's 404 for a user record lookup on first visits.
test.use({ allowConsoleErrors: /status of 404/ });

test("a provider's bell shows a new lead without a reload, and the lead opens its request", async ({
  page,
  request,
}) => {
  const plumber = await apiAccount(request, 'Bell Plumbing Claremont', { services: ['plumbing'] });
  const customer = await apiAccount(request, 'Ayanda Bell');
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notifications');

  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The geyser drips into the ceiling.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Friday morning',
    },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };

  // The bell asks again when the tab comes back into view (and every minute).
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('unread-count')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const lead = page.getByTestId('notification').first();
  await expect(lead).toContainText('New plumbing request in Claremont');
  await expect(lead).toContainText('The geyser drips into the ceiling.');
  await lead.click();
  await expect(page).toHaveURL(new RegExp(`/quote/${id}$`));
  await expect(page.getByText('The geyser drips into the ceiling.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});
