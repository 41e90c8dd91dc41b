import fs from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { E2E } from '../playwright.config';

const EMULATOR = `http://127.0.0.1:${E2E.emulator.auth}`;
const PROJECT = 'demo-homeservices';
const GAPI_STUB = fs.readFileSync(path.join(import.meta.dirname, 'support/gapi-stub.js'), 'utf8');

interface Fixtures {
  /** Console errors a test expects (the spec logs auth failures to the console). */
  allowConsoleErrors: RegExp | null;
  pageErrors: string[];
}

/**
 * Every page fails its test on an uncaught error or an unexpected console error, so a broken
 * page cannot pass by accident. Google's gapi script (unreachable offline) is served from a
 * stand-in so the emulator's Google popup works.
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [null, { option: true }],
  context: async ({ context }, use) => {
    await context.route('https://apis.google.com/js/api.js**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_STUB }),
    );
    await use(context);
  },
  pageErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!allowConsoleErrors?.test(text)) {
          errors.push(`console.error: ${text}`);
        }
      });
      // Which request a "Failed to load resource" error was about (the console does not say).
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) {
          const { pathname } = new URL(response.url());
          failed.push(`${response.status()} ${response.request().method()} ${pathname}`);
        }
      });
      await use(errors);
      expect(errors, `errors in the browser (failed responses: ${failed.join(', ')})`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.co.za`;
}

/** Deletes every account in the Auth emulator (the database keeps its rows). */
export async function clearEmulatorAccounts(): Promise<void> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/accounts`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
}

/**
 * Makes sure a demo account (seeded by `npm start`) exists in the Auth emulator again, with its
 * own uid, as `npm start` does: a test that clears the emulator's accounts removes it.
 */
export async function ensureDemoAccount(account: {
  uid: string;
  email: string;
  password: string;
}): Promise<void> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({
        localId: account.uid,
        email: account.email,
        password: account.password,
        emailVerified: true,
      }),
    },
  );
  if (!response.ok) {
    const text = await response.text();
    expect(text).toMatch(/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/);
  }
}

/** The newest password-reset code the emulator "sent" to this address. */
export async function latestResetCode(email: string): Promise<string> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const codes = oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
  const code = codes.at(-1)?.oobCode;
  if (!code) throw new Error(`No reset code for ${email}`);
  return code;
}

/** Opens the link the emulator "mailed" to confirm an email change (as the person would). */
export async function openEmailChangeLink(newEmail: string): Promise<void> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; newEmail?: string; oobLink: string; requestType: string }[];
  };
  const link = oobCodes
    .filter(
      (c) =>
        c.requestType === 'VERIFY_AND_CHANGE_EMAIL' &&
        (c.newEmail === newEmail || c.email === newEmail),
    )
    .at(-1)?.oobLink;
  if (!link) throw new Error(`No email change link for ${newEmail}`);
  expect((await fetch(link)).ok).toBe(true);
}

/** Opens the newest sign-up verification link the emulator "mailed" to this address. */
export async function openVerificationLink(email: string): Promise<number> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobLink: string; requestType: string }[];
  };
  const links = oobCodes.filter((c) => c.requestType === 'VERIFY_EMAIL' && c.email === email);
  const link = links.at(-1)?.oobLink;
  if (!link) throw new Error(`No verification link for ${email}`);
  expect((await fetch(link)).ok).toBe(true);
  return links.length;
}

/** What the emulator's hosted reset page does with the code: sets the new password. */
export async function applyResetCode(oobCode: string, newPassword: string): Promise<void> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  );
  expect(response.ok).toBe(true);
}

export async function registerByEmail(
  page: Page,
  account: { name: string; email: string; password: string; phone?: string; provider?: boolean },
  { fromCurrentPage = false } = {},
): Promise<void> {
  if (!fromCurrentPage) await page.goto('/register');
  await page.getByRole('button', { name: 'Sign up with Email' }).click();
  await page.getByLabel('Full Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  if (account.phone) await page.getByLabel('Phone (optional)').fill(account.phone);
  if (account.provider) await page.getByLabel('I want to offer services').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/**
 * The email to `address` in the dev mailbox whose text has `text`, once it has arrived (the
 * delivery worker sends within seconds): the page is the mailbox, showing it.
 */
export async function mailboxEmail(page: Page, address: string, text: string): Promise<Locator> {
  const email = page.locator('article', { hasText: address });
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(email).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  return email;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Waits until the app has taken over a page the server rendered for the person (ADR 12): until
 * then its controls are disabled, a link loads a whole document and nothing the app does on a
 * page (noting where the person's requests are) has run.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeEnabled();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

export interface ApiActor {
  uid: string;
  email: string;
  password: string;
  token: string;
  headers: { authorization: string };
}

/** An account made through the emulator's REST API and the app's own API (no browser). */
export async function apiAccount(
  request: APIRequestContext,
  name: string,
  provider?: { services: string[]; location?: string; hourlyRate?: number | null },
): Promise<ApiActor> {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  const password = 'secret123';
  // Made as the Admin SDK makes it, with the address verified (Khaya emails nobody before).
  const created = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email, password, emailVerified: true }),
    },
  );
  expect(created.ok).toBe(true);
  const signIn = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { localId, idToken } = (await signIn.json()) as { localId: string; idToken: string };
  const headers = { authorization: `Bearer ${idToken}` };
  const user = await request.post('/api/users', { headers, data: { name, email, password: '' } });
  expect(user.status()).toBe(201);
  if (provider) {
    const created = await request.post('/api/providers', {
      headers,
      data: {
        services: provider.services,
        location: provider.location ?? 'Claremont, City of Cape Town, Western Cape, South Africa',
        hourlyRate: provider.hourlyRate === undefined ? 300 : provider.hourlyRate,
      },
    });
    expect(created.status()).toBe(201);
  }
  return { uid: localId, email, password, token: idToken, headers };
}

/**
 * Waits until no request has been in flight for half a second, the live event stream of a
 * signed-in page aside (it stays open, so Playwright's 'networkidle' never comes). Start it
 * before the navigation: it counts the requests it sees.
 */
export function quietNetwork(page: Page): { settled(): Promise<void> } {
  const inFlight = new Set<unknown>();
  let changed = Date.now();
  const started = (request: Request) => {
    if (new URL(request.url()).pathname === '/api/events') return;
    inFlight.add(request);
    changed = Date.now();
  };
  const done = (request: Request) => {
    if (inFlight.delete(request)) changed = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled() {
      try {
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline) {
          if (inFlight.size === 0 && Date.now() - changed >= 500) return;
          await page.waitForTimeout(100);
        }
        throw new Error(`requests still in flight: ${inFlight.size}`);
      } finally {
        page.off('request', started);
        page.off('requestfinished', done);
        page.off('requestfailed', done);
      }
    },
  };
}
