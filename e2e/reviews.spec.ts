import { apiAccount, expect, signIn, signOut, test } from './fixtures';

test.use({ allowConsoleErrors: /status of 404/ });

test('after a completed job both sides review; each review shows once both are in', async ({
  page,
  request,
}) => {
  const plumber = await apiAccount(request, 'Review Plumbing Claremont', {
    services: ['plumbing'],
  });
  const customer = await apiAccount(request, 'Ayanda Review');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'Replace the leaking geyser valve.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Thursday',
    },
  });
  const { id: requestId } = (await posted.json()) as { id: string };
  const quoted = await request.post('/api/quotes', {
    headers: plumber.headers,
    data: { quoteRequestId: requestId, amount: 1200, message: 'Valve and labour.' },
  });
  const { id: quoteId } = (await quoted.json()) as { id: string };
  expect(
    (await request.post(`/api/quotes/${quoteId}/accept`, { headers: customer.headers })).status(),
  ).toBe(200);
  expect(
    (
      await request.post(`/api/quote-requests/${requestId}/complete`, { headers: customer.headers })
    ).status(),
  ).toBe(200);

  // The customer reviews first: theirs stays hidden until the plumber reviews too.
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/customer');
  const card = page
    .getByTestId('request-card')
    .filter({ hasText: 'Replace the leaking geyser valve.' });
  await expect(card.getByText('How was it with Review Plumbing Claremont?')).toBeVisible();
  await card.getByRole('button', { name: 'Post review' }).click();
  await expect(card.getByRole('alert')).toHaveText('Choose from 1 to 5 stars');
  await card.getByRole('radio', { name: '4 stars' }).first().check({ force: true });
  // Stars chosen: the message that asked for them goes.
  await expect(card.getByRole('alert')).toHaveCount(0);
  await card.getByText('Rate the details (optional)').click();
  await card
    .getByRole('group', { name: 'Quality of work' })
    .getByRole('radio', { name: '5 stars' })
    .check({ force: true });
  await card
    .getByLabel('What should others know? (optional)')
    .fill('Quick and tidy, a little late.');
  await card.getByRole('button', { name: 'Post review' }).click();
  await expect(
    card.getByText('Hidden until Review Plumbing Claremont reviews you too'),
  ).toBeVisible();
  const { id: providerId } = (await (
    await request.get('/api/providers/me', { headers: plumber.headers })
  ).json()) as { id: string };
  expect(await (await request.get(`/api/providers/${providerId}/reviews`)).json()).toEqual([]);
  // The plumber's public page does not show it yet either.
  await page.goto(`/providers/${providerId}`);
  await expect(page.getByRole('heading', { name: 'Review Plumbing Claremont' })).toBeVisible();
  await expect(page.getByText('No reviews yet', { exact: true })).toBeVisible();
  await expect(page.getByTestId('public-review')).toHaveCount(0);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await signIn(page, plumber.email, plumber.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/provider');
  await page.getByRole('tab', { name: 'My Quotes' }).click();
  const job = page
    .getByTestId('provider-request-card')
    .filter({ hasText: 'Replace the leaking geyser valve.' });
  await expect(job.getByText('Ayanda has reviewed you: yours shows theirs to you.')).toBeVisible();
  await job.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await job.getByRole('button', { name: 'Post review' }).click();
  await expect(job.getByText("Ayanda's review")).toBeVisible();
  await expect(job.getByText('“Quick and tidy, a little late.”')).toBeVisible();
  // The provider replies once, in public.
  await job.getByLabel('Reply in public (once)').fill('Thank you, Ayanda. Sorry about the time.');
  await job.getByRole('button', { name: 'Post reply' }).click();
  await expect(job.getByText('Reply: Thank you, Ayanda. Sorry about the time.')).toBeVisible();
  await expect(job.getByRole('button', { name: 'Post reply' })).toHaveCount(0);

  const published = (await (await request.get(`/api/providers/${providerId}/reviews`)).json()) as {
    comment: string;
    author: string;
    rating: number;
    quality: number;
  }[];
  expect(published).toEqual([
    expect.objectContaining({
      reply: 'Thank you, Ayanda. Sorry about the time.',
      comment: 'Quick and tidy, a little late.',
      author: 'Ayanda R.',
      rating: 4,
      quality: 5,
    }),
  ]);

  // Browse Providers leads to the plumber's page, which shows the review with the reply, the
  // job done, and lets the plumber report it.
  await page.goto('/providers?q=Review%20Plumbing%20Claremont');
  await page
    .getByTestId('provider-card')
    .filter({ hasText: 'Review Plumbing Claremont' })
    .getByRole('link', { name: 'See reviews' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/providers/${providerId}$`));
  await expect(page).toHaveTitle(/^Review Plumbing Claremont: plumbing in Claremont/);
  await expect(page.getByText('1 review so far')).toBeVisible();
  await expect(page.getByTestId('jobs-completed')).toHaveText('1 job done through Khaya');
  await expect(page.getByRole('listitem', { name: '4 stars: 1' })).toBeVisible();
  const shown = page.getByTestId('public-review');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Ayanda R.');
  await expect(shown).toContainText('Quick and tidy, a little late.');
  await expect(shown).toContainText('Reply from Review Plumbing Claremont');
  await expect(shown).toContainText('Thank you, Ayanda. Sorry about the time.');
  await shown.getByRole('button', { name: 'Report' }).click();
  await shown.getByRole('button', { name: 'Send report' }).click();
  await expect(shown.getByRole('alert')).toHaveText('Say what is wrong with this review');
  await shown.getByLabel('What is wrong with this review?').fill('Wrong job: this was a valve.');
  await shown.getByRole('button', { name: 'Send report' }).click();
  await expect(shown.getByRole('status')).toHaveText(
    'Reported. Thank you: Khaya will look at this review.',
  );
});
