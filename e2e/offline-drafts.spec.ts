import { apiAccount, appTookOver, expect, signIn, test } from './fixtures';
import { chooseAddress } from './support/address';
import { axeClean } from './support/axe-clean';
import { workerControls } from './support/service-worker';

/**
 * A request survives a dropped signal (issue 52): what is typed is there again after a reload,
 * a request sent without signal waits on the phone (a reload offline too), and it is sent by
 * itself when the signal returns, exactly once. With the service worker, which keeps the pages
 * opened for offline, as a phone has it.
 */
test.use({
  serviceWorkers: 'allow',
  // The page's own calls fail while offline, as they do on a phone without signal.
  allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to load resource/,
});

for (const run of [
  { name: 'phone', width: 360, height: 780, scheme: 'dark' as const },
  { name: 'desktop', width: 1280, height: 900, scheme: 'light' as const },
]) {
  test(`a request typed and sent without signal goes once the signal returns (${run.name})`, async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: run.width, height: run.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), run.scheme);
    const customer = await apiAccount(request, `Offline ${run.name} Customer`);
    const description = `The kitchen tap drips all night (${run.name}).`;
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await workerControls(page);
    await page.goto('/request?service=plumbing');
    await appTookOver(page);

    // Typed, then the tab reloads: nothing is lost, and the page says where it came from.
    await page.getByLabel('Description').fill(description);
    await chooseAddress(page, 'Claremo', /Claremont/);
    await page.locator('label').filter({ hasText: 'Emergency (today)' }).click();
    await page.reload();
    await appTookOver(page);
    await expect(page.getByLabel('Description')).toHaveValue(description);
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(/Claremont/);
    await expect(page.getByTestId('typed-note')).toHaveText(
      'Filled in with what you typed on this phone before. Start again',
    );

    // The signal drops as it is sent: kept on the phone, and the page says so.
    const posts: string[] = [];
    page.on('request', (one) => {
      if (one.method() === 'POST' && new URL(one.url()).pathname === '/api/quote-requests')
        posts.push(one.headers()['idempotency-key'] ?? '');
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const waiting = page.getByTestId('waiting-note');
    await expect(waiting).toHaveText(
      'No signal: your request is kept on this phone and goes by itself once you are back online.',
    );
    await expect(page).toHaveURL(/\/request/);
    await axeClean(page, `request waiting for signal ${run.name}`);
    await page.screenshot({ path: `test-results/request-waiting-${run.name}-${run.scheme}.png` });

    // Reloaded still offline: the page the phone kept, the request still waiting.
    await page.reload();
    await expect(waiting).toBeVisible();
    await expect(page.getByLabel('Description')).toHaveValue(description);

    // The signal returns: sent by itself, once, with the key its first try had.
    await context.setOffline(false);
    await expect(page).toHaveURL(/\/customer$/, { timeout: 20_000 });
    await expect(page.getByText('Request submitted!').first()).toBeVisible();
    const mine = (await (
      await request.get('/api/quote-requests', { headers: customer.headers })
    ).json()) as { description: string }[];
    expect(mine.filter((one) => one.description === description)).toHaveLength(1);
    expect(new Set(posts.filter(Boolean)).size).toBeLessThanOrEqual(1);

    // Sent: the form starts empty again, and nothing waits.
    await page.goto('/request');
    await appTookOver(page);
    await expect(page.getByLabel('Description')).toHaveValue('');
    await expect(page.getByTestId('typed-note')).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('khaya:request-draft'),
        localStorage.getItem('khaya:request-typing'),
      ]),
    ).toEqual([null, null]);
  });
}

test('starting again empties a form filled from the phone', async ({ page, request }) => {
  const customer = await apiAccount(request, 'Offline Start Again');
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/request');
  await appTookOver(page);
  await page.getByLabel('Description').fill('The hedge needs cutting back.');
  await page.reload();
  await appTookOver(page);
  await expect(page.getByLabel('Description')).toHaveValue('The hedge needs cutting back.');
  await page.getByRole('button', { name: 'Start again' }).click();
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(page.getByTestId('typed-note')).toHaveCount(0);
  await page.reload();
  await appTookOver(page);
  await expect(page.getByLabel('Description')).toHaveValue('');
});

/**
 * A message written without signal (issue 52): the plumber's words in the box survive a reload;
 * sent offline, the message waits at the thread's foot and says so (a reload offline too), and
 * goes by itself when the signal returns, once.
 */
