import { expect, type Page } from '@playwright/test';
import { axeClean } from './axe-clean';
import { clippedText } from './clipped';

/** A phone or a desktop, in the light or the dark (the language tests give each language one). */
export interface View {
  width: number;
  height: number;
  scheme: 'light' | 'dark';
}

/** Opens the next pages at `view`'s size and in its colour scheme (the app's theme too). */
export async function useView(page: Page, view: View): Promise<void> {
  await page.setViewportSize({ width: view.width, height: view.height });
  await page.emulateMedia({ colorScheme: view.scheme });
  await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.scheme);
}

/** Axe clean, no words cut off or spilling over, and a full-page screenshot to look at. */
export async function looksRight(page: Page, what: string, file: string): Promise<void> {
  await axeClean(page, what);
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({ path: `test-results/${file}.png`, fullPage: true });
}
