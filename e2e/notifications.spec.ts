import { apiAccount, expect, mailboxEmail, signIn, test } from './fixtures';

// The sign-in check logs the browser's 404 for a user record lookup on first visits; a wrong
// WhatsApp code is typed on purpose (400).
test.use({ allowConsoleErrors: /status of (400|404)/ });

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

test('a lead email lands in the dev mailbox; its link stops lead emails, and Settings shows and changes the choice', async ({
  page,
  request,
}) => {
  const plumber = await apiAccount(request, 'Mailbox Plumbing Claremont', {
    services: ['plumbing'],
  });
  const customer = await apiAccount(request, 'Lerato Mailbox');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The bathroom tap will not stop running.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Saturday',
    },
  });
  expect(posted.status()).toBe(201);

  // The embedded mailbox shows the lead email within seconds, with its unsubscribe link.
  const email = await mailboxEmail(page, plumber.email, 'New plumbing request in Claremont');
  await expect(email).toContainText('The bathroom tap will not stop running.');
  await email.locator('a[href*="/unsubscribe?token="]').click();

  await expect(
    page.getByRole('heading', { name: 'Stop emails about new requests near you?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('heading', { name: 'Done: no more of these emails' })).toBeVisible();

  await signIn(page, plumber.email, plumber.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const leadEmails = page.locator('#leads-email');
  await expect(leadEmails).not.toBeChecked();
  await expect(page.locator('#quotes-email')).toBeChecked();
  await leadEmails.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(leadEmails).toBeChecked();

  // WhatsApp: only with the number and the box ticked; then its column can be chosen (its card
  // loads when scrolled to).
  await page.getByRole('heading', { name: 'WhatsApp', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.locator('#leads-whatsapp')).toBeDisabled();
  await page.getByLabel('WhatsApp number').fill('082 123 4567');
  await page.getByRole('button', { name: 'Turn on WhatsApp' }).click();
  await expect(page.getByText('Tick the box to agree to WhatsApp messages')).toBeVisible();
  await page.getByLabel(/Send me WhatsApp messages from Khaya/).click();
  await page.getByRole('button', { name: 'Turn on WhatsApp' }).click();
  // The number is proved first: a code goes to it by WhatsApp (the dev mailbox here).
  await expect(page.getByTestId('whatsapp-pending')).toContainText('+27 82 123 4567');
  await expect(page.locator('#leads-whatsapp')).toBeDisabled();
  const codeField = page.getByLabel('Code from WhatsApp');
  await codeField.fill('12');
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('Enter the 6-digit code from the WhatsApp message')).toBeVisible();
  let code = '';
  await expect(async () => {
    const caught = (await (await request.get('/api/dev/mailbox')).json()) as {
      channel: string;
      to: string;
      text: string;
    }[];
    const message = caught.find((m) => m.channel === 'whatsapp' && m.to === '+27821234567');
    code = /\d{6}/.exec(message?.text ?? '')?.[0] ?? '';
    expect(code).not.toBe('');
  }).toPass({ timeout: 10_000 });
  await codeField.fill(code === '000000' ? '000001' : '000000');
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByText('That code is not right.')).toBeVisible();
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await expect(page.getByTestId('whatsapp-status')).toContainText('+27 82 123 4567');
  await expect(page.locator('#leads-whatsapp')).toBeChecked();
  await page.reload();
  await expect(page.getByTestId('whatsapp-status')).toContainText('+27 82 123 4567');
  await page.getByRole('button', { name: 'Turn off WhatsApp' }).click();
  await expect(page.getByRole('button', { name: 'Turn on WhatsApp' })).toBeVisible();
  await expect(page.locator('#leads-whatsapp')).toBeDisabled();
});
