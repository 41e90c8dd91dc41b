import { apiAccount, expect, signIn, test } from './fixtures';

test.use({ allowConsoleErrors: /status of 404/ });

/**
 * A customer and a provider in two browsers talk about a request: the provider asks from its
 * dashboard, the customer sees it arrive without reloading (the header, the dashboard card,
 * the request page), answers, and the provider's open page shows the answer. A number typed
 * before any quote is accepted is hidden on both sides; a quote sent meanwhile appears on the
 * customer's open page by itself.
 */
for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`customer and provider exchange messages live (${viewport.name})`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const customer = await apiAccount(request, `Chat ${viewport.name} Customer`);
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description: `Geyser drips from the overflow (${viewport.name}).`,
        location: '9 Main Road, Claremont, Cape Town',
        preferredDate: 'Monday',
      },
    });
    const { id: requestId } = (await posted.json()) as { id: string };
    const plumber = await apiAccount(request, `Chatty Plumbing ${viewport.name}`, {
      services: ['plumbing'],
    });

    // The customer waits on the dashboard.
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/customer');
    const card = page
      .getByTestId('request-card')
      .filter({ hasText: `Geyser drips from the overflow (${viewport.name}).` });
    await expect(card).toBeVisible();

    // The provider asks from its dashboard's card, leaving a number in the question.
    const providerContext = await browser.newContext({
      viewport: { width: viewport.width, height: viewport.height },
    });
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, plumber.email, plumber.password);
    await expect(providerPage).toHaveURL(/\/$/);
    await providerPage.goto('/provider');
    await providerPage
      .getByTestId('provider-request-card')
      .filter({ hasText: `Geyser drips from the overflow (${viewport.name}).` })
      .getByRole('link', { name: 'Ask a question' })
      .click();
    await expect(providerPage).toHaveURL(new RegExp(`/quote/${requestId}#messages$`));
    const box = providerPage.getByRole('textbox', { name: /Write to/ });
    await box.fill('How old is the geyser? Call me on 082 555 1234');
    await expect(providerPage.getByText('will be hidden until a quote is accepted')).toBeVisible();
    await providerPage.getByRole('button', { name: 'Send' }).click();
    const asked = providerPage.getByTestId('message').last();
    await expect(asked).toContainText(
      'How old is the geyser? Call me on [contact details hidden until a quote is accepted]',
    );
    await expect(box).toHaveValue('');

    // The customer's open dashboard hears of it: the header and the card, without a reload.
    await expect(page.getByTestId('unread-messages')).toHaveText('1');
    await card.getByRole('link', { name: '1 new message' }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/requests/${requestId}#messages$`));
    const thread = page.getByTestId('message-thread');
    await expect(thread.getByTestId('message')).toContainText(['How old is the geyser?']);
    await expect(thread).not.toContainText('082 555 1234');
    // Reading it clears the count.
    await expect(page.getByTestId('unread-messages')).toHaveCount(0);

    // The answer reaches the provider's open page.
    await page.getByRole('textbox', { name: /Write to/ }).fill('About five years old.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(providerPage.getByTestId('message').last()).toContainText('About five years old.');
    await expect(providerPage.getByTestId('message').last()).toHaveAttribute(
      'data-from',
      'customer',
    );

    // A long unbroken word (a pasted code) wraps in its bubble: the page never scrolls sideways.
    const long = `Reference ${'GEYSERVALVE'.repeat(12)}`;
    await page.getByRole('textbox', { name: /Write to/ }).fill(long);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('message').last()).toContainText(long);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );

    // A quote sent now shows on the customer's open page by itself.
    const quoted = await request.post('/api/quotes', {
      headers: plumber.headers,
      data: { quoteRequestId: requestId, amount: 1650, message: 'New valve.' },
    });
    expect(quoted.status()).toBe(201);
    await expect(page.getByText('R1 650').first()).toBeVisible();
    await providerContext.close();
  });
}
