import type { BrowserContext, Page } from '@playwright/test';
import { apiAccount, appTookOver, expect, signIn, signOut, test } from './fixtures';

// A page opened with a refused cookie logs the emulator's 404s and the first lookups as before.
test.use({ allowConsoleErrors: /status of 40[14]|net::ERR_FAILED|net::ERR_INTERNET_DISCONNECTED/ });

const REQUEST = {
  serviceType: 'cleaning',
  description: 'Deep clean of a two-bedroom flat before we move out.',
  location: 'Sea Point, City of Cape Town, Western Cape, South Africa',
  latitude: -33.9155,
  longitude: 18.3879,
  preferredDate: 'Friday morning',
  propertySize: '2 bedrooms',
};

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'khaya_session');
}

/** Signs in and waits until the server holds the session (the app asks for it at once). */
async function signInWithSession(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => sessionCookie(page.context())).toBeTruthy();
}

/** Every request the page makes from now on, as `METHOD host/path`. */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    seen.push(`${request.method()} ${url.host}${url.pathname}`);
  });
  return seen;
}

test('a signed-in page opened from a link shows its data from the document, without Firebase or a call for it', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'First View Customer');
  const made = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: REQUEST,
  });
  expect(made.status()).toBe(201);

  await signInWithSession(page, customer.email, customer.password);
  const cookie = await sessionCookie(page.context());
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');

  const seen = requestsOf(page);
  const document = await page.goto('/customer');
  expect(document?.headers()['cache-control']).toBe('no-store');
  expect(document?.headers()['vary']).toMatch(/cookie/i);
  // The page itself came rendered in the document (ADR 12), and the app took it over as it is.
  const html = (await document?.text()) ?? '';
  expect(html).toContain('<div id="root" data-person="">');
  expect(html).toContain(REQUEST.description);
  await expect(page.getByText(REQUEST.description)).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // The person and the list came with the document: no Firebase, no Google, no second ask.
  expect(seen.filter((line) => /firebase-|googleapis|identitytoolkit|:9099/.test(line))).toEqual(
    [],
  );
  expect(
    seen.filter((line) => /^GET [^/]+\/api\/(users\/firebase|quote-requests)/.test(line)),
  ).toEqual([]);

  // Settings too: how the account signs in, as Firebase has it now, without Firebase's code.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('First View Customer');
  await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
  expect(seen.filter((line) => /firebase-|googleapis|identitytoolkit|:9099/.test(line))).toEqual(
    [],
  );
  await page.goto('/customer');
  // Once the app has taken the page over, a link no longer loads a document.
  await appTookOver(page);

  // Later calls go with the cookie: the notifications page asks the API, and is answered.
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/notifications',
  );
  await page
    .getByRole('link', { name: /Notifications/ })
    .first()
    .click();
  const notifications = await answered;
  expect(notifications.status()).toBe(200);
  expect(notifications.request().headers()['x-khaya-session']).toBe('1');
  expect(notifications.request().headers()['authorization']).toBeUndefined();

  // Signing out ends the session: the cookie goes and the page asks to sign in again.
  await signOut(page);
  await expect.poll(() => sessionCookie(page.context())).toBeUndefined();
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await expect(page.getByText(REQUEST.description)).toBeHidden();
});

test('a cookie the server refuses is replaced, and a page opens as before', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Refused Cookie Customer');
  await request.post('/api/quote-requests', { headers: customer.headers, data: REQUEST });
  await signInWithSession(page, customer.email, customer.password);
  await page
    .context()
    .addCookies([
      { name: 'khaya_session', value: 'not.a.session', url: new URL(page.url()).origin },
    ]);
  await page.goto('/customer');
  // Firebase's session stands in: the data shows, and a new cookie is made from it.
  await expect(page.getByText(REQUEST.description)).toBeVisible();
  await expect
    .poll(async () => (await sessionCookie(page.context()))?.value ?? '')
    .not.toMatch(/^(not\.a\.session)?$/);
  // The new cookie is one the server takes: the next document comes with the data in it. (It may
  // equal the first one: made again from the same Firebase token within a second, it is the same.)
  const again = await page.goto('/customer');
  expect(await again?.text()).toContain(REQUEST.description);
});

test("after a sign-out that could not reach the server, the phone's next person does not see the last one's page", async ({
  page,
  request,
  context,
}) => {
  const customer = await apiAccount(request, 'Offline Signout Customer');
  await request.post('/api/quote-requests', { headers: customer.headers, data: REQUEST });
  await signInWithSession(page, customer.email, customer.password);
  await page.goto('/customer');
  await expect(page.getByText(REQUEST.description)).toBeVisible();

  // Signing out without signal (the menu opened before it went): Firebase forgets the person,
  // the server never hears of it.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await context.setOffline(false);
  expect(await sessionCookie(context)).toBeTruthy();

  // The cookie still comes with the next page, whose document carries that person's page: it is
  // hidden before the app has run (here it never does)...
  await page.route('**/assets/*.js', (route) => route.abort());
  const document = await page.goto('/customer');
  expect(await document?.text()).toContain(REQUEST.description);
  await expect(page.getByText(REQUEST.description)).toBeHidden();
  await page.unroute('**/assets/*.js');
  // ...and the app does not show it, and ends the session.
  await page.goto('/customer');
  await expect(page.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await expect(page.getByText(REQUEST.description)).toBeHidden();
  await expect.poll(() => sessionCookie(context)).toBeUndefined();
});
