import type { APIRequestContext, Page } from '@playwright/test';
import { apiAccount, appTookOver, expect, signIn, test, type ApiActor } from './fixtures';
import { axeClean } from './support/axe-clean';
import { cameraPhoto, expectLoaded } from './support/photos';

/**
 * The data saver (issue 52): a customer turns it on in Settings, which says how much data the
 * visit has used; their request's page then asks for no image at all (the request's photos and
 * the plumber's past work wait as 'Tap to show' tiles, the plumber's face is its initials) until
 * a photo is tapped, which shows that one photo where it is; the bell stops asking every minute.
 * Turned off, the photos load by themselves again. On a phone in the dark, the card and the
 * page seen on a desktop in the light too.
 */

/** A plumbing request by `customer` with a photo, quoted by a plumber with a face and past work. */
async function photographedJob(request: APIRequestContext, customer: ApiActor): Promise<string> {
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The geyser valve drips into the ceiling.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Thursday',
    },
  });
  expect(posted.status()).toBe(201);
  const { id: requestId } = (await posted.json()) as { id: string };
  const photo = {
    name: 'IMG_5001.jpg',
    mimeType: 'image/jpeg',
    buffer: await cameraPhoto(800, 600),
  };
  const added = await request.post(`/api/quote-requests/${requestId}/photos`, {
    headers: customer.headers,
    multipart: { file: photo, caption: 'The valve' },
  });
  expect(added.status()).toBe(201);
  const plumber = await apiAccount(request, 'Saver Plumbing', { services: ['plumbing'] });
  const face = await request.put('/api/providers/me/photo', {
    headers: plumber.headers,
    multipart: { file: { ...photo, name: 'me.jpg' } },
  });
  expect(face.ok()).toBe(true);
  const work = await request.post('/api/providers/me/work-photos', {
    headers: plumber.headers,
    multipart: { file: { ...photo, name: 'work.jpg' }, caption: 'A geyser fitted last week' },
  });
  expect(work.status()).toBe(201);
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount: 1400, message: 'A new valve, fitted.' },
  });
  expect(quoted.status()).toBe(201);
  return requestId;
}

/** Every image the page asks the network for from now on (pictures written into the page aside). */
function imagesAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (one) => {
    if (one.resourceType() === 'image' && !one.url().startsWith('data:'))
      asked.push(new URL(one.url()).pathname);
  });
  return asked;
}

test('a customer saves data: no image loads until tapped, the bell waits, and back again', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Saver Customer');
  const requestId = await photographedJob(request, customer);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // The page's clock is the test's: a minute of the bell's waiting passes at once.
  await page.clock.install();
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);

  // Settings: the switch and the visit's data so far.
  await page.goto('/settings');
  await appTookOver(page);
  // The card is below the first screens: its code comes when scrolled to.
  await page.getByRole('heading', { name: 'Data saver' }).scrollIntoViewIfNeeded();
  const saver = page.getByLabel('Save data on this phone');
  await expect(saver).not.toBeChecked();
  await expect(page.getByTestId('data-used')).toHaveText(
    /^This visit has used \d+(\.\d)? (KB|MB) of data so far\.$/,
  );
  await saver.check();
  await expect(saver).toBeChecked();
  await saver.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/data-saver-settings-phone-dark.png' });
  await axeClean(page, 'Settings with the data saver on');

  // The request's page asks for no image.
  const asked = imagesAsked(page);
  const unread: number[] = [];
  page.on('request', (one) => {
    if (new URL(one.url()).pathname === '/api/notifications/unread') unread.push(Date.now());
  });
  await page.goto(`/customer/requests/${requestId}`);
  await appTookOver(page);
  const photos = page.getByTestId('request-photos');
  const tile = photos.getByRole('link', {
    name: 'Photo 1: The valve: not loaded, to save data. Tap to show it.',
  });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('Tap to show');
  await expect(page.getByText('Saver Plumbing').first()).toBeVisible();
  const pastWork = page.getByRole('link', {
    name: 'A geyser fitted last week: not loaded, to save data. Tap to show it.',
  });
  await pastWork.scrollIntoViewIfNeeded();
  await expect(pastWork).toBeVisible();
  await page.screenshot({ path: 'test-results/data-saver-request-phone-dark.png', fullPage: true });
  await axeClean(page, "a request's page with the data saver on");
  // The bell asked once as the page started; two minutes on it has not asked again.
  const askedAtStart = unread.length;
  await page.clock.runFor(125_000);
  await expect(page.getByTestId('saved-photo').first()).toBeVisible();
  expect(unread.length).toBe(askedAtStart);
  expect(asked).toEqual([]);

  // A tap shows that photo where it is, and opens nothing.
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  await tile.click();
  const shown = photos.getByRole('img', { name: 'Photo 1: The valve' });
  await expectLoaded(shown);
  expect(popups).toEqual([]);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/\/thumb$/);
  await expect(pastWork).toBeVisible();

  // On a desktop in the light: the same.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await appTookOver(page);
  await expect(
    page.getByRole('link', {
      name: 'Photo 1: The valve: not loaded, to save data. Tap to show it.',
    }),
  ).toBeVisible();
  await page.screenshot({
    path: 'test-results/data-saver-request-desktop-light.png',
    fullPage: true,
  });
  expect(asked).toHaveLength(1);

  // Off again in Settings: the photos and the face load by themselves, and the bell asks again.
  await page.goto('/settings');
  await appTookOver(page);
  await page.getByRole('heading', { name: 'Data saver' }).scrollIntoViewIfNeeded();
  await page.getByLabel('Save data on this phone').uncheck();
  await page.screenshot({ path: 'test-results/data-saver-settings-desktop-light.png' });
  await page.goto(`/customer/requests/${requestId}`);
  await appTookOver(page);
  await expectLoaded(page.getByTestId('request-photos').getByRole('img').first());
  await expect(page.getByTestId('saved-photo')).toHaveCount(0);
  const before = unread.length;
  await page.clock.runFor(65_000);
  await expect.poll(() => unread.length).toBeGreaterThan(before);
});
