import type { Locator, Page } from '@playwright/test';
import { apiAccount, expect, test, uniqueEmail } from './fixtures';

/**
 * The whole marketplace without a mouse: register, post a request with an address suggestion,
 * send a quote, accept it. Every control is reached with Tab (and Shift+Tab) and operated with
 * Enter, Space, arrows and typing; a listener in the page proves no pointer event happened.
 */
async function trackPointer(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { pointerEvents: number };
    w.pointerEvents = 0;
    for (const type of ['pointerdown', 'mousedown', 'mouseup', 'touchstart']) {
      window.addEventListener(type, () => (w.pointerEvents += 1), true);
    }
  });
}

async function pointerEvents(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { pointerEvents: number }).pointerEvents);
}

/** Presses Tab until `target` has focus (a visible focus ring included), or fails. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      // The focused control shows where focus is.
      const outline = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
      });
      expect(outline, 'focus is visible').toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Could not reach ${target.toString()} with the keyboard`);
}

test('register, post a request, quote and accept it with the keyboard alone', async ({
  browser,
  request,
}) => {
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await trackPointer(customerPage);
  const page = customerPage;

  // Register by email.
  await page.goto('/register');
  await tabTo(page, page.getByRole('button', { name: 'Sign up with Email' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByLabel('Full Name'));
  await page.keyboard.type('Keyboard Customer');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(uniqueEmail('keyboard'));
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('secret123');
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // Post a cleaning request, the address picked from the suggestions.
  await page.goto('/request?service=cleaning');
  await tabTo(page, page.getByLabel('Description'));
  await page.keyboard.type('Deep clean before moving out.');
  await tabTo(page, page.getByRole('combobox', { name: 'Location' }));
  await page.keyboard.type('Claremo');
  await expect(
    page.getByRole('listbox', { name: 'Address suggestions' }).getByRole('option').first(),
  ).toContainText('Claremont');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(/^Claremont/);
  // When: the choice is a radio group, moved through with the arrow keys.
  await tabTo(page, page.getByRole('radio', { name: 'On these dates' }));
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('radio', { name: 'As soon as possible (today or tomorrow)' }),
  ).toBeChecked();
  await tabTo(page, page.getByRole('checkbox', { name: 'Kitchen' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Kitchen' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Submit Request' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/customer$/);
  const card = page
    .getByTestId('request-card')
    .filter({ hasText: 'Deep clean before moving out.' });
  await expect(card.getByTestId('request-status')).toHaveText('Pending');

  // A provider sends a quote, also by keyboard.
  const cleaner = await apiAccount(request, 'Keyboard Cleaner', { services: ['cleaning'] });
  const providerContext = await browser.newContext();
  const providerPage = await providerContext.newPage();
  await trackPointer(providerPage);
  await providerPage.goto('/login');
  await tabTo(providerPage, providerPage.getByLabel('Email'));
  await providerPage.keyboard.type(cleaner.email);
  await tabTo(providerPage, providerPage.getByLabel('Password'));
  await providerPage.keyboard.type(cleaner.password);
  await providerPage.keyboard.press('Enter');
  await expect(providerPage).toHaveURL(/\/$/);
  await providerPage.goto('/provider');
  const lead = providerPage
    .getByTestId('provider-request-card')
    .filter({ hasText: 'Deep clean before moving out.' });
  await tabTo(providerPage, lead.getByRole('link', { name: 'Respond to Quote Request' }));
  await providerPage.keyboard.press('Enter');
  await expect(providerPage).toHaveURL(/\/quote\//);
  await tabTo(providerPage, providerPage.getByLabel('Amount (ZAR)'));
  await providerPage.keyboard.type('950');
  await tabTo(providerPage, providerPage.getByLabel('Message (optional)'));
  await providerPage.keyboard.type('I can come on Monday at 8.');
  await tabTo(providerPage, providerPage.getByRole('button', { name: 'Submit Quote' }));
  await providerPage.keyboard.press('Enter');
  await expect(providerPage).toHaveURL(/\/provider$/);
  // The confirmation is announced in the notifications; F8 moves focus there.
  const notifications = providerPage.getByRole('region', { name: /Notifications/ });
  await expect(notifications).toContainText('Quote submitted');
  await providerPage.keyboard.press('F8');
  expect(await notifications.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await pointerEvents(providerPage)).toBe(0);

  // The customer accepts it in the confirmation dialog; focus is trapped there until it closes.
  await page.reload();
  const accept = card.getByRole('button', { name: 'Accept R950 from Keyboard Cleaner' });
  await tabTo(page, accept);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Accept this quote?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Escape closes it and gives focus back to the Accept button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Accept quote' }));
  await page.keyboard.press('Enter');
  await expect(card.getByTestId('request-status')).toHaveText('Accepted');
  expect(await pointerEvents(page)).toBe(0);

  await customerContext.close();
  await providerContext.close();
});
