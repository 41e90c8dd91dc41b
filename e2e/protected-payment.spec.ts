import { axeClean } from './support/axe-clean';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';
import { apiAccount, ensureDemoAccount, expect, signIn, test } from './fixtures';

/**
 * A job paid through Khaya (issue 48): the customer accepts paying safely, pays on the escrow
 * partner's page (the embedded TradeSafe stand-in), the provider marks the work done, the customer
 * accepts it, and both see where the money is at each step.
 */
for (const view of [
  { name: 'phone, dark', width: 360, height: 780, theme: 'dark' },
  { name: 'desktop, light', width: 1280, height: 900, theme: 'light' },
] as const) {
  test(`a customer pays safely through Khaya and the provider is paid out on acceptance (${view.name})`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    const customer = await apiAccount(request, `Safe Pay Customer ${view.theme}`);
    const plumber = await apiAccount(request, `Safe Pay Plumbing ${view.theme}`, {
      services: ['plumbing'],
      location: 'Claremont, Cape Town, Western Cape',
    });
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description: `Replace the geyser's pressure valve (${view.theme}, ${Date.now()}).`,
        location: '4 Main Road, Claremont, Cape Town',
        preferredDate: 'Thursday',
      },
    });
    const { id: requestId } = (await posted.json()) as { id: string };
    const quoted = await request.post('/api/quotes', {
      headers: plumber.headers,
      // A deposit for materials: paid out as soon as the money is held, the rest on acceptance.
      data: { quoteRequestId: requestId, amount: 1850, deposit: 600 },
    });
    expect(quoted.status()).toBe(201);

    // The customer accepts, choosing to pay safely through Khaya.
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/customer/requests/${requestId}`);
    await expect(page.getByText('R600 up front').filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Khaya Guarantee' }).first()).toBeVisible();
    await page
      .getByRole('button', { name: /^Accept R1.850 from/ })
      .first()
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('How will you pay?')).toBeVisible();
    await expect(dialog).toContainText('R600 of it is a deposit for materials, paid up front.');
    await expect(dialog.getByRole('link', { name: 'Khaya Guarantee' })).toBeVisible();
    await dialog.getByText('Pay safely through Khaya', { exact: true }).click();
    await page.screenshot({ path: `test-results/protected-accept-${view.theme}.png` });
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    const state = page.getByTestId('payment-state');
    await expect(state).toHaveText('Waiting for payment');
    await axeClean(page, 'a request waiting for its payment through Khaya');

    // It pays on the partner's page and comes back to its request.
    await page.getByRole('button', { name: /^Pay R1.850 safely$/ }).click();
    await expect(page.getByText("Khaya's stand-in for TradeSafe escrow")).toBeVisible();
    await page.getByRole('button', { name: /^Pay R1.850$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/requests/${requestId}\\?payment=paid$`));
    await expect(state).toHaveText('Paid: held safely');
    await expect(page.getByTestId('payment-deposit')).toHaveText(
      /^The R600 deposit for materials was paid to .*; R1.250 stays held until you accept the work\.$/,
    );
    await page.screenshot({
      path: `test-results/protected-funded-${view.theme}.png`,
      fullPage: true,
    });

    // The provider sees the money held, does the job and marks it done.
    const providerContext = await browser.newContext({
      viewport: { width: view.width, height: view.height },
    });
    await providerContext.addInitScript(
      (theme) => localStorage.setItem('theme', theme),
      view.theme,
    );
    const providerPage = await providerContext.newPage();
    await signIn(providerPage, plumber.email, plumber.password);
    await expect(providerPage).toHaveURL(/\/$/);
    await providerPage.goto(`/quote/${requestId}`);
    const providerState = providerPage.getByTestId('payment-state');
    await expect(providerState).toHaveText('Paid: held safely');
    await expect(providerPage.getByText(/is held safely by TradeSafe: go ahead/)).toBeVisible();
    await expect(providerPage.getByTestId('payment-deposit')).toHaveText(
      /^The R600 deposit for materials was paid out to you; R1.250 follows when the work is accepted\.$/,
    );

    // A price change after accept (CPA section 15): the provider asks for more, with a reason.
    await providerPage.getByText('Ask for a price change').click();
    await providerPage.getByRole('button', { name: 'Ask the customer' }).click();
    await expect(providerPage.getByText('Give the extra amount in rand').first()).toBeVisible();
    await providerPage.getByLabel('Extra amount').fill('450');
    await providerPage
      .getByLabel('Why the price changes')
      .fill('The valve seat is cracked too: a new one is R450 more.');
    await providerPage.getByRole('button', { name: 'Ask the customer' }).click();
    await expect(providerPage.getByTestId('price-change-state')).toHaveText(
      /^Waiting for .* to answer$/,
    );
    await axeClean(providerPage, 'a price change waiting for the customer');

    // The customer's open page hears of it, agrees, and pays the extra into escrow.
    await expect(page.getByTestId('price-change-state')).toHaveText('Waiting for your answer');
    await expect(page.getByText(/^R1.850 becomes R2.300$/)).toBeVisible();
    await page.screenshot({
      path: `test-results/price-change-asked-${view.theme}.png`,
      fullPage: true,
    });
    await axeClean(page, 'a price change for the customer to answer');
    await page.getByRole('button', { name: /^Agree to R450 more$/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Agree' }).click();
    await expect(page.getByTestId('price-change-state')).toHaveText('Agreed: pay it into escrow');
    await page.getByRole('button', { name: /^Pay R450 safely$/ }).click();
    await expect(page.getByText("Khaya's stand-in for TradeSafe escrow")).toBeVisible();
    await page.getByRole('button', { name: /^Pay R450$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/requests/${requestId}\\?payment=paid$`));
    await expect(page.getByTestId('price-change-state')).toHaveText(
      'Agreed and held safely by TradeSafe',
    );
    await expect(page.getByTestId('agreed-price')).toContainText(/R2.300/);
    await expect(providerPage.getByTestId('price-change-state')).toHaveText(
      'Agreed and held safely by TradeSafe',
    );
    await providerPage.screenshot({
      path: `test-results/price-change-held-provider-${view.theme}.png`,
      fullPage: true,
    });

    await providerPage.getByRole('button', { name: 'Mark the work done' }).click();
    await providerPage
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Mark the work done' })
      .click();
    await expect(providerState).toHaveText('Work done: waiting for acceptance');
    await providerPage.screenshot({
      path: `test-results/protected-delivered-provider-${view.theme}.png`,
      fullPage: true,
    });
    await axeClean(providerPage, "the provider's quote page with the work done");

    // The customer's open page hears of it; it accepts the work and the provider is paid out.
    await expect(state).toHaveText('Work done: waiting for acceptance');
    await page.getByRole('button', { name: 'Accept the work' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept the work' }).click();
    await expect(state).toHaveText('Paid out to the provider');
    await expect(providerState).toHaveText('Paid out to the provider');
    // The agreed extra is paid out with the work.
    await expect(providerPage.getByTestId('price-change-state')).toHaveText(
      'Paid out with the work',
    );
    await expect(
      providerPage.getByText(/^Paid out: R1.850 in all, the R600 deposit earlier and R1.250 now/),
    ).toBeVisible();
    await page.screenshot({
      path: `test-results/protected-released-${view.theme}.png`,
      fullPage: true,
    });
    await providerContext.close();
  });
}

for (const view of [
  { name: 'phone, light', width: 360, height: 780, theme: 'light' },
  { name: 'desktop, dark', width: 1280, height: 900, theme: 'dark' },
] as const) {
  test(`a provider sets its payout account and takes payment through Khaya only (${view.name})`, async ({
    page,
    browser,
    request,
  }) => {
    await page.setViewportSize({ width: view.width, height: view.height });
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.theme);
    const plumber = await apiAccount(request, `Payout Plumbing ${view.theme}`, {
      services: ['plumbing'],
      location: 'Claremont, Cape Town, Western Cape',
    });
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/provider/business');
    const card = page.locator('#payouts');
    await expect(card.getByText('Getting paid through Khaya')).toBeVisible();
    // Nothing to pay into yet: protected-only waits for an account.
    await expect(card.getByLabel('Customers pay me through Khaya only')).toBeDisabled();
    await card.getByLabel('Bank').selectOption({ label: 'Capitec' });
    await card.getByLabel('Kind of account').selectOption({ label: 'Savings' });
    await card.getByLabel('Name on the account').fill('Thandi Mokoena');
    await card.getByLabel('Account number').fill('12345');
    await card.getByRole('button', { name: 'Save payout account' }).click();
    await expect(card.getByText('A Capitec account number has 10 digits')).toBeVisible();
    await expect(card.getByText('Enter your password to confirm.')).toBeVisible();
    await card.getByLabel('Account number').fill('1234 567 890');
    await card.getByLabel('Your Khaya password').fill(plumber.password);
    await axeClean(page, 'the payout account form');
    await card.getByRole('button', { name: 'Save payout account' }).click();
    await expect(card.getByTestId('payout-account')).toContainText('Capitec •••• 7890');
    await expect(card.getByTestId('payout-account')).toContainText('Thandi Mokoena');
    await card.getByLabel('Customers pay me through Khaya only').check();
    await expect(page.getByText('Payment through Khaya only').first()).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/payout-account-${view.theme}.png` });

    // A customer accepting its quote is told how it pays: there is nothing else to choose.
    const customer = await apiAccount(request, `Only Safe Customer ${view.theme}`);
    const posted = await request.post('/api/quote-requests', {
      headers: customer.headers,
      data: {
        serviceType: 'plumbing',
        description: `Fix the kitchen tap's drip (${view.theme}, ${Date.now()}).`,
        location: '4 Main Road, Claremont, Cape Town',
        preferredDate: 'Friday',
      },
    });
    const { id: requestId } = (await posted.json()) as { id: string };
    const quoted = await request.post('/api/quotes', {
      headers: plumber.headers,
      data: { quoteRequestId: requestId, amount: 640 },
    });
    expect(quoted.status()).toBe(201);
    const customerContext = await browser.newContext({
      viewport: { width: view.width, height: view.height },
    });
    await customerContext.addInitScript(
      (theme) => localStorage.setItem('theme', theme),
      view.theme,
    );
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, customer.email, customer.password);
    await expect(customerPage).toHaveURL(/\/$/);
    await customerPage.goto(`/customer/requests/${requestId}`);
    await customerPage
      .getByRole('button', { name: /^Accept R640 from/ })
      .first()
      .click();
    const dialog = customerPage.getByRole('alertdialog');
    await expect(dialog.getByText('You pay safely through Khaya')).toBeVisible();
    await expect(dialog.getByText('Pay the provider directly')).toHaveCount(0);
    await customerPage.screenshot({ path: `test-results/protected-only-accept-${view.theme}.png` });
    await dialog.getByRole('button', { name: 'Accept quote' }).click();
    await expect(customerPage.getByTestId('payment-state')).toHaveText('Waiting for payment');
    await customerContext.close();
  });
}

test("the admin desk's Payments tab shows payments through Khaya by state (desktop, dark)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const admin = DEMO_ACCOUNTS.admin;
  await ensureDemoAccount(admin);
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { name: 'By state' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stuck' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Callbacks that did not check out' }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/protected-admin-payments-dark.png', fullPage: true });
  await axeClean(page, "the admin desk's Payments tab");
});
