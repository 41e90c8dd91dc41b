import { addDays, dayLabel, southAfricanToday } from '../src/domain/when';
import { apiAccount, expect, signIn, test } from './fixtures';

// The sign-in check logs the browser's 404 for a user record lookup on first visits.
test.use({ allowConsoleErrors: /status of 404/ });

test('a provider takes days off on the dashboard: a request wanted only then leaves its list, and comes back', async ({
  page,
  request,
}) => {
  const today = southAfricanToday();
  const plumber = await apiAccount(request, 'Leave Taking Plumbing', {
    services: ['plumbing'],
    location: 'Sea Point, Cape Town, Western Cape',
  });
  const owner = await apiAccount(request, 'Days Off Customer');
  const description = `Geyser thermostat to replace, ref ${Date.now()}.`;
  const posted = await request.post('/api/quote-requests', {
    headers: owner.headers,
    data: {
      serviceType: 'plumbing',
      description,
      location: 'Green Point, City of Cape Town, Western Cape, South Africa',
      latitude: -33.9065,
      longitude: 18.4045,
      when: { kind: 'dates', dates: [{ date: addDays(today, 5), window: 'morning' }] },
    },
  });
  expect(posted.status()).toBe(201);

  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider');
  const lead = page.getByTestId('provider-request-card').filter({ hasText: description });
  await expect(lead).toBeVisible();
  await expect(lead).toContainText(`${dayLabel(addDays(today, 5))}, morning (07:00-12:00)`);

  const card = page.getByRole('heading', { name: 'Days off' }).locator('xpath=ancestor::div[2]');
  await expect(page.getByText('No days off ahead.')).toBeVisible();
  // A last day before the first is refused where it was typed.
  await card.getByText('Add days off').click();
  await card.getByLabel('First day off').fill(addDays(today, 4));
  await card.getByLabel('Last day off').fill(addDays(today, 3));
  await card.getByRole('button', { name: 'Save days off' }).click();
  await expect(card.getByRole('alert')).toHaveText('The last day off cannot be before the first');
  await card.getByLabel('Last day off').fill(addDays(today, 6));
  await card.getByLabel('Note (optional)').fill('Leave');
  await card.getByRole('button', { name: 'Save days off' }).click();
  const stretch = `${dayLabel(addDays(today, 4))} to ${dayLabel(addDays(today, 6))}`;
  await expect(page.getByRole('list', { name: 'Your days off' })).toContainText(
    `${stretch} · Leave`,
  );
  await expect(lead).toHaveCount(0);

  // Back early: removed, the request is on the list again.
  await page.getByRole('button', { name: `Remove ${stretch}` }).click();
  await expect(page.getByText('No days off ahead.')).toBeVisible();
  await expect(lead).toBeVisible();
});
