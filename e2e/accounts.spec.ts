import type { Page } from '@playwright/test';
import {
  applyResetCode,
  clearEmulatorAccounts,
  expect,
  latestResetCode,
  openVerificationLink,
  registerByEmail,
  signIn,
  signOut,
  test,
  uniqueEmail,
} from './fixtures';

// The spec logs auth failures to the console; the browser logs the refused identity calls.
test.use({
  allowConsoleErrors:
    /Email sign in error|Email sign up error|Password reset error|Error signing in with Google|Failed to load resource: the server responded with a status of 40[04]/,
});

test.beforeEach(async () => {
  await clearEmulatorAccounts();
});

const toast = (page: Page) => page.getByRole('region', { name: /Notifications/ }).locator('li');

test('a customer registers by email, signs out and signs in again', async ({ page }) => {
  const email = uniqueEmail('customer');
  await registerByEmail(page, {
    name: 'Thandi Nkosi',
    email,
    password: 'secret123',
    phone: '082 123 4567',
  });
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Account created!');

  // The display name shows at once, though updateProfile fires no auth-state event.
  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu).toHaveText('T');
  await menu.click();
  await expect(page.getByTestId('user-menu-name')).toHaveText('Thandi Nkosi');
  await expect(page.getByRole('menu')).toContainText(email);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Request Service' })).toBeVisible();

  await signOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signIn(page, email, 'secret123');
  await expect(toast(page)).toContainText('Welcome back!');
  await expect(toast(page)).toContainText('Successfully signed in.');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('T');
});

test('a provider registers and lands on provider onboarding', async ({ page }) => {
  await registerByEmail(page, {
    name: 'Sipho Dlamini',
    email: uniqueEmail('provider'),
    password: 'secret123',
    provider: true,
  });
  await expect(page).toHaveURL(/\/provider-onboarding$/);
});

test('a new account is asked to confirm its email; the link opened, emails go there', async ({
  page,
}) => {
  const email = uniqueEmail('confirm');
  await registerByEmail(page, { name: 'Lerato Confirm', email, password: 'secret123' });
  await expect(toast(page)).toContainText('Account created!');
  await page.goto('/settings');
  const notice = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(notice).toContainText(`Open the link we sent to ${email}`);
  await expect(page.getByText(`Emails go to ${email} once you confirm it`)).toBeVisible();
  // Not opened yet: the check says so; another link can be sent.
  await notice.getByRole('button', { name: 'I have opened it' }).click();
  await expect(notice).toContainText('Not confirmed yet');
  await notice.getByRole('button', { name: 'Send the link again' }).click();
  await expect(notice).toContainText('Sent. Check your inbox');
  expect(await openVerificationLink(email)).toBe(2);
  await notice.getByRole('button', { name: 'I have opened it' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText(`Emails go to ${email}.`)).toBeVisible();
});

test('a visitor with a foreign number registers; a number that is none is refused', async ({
  page,
}) => {
  const email = uniqueEmail('abroad');
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await page.getByLabel('Full Name').fill('Emma Abroad');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByLabel('Phone (optional)').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'Enter a South African number (082 123 4567) or an international one starting with +',
    ),
  ).toBeVisible();
  await page.getByLabel('Phone (optional)').fill('+44 20 7946 0958');
  // A name that carries a link (a phishing line in Khaya's emails) is refused at the field.
  await page.getByLabel('Full Name').fill('Emma visit emma-abroad.co.za');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('A name cannot hold a phone number, email address, link or handle'),
  ).toBeVisible();
  await page.getByLabel('Full Name').fill('Emma Abroad');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('Account created!');
});

test("the register form shows the spec's validation messages", async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await expect(page.getByPlaceholder('082 123 4567')).toBeVisible();
  await page.getByLabel('Full Name').fill('T');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('12345');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Back to options' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('registering an email that exists says so', async ({ page }) => {
  const email = uniqueEmail('twice');
  await registerByEmail(page, { name: 'First Person', email, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
  await registerByEmail(page, { name: 'Second Person', email, password: 'secret123' });
  await expect(toast(page)).toContainText('An account with this email already exists.');
});

test('wrong password and unknown email show the spec toasts', async ({ page }) => {
  const email = uniqueEmail('known');
  await registerByEmail(page, { name: 'Known Person', email, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);

  await signIn(page, email, 'wrong-password');
  await expect(toast(page)).toContainText('Sign in failed');
  await expect(toast(page)).toContainText('Incorrect password.');
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, uniqueEmail('nobody'), 'secret123');
  await expect(toast(page)).toContainText('No account found with this email.');
});

test('while signing in, inputs and buttons are disabled and the button says so', async ({
  page,
}) => {
  const email = uniqueEmail('slow');
  await registerByEmail(page, { name: 'Slow Network', email, password: 'secret123' });
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
  await page.route('**/accounts:signInWithPassword**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await signIn(page, email, 'secret123');
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  await expect(page).toHaveURL(/\/$/);
});

test('a forgotten password is reset through the emailed code', async ({ page }) => {
  const email = uniqueEmail('forgetful');
  await registerByEmail(page, { name: 'Forgetful Person', email, password: 'old-secret' });
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(toast(page)).toContainText('Reset email sent!');

  await applyResetCode(await latestResetCode(email), 'new-secret');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await signIn(page, email, 'new-secret');
  await expect(toast(page)).toContainText('Welcome back!');
  await expect(page).toHaveURL(/\/$/);
});

test('a reset for an unknown email says no account was found', async ({ page }) => {
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(uniqueEmail('ghost'));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page)).toContainText('Reset failed');
  await expect(toast(page)).toContainText('No account found with this email address.');
});

async function googlePopup(page: Page, choose: (popup: Page) => Promise<void>) {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await choose(popup);
}

test('Google sign-in: first time creates the account, second time goes straight home', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await page.goto('/login');
  await googlePopup(page, async (popup) => {
    await popup.locator('#add-account-button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('Naledi Google');
    await popup.locator('#sign-in').click();
  });
  // No user record yet: /register creates it once, then home.
  await expect(toast(page)).toContainText('Account created!');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('N');

  await signOut(page);
  await page.goto('/login');
  await googlePopup(page, async (popup) => {
    await popup.getByText(email).click();
  });
  await expect(toast(page)).toContainText('Successfully signed in with Google.');
  await expect(page).toHaveURL(/\/$/);
});
