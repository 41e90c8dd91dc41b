import { apiAccount, expect, registerByEmail, signIn, test, uniqueEmail } from './fixtures';

test("signing in from a page's sign-in wall returns to that page, query and all", async ({
  page,
  request,
}) => {
  const account = await apiAccount(request, 'Returning Customer');
  await page.goto('/customer?tab=completed');
  const wall = page.getByRole('main');
  await expect(wall.getByRole('heading', { name: 'Please Sign In' })).toBeVisible();
  await expect(wall.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await page.goto('/request?service=plumbing');
  await page.getByTestId('visitor-note').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Frequest%3Fservice%3Dplumbing$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/request\?service=plumbing$/);
  await expect(page.getByLabel('Service type')).toHaveValue('plumbing');

  // The header's Sign In does the same from any page.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.goto('/providers?service=gardening');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeEnabled();
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fproviders%3Fservice%3Dgardening$/);
});

test("a provider's name with '&' and '%' survives the round trip through sign-up", async ({
  page,
  request,
}) => {
  const plumber = await apiAccount(request, 'Ampersand Plumber', { services: ['plumbing'] });
  const { id } = (await (
    await request.get('/api/providers/me', { headers: plumber.headers })
  ).json()) as { id: string };
  const asked = new URLSearchParams({
    provider: id,
    providerName: 'Bongani Plumbing & Sons 100%',
    service: 'plumbing',
  });
  await page.goto(`/request?${asked.toString()}`);
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await registerByEmail(
    page,
    {
      name: 'Round Trip',
      email: uniqueEmail('round-trip'),
      password: 'secret123',
    },
    { fromCurrentPage: true },
  );
  await expect(page).toHaveURL(/\/request\?/);
  await expect(page.getByTestId('asked-provider')).toContainText(
    'You are asking Bongani Plumbing & Sons 100% for a quote',
  );
});

test('the sign-in page never sends anyone to another site', async ({ page, request }) => {
  const account = await apiAccount(request, 'Careful Customer');
  for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  }
});

test('sign-up from the provider dashboard starts as a provider; from the customer one, not', async ({
  page,
}) => {
  await page.goto('/provider');
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fprovider&as=provider$/);
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await expect(page.getByLabel('I want to offer services')).toBeChecked();

  await page.goto('/customer');
  await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fcustomer$/);
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await expect(page.getByLabel('I want to offer services')).not.toBeChecked();
});

test('a new customer is invited to post a first request', async ({ page }) => {
  await registerByEmail(page, {
    name: 'Nomsa Welcome',
    email: uniqueEmail('welcome'),
    password: 'secret123',
  });
  await expect(page).toHaveURL(/\/$/);
  const invite = page.getByTestId('welcome-invite');
  await expect(invite).toContainText('Your account is ready');
  await invite.getByRole('link', { name: 'Post your first request' }).click();
  await expect(page).toHaveURL(/\/request$/);
  await expect(page.getByRole('heading', { name: 'Request a Service' })).toBeVisible();
});

test("a provider card says 'Quotes per job' rather than R0, and where in two parts", async ({
  page,
  request,
}) => {
  await apiAccount(request, 'Perjob Plumber Zwane', {
    services: ['plumbing'],
    hourlyRate: null,
  });
  await page.goto('/providers?q=Perjob');
  const card = page.getByTestId('provider-card').filter({ hasText: 'Perjob Plumber Zwane' });
  await expect(card.getByTestId('rate')).toHaveText('Quotes per job');
  await expect(card).not.toContainText('R0');
  await expect(card).toContainText('Claremont, Cape Town');
  await expect(card).not.toContainText('Western Cape');
});

test('the landing page counts real providers and features real, well-rated ones', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const { counts, figures } = (await (await request.get('/api/providers/summary')).json()) as {
    counts: Record<string, number>;
    figures: { jobsCompleted: number; averageRating: number };
  };
  for (const service of ['cleaning', 'plumbing', 'electrical', 'gardening']) {
    await expect(page.getByTestId(`category-${service}`)).toContainText(
      `${counts[service]} providers available`,
    );
  }
  // Featured: the best ranked of those customers' reviews stand behind (three at least).
  const best = (
    (await (await request.get('/api/providers?limit=12')).json()) as {
      name: string;
      reviewCount: number;
    }[]
  ).filter((provider) => provider.reviewCount >= 3);
  // Asked for when the section comes near the screen.
  await page.getByRole('heading', { name: 'Featured Providers' }).scrollIntoViewIfNeeded();
  const featured = page.getByTestId('featured-provider');
  await expect(featured).toHaveCount(3);
  for (const [index, provider] of best.slice(0, 3).entries()) {
    await expect(featured.nth(index)).toContainText(provider.name);
  }
  // The statistics strip: the demo's real figures, not the spec's sample ones.
  const strip = page.getByRole('region', { name: 'Our numbers' });
  await expect(strip).toContainText(`Average Rating${figures.averageRating.toFixed(1)}`);
  await expect(strip).toContainText('Jobs Completed');
  await expect(strip).not.toContainText('50,000+');
  expect(figures.jobsCompleted).toBeGreaterThan(100);
  // On a phone, nothing sticks out sideways once the real providers are in.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(featured).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Khaya`);
});

test("a provider's 'R1 850' is a quote of R1 850, and declining it asks first", async ({
  page,
  browser,
  request,
}) => {
  const customer = await apiAccount(request, 'Decliner Customer');
  const plumber = await apiAccount(request, 'Typed Amount Plumber', { services: ['plumbing'] });
  const created = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'Kitchen tap drips all night.',
      location: 'Claremont, City of Cape Town, Western Cape, South Africa',
      preferredDate: 'Friday',
    },
  });
  const { id } = (await created.json()) as { id: string };

  // The provider types the amount the South African way.
  const providerContext = await browser.newContext();
  const providerPage = await providerContext.newPage();
  await signIn(providerPage, plumber.email, plumber.password);
  await expect(providerPage).toHaveURL(/\/$/);
  await providerPage.goto(`/quote/${id}`);
  await providerPage.getByLabel('Amount (ZAR)').fill('R1 850');
  await providerPage.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(providerPage).toHaveURL(/\/provider$/);
  await providerPage.goto(`/quote/${id}`);
  await expect(providerPage.getByRole('heading', { name: 'Your Quote', level: 1 })).toBeVisible();
  await expect(providerPage.getByTestId('my-quote')).toContainText('R1 850');
  await providerContext.close();

  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/customer');
  const decline = page.getByRole('button', { name: 'Decline R1 850 from Typed Amount Plumber' });
  await decline.click();
  const dialog = page.getByRole('alertdialog', { name: 'Decline this quote?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const quote = page.getByTestId('quote').filter({ hasText: 'Typed Amount Plumber' });
  await expect(quote.getByTestId('quote-status')).toHaveText('Awaiting decision');
  await decline.click();
  await dialog.getByRole('button', { name: 'Decline quote' }).click();
  await expect(quote.getByTestId('quote-status')).toHaveText('Declined');
});
