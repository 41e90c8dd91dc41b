import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { apiAccount, expect, openEmailChangeLink, signIn, test } from './fixtures';

// The sign-in check logs the browser's 404 for a user record lookup on first visits; a deleted
// account's last refreshes are refused; and the tests type a wrong password and sign in with a
// deleted account on purpose (Firebase answers 400, which the app logs).
test.use({
  allowConsoleErrors: /status of (400|401|404)|auth\/(user-not-found|wrong-password)/,
});

test('a person changes their phone, downloads their data and deletes their account', async ({
  page,
  request,
}) => {
  const person = await apiAccount(request, 'Privacy Person');
  const plumber = await apiAccount(request, 'Privacy Plumbing Claremont', {
    services: ['plumbing'],
  });
  const posted = await request.post('/api/quote-requests', {
    headers: person.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The outside tap leaks.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Friday',
    },
  });
  expect(posted.status()).toBe(201);
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount: 450 },
  });
  expect(quoted.status()).toBe(201);

  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);

  // The phone: a bad number is refused with the reason, a good one saved in one form.
  const phone = page.getByLabel('Phone number', { exact: true });
  await phone.fill('12345');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText(/Enter a South African number/)).toBeVisible();
  await phone.fill('082 555 1234');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+27 82 555 1234');
  const record = await request.get('/api/users/me', { headers: person.headers });
  expect(((await record.json()) as { phone: string }).phone).toBe('+27825551234');

  // The export: one JSON file with the request in it (its card loads when scrolled to).
  await page.getByRole('heading', { name: 'Your data', exact: true }).scrollIntoViewIfNeeded();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^khaya-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = await download.path();
  const data = JSON.parse(fs.readFileSync(saved, 'utf8')) as {
    account: { email: string; phone: string };
    quoteRequests: { id: string }[];
    quotesReceived: unknown[];
  };
  expect(data.account).toMatchObject({ email: person.email, phone: '+27825551234' });
  expect(data.quoteRequests.map((item) => item.id)).toEqual([requestId]);
  expect(data.quotesReceived).toHaveLength(1);
  expect(JSON.stringify(data)).not.toContain(plumber.email);

  // Deleting: the email must be typed; then the account is gone and cannot sign in.
  const confirm = page.getByLabel(`Type ${person.email} to confirm`);
  await confirm.fill('someone@else.co.za');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Type the email address of this account to confirm.')).toBeVisible();
  await confirm.fill(person.email);
  // And the password proves it is the person (not a stolen session or an open tab).
  const password = page.getByLabel('Your password', { exact: true });
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Enter your password to confirm.')).toBeVisible();
  await password.fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Incorrect password.')).toBeVisible();
  await password.fill(person.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  await signIn(page, person.email, person.password);
  await expect(page.getByText('Sign in failed').first()).toBeVisible();
  // The plumber was told the request is closed.
  const notes = await request.get('/api/notifications', { headers: plumber.headers });
  const texts = JSON.stringify(await notes.json());
  expect(texts).toContain(requestId);
  expect(texts).not.toContain('Privacy Person');
});

test('a person changes their password and their email in Settings', async ({ page, request }) => {
  const person = await apiAccount(request, 'Changing Person');
  await signIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');

  // A wrong current password is refused with the spec's words.
  await page
    .getByRole('form', { name: 'Change your password' })
    .getByLabel('Current password')
    .fill('wrong-one');
  await page.getByLabel('New password', { exact: true }).fill('newsecret1');
  await page.getByLabel('New password again').fill('newsecret1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Incorrect password.')).toBeVisible();
  await page
    .getByRole('form', { name: 'Change your password' })
    .getByLabel('Current password')
    .fill(person.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed.')).toBeVisible();

  const next = person.email.replace('@', '.moved@');
  const emailForm = page.getByRole('form', { name: 'Change your email' });
  await emailForm.getByLabel('New email').fill(next);
  await emailForm.getByLabel('Current password').fill('newsecret1');
  await page.getByRole('button', { name: 'Change email' }).click();
  // Nothing changes until the new address is proved: a link goes to it.
  await expect(
    page.getByText(`We sent a link to ${next}. Open it to finish the change`),
  ).toBeVisible();
  await expect(page.getByText(`Emails go to ${person.email}.`)).toBeVisible();
  await openEmailChangeLink(next);

  // Signed in with the new address, the record follows and our emails go there.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await signIn(page, next, 'newsecret1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page.getByText(`Emails go to ${next}.`)).toBeVisible();
});

test('the privacy page is linked from the footer and the sign-up form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Your privacy at Khaya' })).toBeVisible();
  await expect(page.getByText(/Google Firebase\s+handles sign-in/)).toBeVisible();
  await page.goto('/register');
  await page.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('a provider adds a profile photo in Settings, and customers see it on the provider page', async ({
  page,
  request,
}) => {
  const painter = await apiAccount(request, 'Photo Cleaning Claremont', {
    services: ['cleaning'],
  });
  const own = await request.get('/api/providers/me', { headers: painter.headers });
  const { id } = (await own.json()) as { id: string };
  await signIn(page, painter.email, painter.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
  // A phone camera's photo, far over the 2 MB the server takes: it is made small on the phone.
  const [width, height] = [3000, 2000];
  const camera = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(camera.length).toBeGreaterThan(3 * 1024 * 1024);
  const sent = page.waitForRequest(
    (req) => req.url().endsWith('/api/providers/me/photo') && req.method() === 'PUT',
  );
  await page
    .getByLabel('Profile photo file')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: camera });
  expect((await sent).postDataBuffer()?.length).toBeLessThan(1024 * 1024);
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await page.goto(`/providers/${id}`);
  const avatar = page.locator('main img[src^="/api/photos/"]').first();
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
});
