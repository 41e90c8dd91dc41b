/**
 * Screenshots of pages at phone and desktop width, light and dark, for looking at what we build:
 *   tsx scripts/screenshots.ts http://localhost:5000 / /login /register
 * Writes screenshots/<route>-<width>-<theme>.png. Needs a running app (npm start).
 * Set SIGN_IN=email:password to sign in first.
 */
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';

const [base = 'http://localhost:5000', ...routes] = process.argv.slice(2);
const widths = [360, 1280];
const themes = ['light', 'dark'] as const;
fs.mkdirSync('screenshots', { recursive: true });

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.log(`pageerror: ${error.message}`));
  if (process.env.SIGN_IN) {
    const [email = '', password = ''] = process.env.SIGN_IN.split(':');
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(`${base}/`);
  }
  for (const theme of themes) {
    for (const route of routes.length ? routes : ['/']) {
      await page.goto(`${base}${route}`);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      // Not networkidle: a signed-in page keeps its live event stream open.
      await page.reload({ waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[/?=&]/g, '_');
      const file = `screenshots/${name}-${width}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
  }
  await context.close();
}
await browser.close();