test('a message sent without signal waits on the phone and goes once the signal returns', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const customer = await apiAccount(request, 'Offline Message Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The outside tap will not close.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Friday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const plumber = await apiAccount(request, 'Offline Message Plumbing', {
    services: ['plumbing'],
  });
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await workerControls(page);
  await page.goto(`/quote/${requestId}#messages`);
  await appTookOver(page);
  const box = page.getByRole('textbox', { name: /Write to/ });
  await box.fill('Is the tap');
  await page.reload();
  await appTookOver(page);
  await expect(box).toHaveValue('Is the tap');

  const posts: string[] = [];
  page.on('request', (one) => {
    if (one.method() === 'POST' && one.url().endsWith(`/api/quote-requests/${requestId}/messages`))
      posts.push(one.headers()['idempotency-key'] ?? '');
  });
  await context.setOffline(true);
  const text = 'Is the tap brass or plastic? I can come at 8 tomorrow.';
  await box.fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const waiting = page.getByTestId('waiting-message');
  await expect(waiting).toContainText(text);
  await expect(waiting).toContainText('No signal: waiting on this phone, sends by itself');
  await expect(box).toHaveValue('');
  await axeClean(page, 'a message waiting for signal');
  await page
    .getByTestId('message-thread')
    .screenshot({ path: 'test-results/message-waiting-phone-dark.png' });

  // Reloaded still offline: the kept page, the message still waiting.
  await page.reload();
  await expect(waiting).toContainText(text);

  // The signal returns: in the thread, once.
  await context.setOffline(false);
  await expect(page.getByTestId('message').filter({ hasText: text })).toBeVisible({
    timeout: 40_000,
  });
  await expect(waiting).toHaveCount(0);
  const thread = await request.get(`/api/quote-requests/${requestId}/messages`, {
    headers: plumber.headers,
  });
  const { messages } = (await thread.json()) as { messages: { text: string }[] };
  expect(messages.filter((one) => one.text === text)).toHaveLength(1);
  expect(new Set(posts.filter(Boolean)).size).toBeLessThanOrEqual(1);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('khaya:waiting-messages'),
      localStorage.getItem('khaya:message-typing'),
    ]),
  ).toEqual([null, null]);
});

/**
 * A quote sent without signal (issue 52): it waits on the plumber's phone (a reload offline
 * too, the form filled with it) and goes by itself when the signal returns, once. On a desktop
 * in the light.
 */
test('a quote sent without signal waits on the phone and goes once the signal returns', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const customer = await apiAccount(request, 'Offline Quote Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The shower mixer drips.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Friday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const plumber = await apiAccount(request, 'Offline Quote Plumbing', { services: ['plumbing'] });
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await workerControls(page);
  await page.goto(`/quote/${requestId}`);
  await appTookOver(page);
  const posts: string[] = [];
  page.on('request', (one) => {
    if (one.method() === 'POST' && new URL(one.url()).pathname === '/api/quotes')
      posts.push(one.headers()['idempotency-key'] ?? '');
  });

  await context.setOffline(true);
  await page.getByLabel('Amount (ZAR)').fill('650');
  await page.getByLabel('Message (optional)').fill('A new cartridge, fitted the same day.');
  await page.getByRole('button', { name: 'Submit Quote' }).click();
  const waiting = page.getByTestId('waiting-note');
  await expect(waiting).toHaveText(
    'No signal: your quote is kept on this phone and goes by itself once you are back online.',
  );
  await axeClean(page, 'a quote waiting for signal');
  await page.screenshot({ path: 'test-results/quote-waiting-desktop-light.png', fullPage: true });

  // Reloaded still offline: the kept page, the form filled with the waiting quote.
  await page.reload();
  await expect(waiting).toBeVisible();
  await expect(page.getByLabel('Amount (ZAR)')).toHaveValue('650');

  // The signal returns: sent by itself, once, and the plumber is on the dashboard.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/provider$/, { timeout: 40_000 });
  await expect(page.getByText('Quote submitted!').first()).toBeVisible();
  const compared = await request.get(`/api/quote-requests/${requestId}/comparison`, {
    headers: customer.headers,
  });
  const list = ((await compared.json()) as { quotes: { amount: number }[] }).quotes;
  expect(list.map((one) => one.amount)).toEqual([650]);
  expect(new Set(posts.filter(Boolean)).size).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => localStorage.getItem('khaya:waiting-quotes'))).toBeNull();
});
