import { expect, type Page } from '@playwright/test';

/** Types part of an address into the form's Location field and taps the first suggestion. */
export async function chooseAddress(page: Page, typed: string, expected: RegExp): Promise<void> {
  const location = page.getByRole('combobox', { name: 'Location' });
  await location.fill(typed);
  await page
    .getByRole('listbox', { name: 'Address suggestions' })
    .getByRole('option')
    .first()
    .click();
  await expect(location).toHaveValue(expected);
}
