import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAccount, ensureDemoAccount, expect, signIn, signOut, test } from './fixtures';

/** A phone camera's photo of a document: 4000 by 3000 pixels, over the 5 MB a file may be. */
async function cameraPhoto() {
  const [width, height] = [1000, 750];
  const grain = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();
  return sharp(grain).resize(4000, 3000, { kernel: 'nearest' }).jpeg({ quality: 97 }).toBuffer();
}
const UPLOAD_LIMIT = 5 * 1024 * 1024;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const today = () => new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);

async function sendDocument(
  page: Page,
  heading: string,
  fill: (form: ReturnType<Page['getByRole']>) => Promise<unknown>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const card = page.getByRole('region', { name: heading });
  await card.getByRole('button', { name: /Upload|Send it again/ }).click();
  const form = card.getByRole('form', { name: 'Upload' });
  await fill(form);
  await form.getByLabel('File').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(card.getByText('Waiting for a check')).toBeVisible();
}

test('a provider sends documents, an admin checks them, and the badge shows on Browse Providers', async ({
  page,
  request,
}) => {
  // The demo's admin (seeded with the app; another test may have cleared the emulator's accounts).
  const admin = DEMO_ACCOUNTS.admin;
  await ensureDemoAccount(admin);
  const provider = await apiAccount(request, 'Verified Pending Cleaning', {
    services: ['cleaning'],
  });
  const name = 'Verified Pending Cleaning';

  // The provider finds the verification page on the dashboard and sends both documents; a file
  // too large is refused before anything is sent.
  await signIn(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider');
  await page.getByRole('link', { name: 'Get verified' }).click();
  await expect(page).toHaveURL(/\/provider\/verification$/);
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();

  const idCard = page.getByRole('region', { name: 'ID document' });
  await idCard.getByRole('button', { name: 'Upload' }).click();
  await idCard.getByLabel('File').setInputFiles({
    name: 'huge.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
  });
  await idCard
    .getByRole('form', { name: 'Upload' })
    .getByRole('button', { name: 'Upload' })
    .click();
  await expect(idCard.getByText('The file is larger than 5 MB.', { exact: false })).toBeVisible();
  await expect(idCard.getByText('Choose the type of document')).toBeVisible();
  await idCard.getByRole('button', { name: 'Cancel' }).click();

  const camera = await cameraPhoto();
  expect(camera.length).toBeGreaterThan(UPLOAD_LIMIT);
  const sent = page.waitForRequest(
    (req) => req.url().endsWith('/api/providers/me/documents') && req.method() === 'POST',
  );
  await sendDocument(
    page,
    'ID document',
    (form) => form.getByLabel('Type of document').selectOption('sa_id'),
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: camera },
  );
  // Made smaller on the phone before it was sent.
  expect((await sent).postDataBuffer()?.length).toBeLessThan(UPLOAD_LIMIT);
  await sendDocument(
    page,
    'Proof of address',
    (form) => form.getByLabel('Date on the document').fill(today()),
    { name: 'statement.pdf', mimeType: 'application/pdf', buffer: PDF },
  );
  await signOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // A visitor at the desk's address learns nothing of it, not even from the title.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await expect(page).toHaveTitle('Please Sign In · Khaya');
  await expect(page.getByRole('main')).not.toContainText(/admin/i);

  // The admin opens each document beside the provider's details: approves the ID, refuses the
  // proof of address with a reason from the list.
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin desk' })).toBeVisible();
  await expect(page).toHaveTitle('Admin desk · Khaya');
  const queue = page.getByRole('list', { name: 'Documents' });
  const review = page.getByTestId('document-review');

  await queue
    .getByRole('button')
    .filter({ hasText: name })
    .filter({ hasText: 'ID document' })
    .click();
  await expect(review.getByRole('img', { name: `ID document sent by ${name}` })).toBeVisible();
  await expect(review).toContainText(provider.email);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByRole('button').filter({ hasText: name })).toHaveCount(1);

  await queue.getByRole('button').filter({ hasText: name }).click();
  await review.getByRole('button', { name: 'Refuse…' }).click();
  await review.getByRole('button', { name: 'Refuse document' }).click();
  await expect(review.getByText('Choose a reason from the list')).toBeVisible();
  await review
    .getByLabel('Reason (the provider sees it)')
    .selectOption('Part of the document is cut off');
  await review.getByLabel('A note to the provider (optional)').fill('Show the whole page.');
  await review.getByRole('button', { name: 'Refuse document' }).click();
  await expect(queue.getByRole('button').filter({ hasText: name })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Audit trail' }).click();
  await expect(page.getByTestId('audit-trail')).toContainText('refused a document');
  await expect(page.getByTestId('audit-trail')).toContainText('looked at a document');
  await signOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The provider is told, sees why, and sends the proof again; once approved, the badge shows.
  await signIn(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/notifications');
  await page.getByRole('link', { name: /Your proof of address was not accepted/ }).click();
  await expect(page).toHaveURL(/\/provider\/verification$/);
  const address = page.getByRole('region', { name: 'Proof of address' });
  await expect(address).toContainText('Part of the document is cut off. Show the whole page.');
  await sendDocument(
    page,
    'Proof of address',
    (form) => form.getByLabel('Date on the document').fill(today()),
    { name: 'statement-2.pdf', mimeType: 'application/pdf', buffer: PDF },
  );

  await signOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin desk' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Kind of document').selectOption('proof_of_address');
  await queue.getByRole('button').filter({ hasText: name }).click();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByRole('button').filter({ hasText: name })).toHaveCount(0);

  await page.goto(`/providers?q=${encodeURIComponent(name)}&verified=1`);
  const card = page.getByTestId('provider-card').filter({ hasText: name });
  await expect(card.getByTestId('verified')).toHaveText('ID verified');
  await card.getByRole('button', { name: 'ID verified' }).click();
  await expect(card.getByRole('tooltip')).toContainText(
    'An admin checked an ID document and a recent proof of address.',
  );
});

