import type { Page } from '@playwright/test';

/** Until this language's worker controls the page (it claims its pages once active). */
export async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}
