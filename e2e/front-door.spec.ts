import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import {
  apiAccount,
  ensureDemoAccount,
  expect,
  registerByEmail,
  signIn,
  test,
  uniqueEmail,
} from './fixtures';
import { chooseAddress } from './support/address';

test("every footer link opens a real page, and the landing page's calls to action lead somewhere open", async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links = await footer
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
    );
  expect(links.map((link) => link.text)).toEqual(
    expect.arrayContaining([
      'Join as a Provider',
      'Provider Resources',
      'Success Stories',
      'About Us',
      'Contact',
      'Help',
      'Terms of use',
      'Privacy Policy',
    ]),
  );
  for (const link of links) {
    const response = await page.goto(link.href);
    expect(response?.status(), link.href).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), link.href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  }
  await page.goto('/help#job-gone-wrong');
  await expect(page.getByRole('heading', { name: 'When a job goes wrong' })).toBeInViewport();

  await page.goto('/');
  await page.getByRole('link', { name: 'Become a Provider' }).click();
  await expect(page).toHaveURL(/\/for-providers$/);
  await expect(page.getByRole('heading', { name: 'What Khaya costs you' })).toBeVisible();
  await page.getByRole('link', { name: 'Create your provider account' }).first().click();
  await expect(page).toHaveURL(/\/register\?as=provider$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Find Services' }).click();
  await expect(page).toHaveURL(/\/providers$/);
  await expect(page.getByRole('heading', { name: 'Browse Providers', level: 1 })).toBeVisible();
});

test('the pitch page counts the open requests near a place a provider types', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Springbok Customer');
  const [springbok] = (await (await request.get('/api/places?q=Springbok')).json()) as {
    latitude: number;
    longitude: number;
    formattedAddress: string;
  }[];
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The geyser leaks through the ceiling.',
      location: springbok?.formattedAddress,
      latitude: springbok?.latitude,
      longitude: springbok?.longitude,
      preferredDate: 'Monday',
    },
  });
  expect(posted.status()).toBe(201);

  await page.goto('/for-providers');
  const field = page.getByLabel('Your suburb or town');
  await expect(field).toBeEnabled();
  await field.fill('Springbok');
  await page.getByRole('option', { name: /Springbok/ }).click();
  const answer = page.getByTestId('open-work-near');
  await expect(answer).toContainText(/[1-9]\d* open requests? within 25 km of Springbok right now/);
  await expect(answer).toContainText(/Plumbing: [1-9]/);
});

test('a visitor writes with the Contact form, and an admin answers it from the desk', async ({
  page,
}) => {
  const words = `My plumber did not come on Friday (${Date.now()}).`;
  await page.goto('/help');
  await page.getByRole('link', { name: 'Write to us about the job' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=job$/);
  await expect(page.getByLabel('What is it about?')).toHaveValue('job');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Write a little more, so we can help')).toBeVisible();
  await page.getByLabel('Your name').fill('Lerato Visitor');
  await page.getByLabel('Email address').fill('lerato@example.co.za');
  await page.getByLabel('Your message').fill(words);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message is with us')).toBeVisible();
  await expect(page.getByText('We answer by email at lerato@example.co.za')).toBeVisible();

  const admin = DEMO_ACCOUNTS.admin;
  await ensureDemoAccount(admin);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Messages' }).click();
  const card = page.getByRole('region', { name: 'Message from Lerato Visitor' }).filter({
    hasText: words,
  });
  await expect(card).toContainText('A job that went wrong');
  await expect(card.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:lerato@example\.co\.za\?subject=/,
  );
  await card.getByRole('button', { name: 'Mark as answered' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Answered' }).click();
  await expect(
    page.getByRole('region', { name: 'Message from Lerato Visitor' }).filter({ hasText: words }),
  ).toContainText('Answered');
});

/** Fills the request form as a visitor: a plumbing job in Claremont. */
async function describePlumbingJob(page: Page, words: string) {
  await expect(page.getByLabel('Service type')).toHaveValue('plumbing');
  await page.getByLabel('Description').fill(words);
  await chooseAddress(page, 'Claremo', /Claremont/);
  await page.getByText('Flexible, within two weeks').click();
  await page.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in to request a service.')).toBeVisible();
  await expect(page.getByText('Your request is kept on this phone')).toBeVisible();
}

test('a visitor describes the job, signs up on sending, and the request is sent once', async ({
  page,
}) => {
  const words = `Geyser drips through the ceiling (${Date.now()}).`;
  await page.goto('/request?service=plumbing');
  await describePlumbingJob(page, words);
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Frequest%3Fservice%3Dplumbing$/);
  await registerByEmail(
    page,
    { name: 'Draft Customer', email: uniqueEmail('draft'), password: 'secret123' },
    { fromCurrentPage: true },
  );
  // Back on the form, the request goes by itself, and the dashboard shows it once.
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .first(),
  ).toContainText('Request submitted!');
  await expect(page).toHaveURL(/\/customer$/);
  await expect(page.getByText(words)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('khaya:request-draft'))).toBeNull();
  // Opening the form again sends nothing more.
  await page.goto('/request');
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(page.getByTestId('draft-note')).toHaveCount(0);
  await page.goto('/customer');
  await expect(page.getByText(words)).toHaveCount(1);
});

test('a visitor with an account signs in on sending, and the request names the provider they asked', async ({
  page,
  request,
}) => {
  const customer = await apiAccount(request, 'Returning Draft Customer');
  const plumber = await apiAccount(request, 'Draft Plumbing Claremont', {
    services: ['plumbing'],
  });
  const own = (await (
    await request.get('/api/providers/me', { headers: plumber.headers })
  ).json()) as { id: string };
  const words = `Blocked kitchen drain (${Date.now()}).`;
  await page.goto(
    `/request?${new URLSearchParams({ provider: own.id, providerName: 'Draft Plumbing', service: 'plumbing' })}`,
  );
  await expect(page.getByTestId('asked-provider')).toContainText('Draft Plumbing');
  await describePlumbingJob(page, words);
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .first(),
  ).toContainText('Request submitted!');
  await expect(page).toHaveURL(/\/customer$/);
  const mine = (await (
    await request.get('/api/quote-requests?as=customer', { headers: customer.headers })
  ).json()) as { description: string; requestedProviderId: string | null }[];
  const sent = mine.filter((one) => one.description === words);
  expect(sent).toHaveLength(1);
  expect(sent[0]?.requestedProviderId).toBe(own.id);
});

test('the sign-in page asks nothing of Google until someone taps Google', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/apis\.google\.com|gstatic\.com|googleapis\.com\/identitytoolkit/.test(request.url()))
      asked.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await page.getByLabel('Email').fill('someone@example.co.za');
  await page.waitForTimeout(1500);
  expect(asked).toEqual([]);
});
