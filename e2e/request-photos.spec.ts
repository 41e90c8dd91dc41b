import { axeClean } from './support/axe-clean';
import { cameraPhoto, expectLoaded } from './support/photos';
import { apiAccount, expect, signIn, signOut, test } from './fixtures';
import { chooseAddress } from './support/address';

/**
 * A customer asks for a plumber in an emergency, answering the plumbing questions, with a photo
 * on the form, then adds another to the request from its page (made smaller on the phone
 * before they are sent); the plumber in range sees the thumbnails on its dashboard's card and on
 * the quote page, and opens one. On a phone in the dark and on a desktop in the light, axe-clean.
 */
for (const run of [
  { name: 'phone', width: 360, height: 780, scheme: 'dark' as const },
  { name: 'desktop', width: 1280, height: 900, scheme: 'light' as const },
]) {
  test(`a customer adds photos; the plumber in range sees and opens them (${run.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: run.width, height: run.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), run.scheme);
    const customer = await apiAccount(request, `Photo ${run.name} Customer`);
    const description = `The geyser drips from its valve (${run.name}).`;
    const plumber = await apiAccount(request, `Photo Plumbing ${run.name}`, {
      services: ['plumbing'],
    });
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(3_000_000);

    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    // The request from the form: an emergency, with the plumbing questions answered.
    await page.goto('/request?service=plumbing');
    await page.getByLabel('Description').fill(description);
    await chooseAddress(page, 'Claremo', /Claremont/);
    await page.locator('label').filter({ hasText: 'Emergency (today)' }).click();
    await page.getByLabel("What's wrong?").selectOption('Geyser');
    await page.getByLabel('Is water running or leaking now?').selectOption('yes');
    await page.getByLabel('Geyser size').selectOption('150');
    await page.getByLabel('Geyser age').selectOption('5-10');
    await page.getByLabel('Budget').selectOption('1500-5000');
    // A photo on the form itself, shown small until the request is sent (its part of the form
    // loads when scrolled to).
    await page.getByRole('button', { name: 'Submit Request' }).scrollIntoViewIfNeeded();
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'IMG_2040.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByRole('img', { name: 'Photo 1: IMG_2040.jpg' })).toBeVisible();
    await page.screenshot({
      path: `test-results/request-questions-${run.name}-${run.scheme}.png`,
      fullPage: true,
    });
    await axeClean(page, "the trade's questions on the form");
    const formPhoto = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/api\/quote-requests\/[^/]+\/photos$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Submit Request' }).click();
    // Made smaller on the phone before it left: well under a megabyte, from more than three.
    expect((await formPhoto).postDataBuffer()?.length ?? 0).toBeLessThan(1_000_000);
    await expect(page).toHaveURL(/\/customer$/);
    const mine = await request.get('/api/quote-requests', { headers: customer.headers });
    const requestId = ((await mine.json()) as { id: string; description: string }[]).find(
      (one) => one.description === description,
    )?.id;
    expect(requestId).toBeTruthy();
    const summary = 'Plumbing: Geyser (150 L, 5 to 10 years old) · Water running now';
    await page.goto(`/customer/requests/${requestId}`);
    await expect(page.getByTestId('trade-answers')).toHaveText(summary);
    await expect(page.getByText('Budget: R1 500 to R5 000')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
    // The form loads when asked for; nothing chosen is said at the field.
    await page.getByRole('button', { name: 'Add photos' }).click();
    await page.getByRole('button', { name: 'Add photo', exact: true }).click();
    await expect(page.getByText('Choose a photo to add.')).toBeVisible();
    await page
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Caption (optional)').fill('The valve on top');
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/quote-requests/${requestId}/photos`),
    );
    await page.getByRole('button', { name: 'Add photo', exact: true }).click();
    // What left the phone: well under a megabyte, from a photo of more than three.
    expect((await sent).postDataBuffer()?.length ?? 0).toBeLessThan(1_000_000);
    const strip = page.getByTestId('request-photos');
    await expect(strip.getByRole('img', { name: 'Photo 2: The valve on top' })).toBeVisible();
    await expect(strip.getByRole('img')).toHaveCount(2);
    // The thumbnails load (the page's session cookie fetches them: an <img> sends no token).
    await expectLoaded(strip.getByRole('img').first());
    await page.screenshot({ path: `test-results/request-photos-${run.name}-${run.scheme}.png` });
    await axeClean(page, 'the photos on a request');

    await signOut(page);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/provider');
    // The emergency first on the plumber's list, with its answers.
    const card = page.getByTestId('provider-request-card').first();
    await expect(card).toContainText(description);
    await expect(card.getByTestId('emergency')).toHaveText('Emergency (today)');
    await expect(card.getByTestId('trade-answers')).toHaveText(summary);
    await expect(card.getByTestId('request-photos').getByRole('img')).toHaveCount(2);
    await page.goto(`/quote/${requestId}`);
    const thumbs = page.getByTestId('request-photos');
    await expect(thumbs.getByRole('img', { name: 'Photo 2: The valve on top' })).toBeVisible();
    await expectLoaded(thumbs.getByRole('img').first());
    await page.screenshot({
      path: `test-results/request-photos-quote-${run.name}-${run.scheme}.png`,
    });
    await axeClean(page, 'the photos on the quote page');
    const opened = page.waitForEvent('popup');
    await thumbs.getByRole('link').first().click();
    const full = await opened;
    await full.waitForLoadState();
    expect(full.url()).toContain(`/api/quote-requests/${requestId}/photos/`);
    // The photo itself, 1600 pixels across (the camera's 4000 made smaller on the phone).
    expect(await full.evaluate(() => document.contentType)).toBe('image/webp');
    expect(await full.evaluate(() => document.images[0]?.naturalWidth)).toBe(1600);
    await full.close();

    // The plumber answers in the thread with a photo of its own, and words.
    const thread = page.getByTestId('message-thread');
    await thread.getByPlaceholder(/^Write to /).fill('A valve like this one?');
    await thread
      .getByLabel('Attach a photo')
      .setInputFiles({ name: 'valve.jpg', mimeType: 'image/jpeg', buffer: photo });
    const sentPhoto = thread.getByTestId('message-photo');
    await expect(sentPhoto).toHaveCount(1);
    await expectLoaded(sentPhoto.getByRole('img'));
    await expect(thread.getByTestId('message')).toContainText('A valve like this one?');
    await sentPhoto.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `test-results/message-photo-${run.name}-${run.scheme}.png`,
    });
    await axeClean(page, 'a photo in a thread');

    // The customer sees it in the thread and opens it full size.
    await signOut(page);
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/customer/requests/${requestId}`);
    // The messages, at the page's foot, load when scrolled to.
    await page.getByRole('heading', { name: 'Messages', exact: true }).scrollIntoViewIfNeeded();
    const received = page.getByTestId('message-photo');
    await expect(received.getByRole('img')).toHaveAccessibleName(/^Photo from the provider/);
    const photoTab = page.waitForEvent('popup');
    await received.click();
    const opening = await photoTab;
    await opening.waitForLoadState();
    expect(await opening.evaluate(() => document.images[0]?.naturalWidth)).toBe(1600);
    await opening.close();
  });
}
