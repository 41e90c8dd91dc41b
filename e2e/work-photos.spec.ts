import type { APIRequestContext } from '@playwright/test';
import { axeClean } from './support/axe-clean';
import { cameraPhoto, expectLoaded } from './support/photos';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import {
  apiAccount,
  ensureDemoAccount,
  expect,
  signIn,
  signOut,
  test,
  type ApiActor,
} from './fixtures';

/** A plumbing request by `customer` that `plumber` quoted on (and, if `done`, did and both reviewed). */
async function plumbingJob(
  request: APIRequestContext,
  customer: ApiActor,
  plumber: ApiActor,
  description: string,
  done: boolean,
): Promise<string> {
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description,
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Thursday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount: 1400, message: 'Parts and labour.' },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };
  if (!done) return requestId;
  const post = async (url: string, actor: ApiActor, data?: object) =>
    expect((await request.post(url, { headers: actor.headers, data })).ok()).toBe(true);
  await post(`/api/quotes/${quoteId}/accept`, customer);
  await post(`/api/quote-requests/${requestId}/complete`, customer);
  await post(`/api/quote-requests/${requestId}/reviews`, customer, {
    rating: 5,
    comment: 'Tidy work and no mess left.',
  });
  await post(`/api/quote-requests/${requestId}/reviews`, plumber, { rating: 5 });
  return requestId;
}

/**
 * A plumber adds a photo of a finished job from its dashboard on a phone in the dark, linked to
 * that Khaya job; a customer comparing the plumber's quote on a desktop in the light sees it in
 * the 'Past work' row, and on the plumber's page with the job's review, and reports it; the
 * admin desk sees it and takes it down. Axe-clean each time.
 */
test('a provider shows past work; a customer sees it in the comparison and on its page', async ({
  page,
  request,
}) => {
  const plumber = await apiAccount(request, 'Past Work Plumbing', { services: ['plumbing'] });
  const earlier = await apiAccount(request, 'Lindiwe Dube');
  const jobId = await plumbingJob(
    request,
    earlier,
    plumber,
    'Fit a new 150 L geyser in the roof.',
    true,
  );
  const customer = await apiAccount(request, 'Comparing Customer');
  const requestId = await plumbingJob(
    request,
    customer,
    plumber,
    'The bathroom tap drips all night.',
    false,
  );
  const { id: providerId } = (await (
    await request.get('/api/providers/me', { headers: plumber.headers })
  ).json()) as { id: string };

  // The plumber, on a phone in the dark.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider');
  // The card loads when scrolled to (it is below the dashboard's first view).
  await page.getByTestId('past-work-placeholder').scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Photos of past work' })).toBeVisible();
  await expect(page.getByText('No photos yet.', { exact: false })).toBeVisible();
  await page.getByText('Add a photo of past work', { exact: true }).click();
  const form = page.getByRole('form', { name: 'Add a photo of past work' });
  await form.getByRole('button', { name: 'Add photo' }).click();
  await expect(form.getByText('Choose a photo to add.')).toBeVisible();
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'IMG_3001.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(3000, 2000),
  });
  await form.getByLabel('Caption (optional)').fill('New geyser in the roof');
  const job = form.getByLabel('Khaya job it shows (optional)');
  await expect(job.locator(`option[value="${jobId}"]`)).toContainText(
    'Fit a new 150 L geyser in the roof.',
  );
  await job.selectOption(jobId);
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/providers/me/work-photos'),
  );
  await form.getByRole('button', { name: 'Add photo' }).click();
  expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(1_000_000);
  const own = page.getByRole('list', { name: 'Your photos of past work' });
  await expect(own.getByRole('img', { name: 'Past work 1: New geyser in the roof' })).toBeVisible();
  await expect(own).toContainText('Plumbing job through Khaya');
  await expect(own).toContainText('5 of 5 from Lindiwe D.');
  await expectLoaded(own.getByRole('img').first());
  // A second, then taken off again from its tile.
  await page.getByText('Add a photo of past work', { exact: true }).click();
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'IMG_3002.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(3000, 2000),
  });
  await form.getByRole('button', { name: 'Add photo' }).click();
  await expect(own.getByRole('img')).toHaveCount(2);
  await expect(page.getByText('2 of 12', { exact: false })).toBeVisible();
  await own.getByRole('button', { name: 'Remove past work 1' }).click();
  await expect(own.getByRole('img')).toHaveCount(1);
  await expect(own.getByRole('img', { name: 'Past work 1: New geyser in the roof' })).toBeVisible();
  await page.screenshot({
    path: 'test-results/work-photos-provider-phone-dark.png',
    fullPage: true,
  });
  await axeClean(page, "the provider's photos of past work");

  // A customer comparing quotes, on a desktop in the light.
  await signOut(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/customer/requests/${requestId}`);
  const strip = page.getByTestId('comparison-table').getByTestId('past-work-strip');
  await expect(strip.getByRole('img', { name: 'New geyser in the roof' })).toBeVisible();
  await expectLoaded(strip.getByRole('img').first());
  await page.screenshot({ path: 'test-results/work-photos-comparison-desktop-light.png' });
  await axeClean(page, "the comparison's past work");

  await page.goto(`/providers/${providerId}`);
  const pastWork = page.getByTestId('past-work');
  await expect(page.getByRole('heading', { name: 'Past work', exact: true })).toBeVisible();
  await expect(pastWork).toContainText('New geyser in the roof');
  await expect(pastWork).toContainText('“Tidy work and no mess left.”');
  await expectLoaded(pastWork.getByRole('img').first());
  // The photo itself opens from its thumbnail.
  const full = await request.get(
    (await pastWork.getByRole('link').first().getAttribute('href')) ?? '',
  );
  expect([full.status(), full.headers()['content-type']]).toEqual([200, 'image/webp']);
  await page.screenshot({
    path: 'test-results/work-photos-page-desktop-light.png',
    fullPage: true,
  });
  await axeClean(page, 'past work on the public page');

  // The customer reports it; the admin desk sees the photo and takes it down.
  await pastWork.getByRole('button', { name: 'Report' }).click();
  await pastWork.getByRole('textbox').fill('This is a photo from a catalogue');
  await pastWork.getByRole('button', { name: 'Send report' }).click();
  await expect(
    pastWork.getByText('Reported. Thank you: Khaya will look at this photo.'),
  ).toBeVisible();
  await signOut(page);
  const admin = DEMO_ACCOUNTS.admin;
  await ensureDemoAccount(admin);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Reports' }).click();
  const item = page.getByRole('region', {
    name: "Photo of past work on Past Work Plumbing's page",
  });
  await expect(item).toContainText('This is a photo from a catalogue');
  await expectLoaded(item.getByRole('img', { name: 'The reported photo: New geyser in the roof' }));
  await page.screenshot({ path: 'test-results/work-photos-desk-desktop-light.png' });
  await axeClean(page, 'a reported photo on the admin desk');
  await item.getByLabel('Your reason (kept in the audit trail)').fill('Not their own work');
  await item.getByRole('button', { name: 'Hide it' }).click();
  await expect(item).toHaveCount(0);
  await page.goto(`/providers/${providerId}`);
  await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
  await expect(page.getByTestId('past-work')).toHaveCount(0);
});
