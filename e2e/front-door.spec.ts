import { DEMO_ACCOUNTS } from '../src/server/db/demo-data';
import { apiAccount, ensureDemoAccount, expect, signIn, test } from './fixtures';

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