test("an admin hides a reported review from the desk, and it leaves the provider's page", async ({
  page,
  request,
}) => {
  const admin = DEMO_ACCOUNTS.admin;
  await ensureDemoAccount(admin);
  const plumber = await apiAccount(request, 'Reported Review Plumbing', { services: ['plumbing'] });
  const owner = await apiAccount(request, 'Angry Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: owner.headers,
    data: {
      serviceType: 'plumbing',
      description: 'A dripping outside tap.',
      location: 'Claremont, City of Cape Town, Western Cape, South Africa',
      preferredDate: 'Friday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount: 600 },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };
  for (const [actor, url, data] of [
    [owner, `/api/quotes/${quoteId}/accept`, undefined],
    [owner, `/api/quote-requests/${requestId}/complete`, undefined],
    [
      owner,
      `/api/quote-requests/${requestId}/reviews`,
      { rating: 1, comment: 'Thieves and liars' },
    ],
    [plumber, `/api/quote-requests/${requestId}/reviews`, { rating: 5 }],
  ] as const) {
    const response = await request.post(url, { headers: actor.headers, data });
    expect(response.ok(), await response.text()).toBe(true);
  }
  const me = await request.get('/api/providers/me', { headers: plumber.headers });
  const { id: providerId } = (await me.json()) as { id: string };
  const [review] = (await (await request.get(`/api/providers/${providerId}/reviews`)).json()) as {
    id: string;
  }[];
  const reported = await request.post(`/api/reviews/${review?.id ?? ''}/report`, {
    headers: plumber.headers,
    data: { reason: 'Not about my work' },
  });
  expect(reported.status()).toBe(201);

  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const item = page.getByRole('region', { name: 'Review of Reported Review Plumbing (plumbing)' });
  await expect(item).toContainText('Thieves and liars');
  await expect(item).toContainText('Not about my work');
  await item.getByRole('button', { name: 'Hide it' }).click();
  await expect(item.getByText('Say why, in a few words')).toBeVisible();
  await item.getByLabel('Your reason (kept in the audit trail)').fill('Insults, not a review');
  await item.getByRole('button', { name: 'Hide it' }).click();
  await expect(item).toHaveCount(0);

  await page.goto(`/providers/${providerId}`);
  await expect(page.getByRole('heading', { name: 'Reported Review Plumbing' })).toBeVisible();
  await expect(page.getByText('Thieves and liars')).toHaveCount(0);
});
