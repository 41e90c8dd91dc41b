/**
 * Signed-in pages opened as a link from WhatsApp or an email opens them: the person signed in on
 * this phone before (Firebase's session is in IndexedDB), the browser's HTTP cache is empty, the
 * line is slow (400 kbps both ways, 400 ms latency) and the CPU 4x slower. For each page: the
 * bytes of that first view, and the seconds until its data is on screen (not a skeleton).
 *
 * Run on its own against a running app: `npx tsx bench/signed-in.ts http://localhost:5000`
 * (`BENCH_DETAIL=1` lists every response and its bytes).
 */
import { chromium, type Page, type Request } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium';
import type { Locale } from '../src/domain/locales';
import { DEMO_ACCOUNTS } from '../src/server/demo/accounts';

/** The slow line of issue 42: 400 kbps down and up, 400 ms round trip, 4x slower CPU. */
export const SLOW_LINE = { kbps: 400, latencyMs: 400, cpu: 4 };

interface SignedInPage {
  account: 'customer' | 'provider';
  path: string | ((page: Page) => Promise<string>);
  /** What shows the page's own data (not its skeleton). */
  ready: string;
}

const SIGNED_IN_PAGES: SignedInPage[] = [
  { account: 'customer', path: '/customer', ready: '[data-testid="request-card"]' },
  { account: 'customer', path: '/settings', ready: 'input[autocomplete="name"]' },
  { account: 'customer', path: '/request', ready: 'form button[type="submit"]:not([disabled])' },
  {
    account: 'customer',
    // The demo's geyser request, with two quotes side by side.
    path: async (page) => {
      const ids = await page.evaluate(async () => {
        const response = await fetch('/api/quote-requests?limit=20', {
          headers: { authorization: `Bearer ${await window.__benchToken?.()}` },
        });
        return ((await response.json()) as { id: string; quotes: unknown[] }[])
          .filter((request) => request.quotes.length >= 2)
          .map((request) => request.id);
      });
      return `/customer/requests/${ids[0] ?? ''}`;
    },
    ready: '[data-testid="compared-quote"]:visible, [data-testid="comparison-table"]:visible',
  },
  { account: 'provider', path: '/provider', ready: '[data-testid="provider-request-card"]' },
];

declare global {
  interface Window {
    __benchToken?: () => Promise<string | undefined>;
  }
}

async function signIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login`);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${baseUrl}/`);
  await page.waitForTimeout(2000);
}

export interface SignedInRow extends Record<string, string | number> {
  page: string;
  'total KiB': number;
  'JS KiB': number;
  'API KiB': number;
  requests: number;
  'data on screen s': number;
}

/**
 * `locale`: the pages in that language's build ('/zu/request'); `only`: those pages alone (as
 * they are named in the rows, '/request').
 */
export async function measureSignedIn(
  baseUrl: string,
  { locale, only }: { locale?: Exclude<Locale, 'en-ZA'>; only?: string[] } = {},
): Promise<SignedInRow[]> {
  const rows: SignedInRow[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const account of ['customer', 'provider'] as const) {
      const entries = SIGNED_IN_PAGES.filter(
        (one) =>
          one.account === account &&
          (!only || (typeof one.path === 'string' && only.includes(one.path))),
      );
      if (!entries.length) continue;
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const demo = DEMO_ACCOUNTS[account];
      await signIn(page, baseUrl, demo.email, demo.password);
      const cdp = await context.newCDPSession(page);
      for (const entry of entries) {
        let path = entry.path;
        if (typeof path !== 'string') {
          await page.evaluate(() => {
            window.__benchToken = async () => {
              const request = indexedDB.open('firebaseLocalStorageDb');
              const db = await new Promise<IDBDatabase>((resolve, reject) => {
                request.onsuccess = () => resolve(request.result);
                request.onerror = () => reject(request.error ?? new Error('no database'));
              });
              const all = db
                .transaction('firebaseLocalStorage', 'readonly')
                .objectStore('firebaseLocalStorage')
                .getAll();
              const items = await new Promise<
                { value?: { stsTokenManager?: { accessToken?: string } } }[]
              >((resolve) => {
                all.onsuccess = () => resolve(all.result as never);
              });
              return items.find((item) => item.value?.stsTokenManager)?.value?.stsTokenManager
                ?.accessToken;
            };
          });
          path = await path(page);
        }
        await page.goto('about:blank');
        await cdp.send('Network.enable');
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: SLOW_LINE.latencyMs,
          downloadThroughput: (SLOW_LINE.kbps * 1000) / 8,
          uploadThroughput: (SLOW_LINE.kbps * 1000) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_LINE.cpu });
        const totals = { script: 0, api: 0, all: 0, count: 0 };
        const pending: Promise<void>[] = [];
        const onFinished = (request: Request) => {
          pending.push(
            request.sizes().then((sizes) => {
              const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
              totals.all += bytes;
              totals.count += 1;
              if (process.env.BENCH_DETAIL) {
                console.log(`${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${request.url()}`);
              }
              if (request.resourceType() === 'script') totals.script += bytes;
              if (new URL(request.url()).pathname.startsWith('/api/')) totals.api += bytes;
            }),
          );
        };
        page.on('requestfinished', onFinished);
        const start = Date.now();
        await page.goto(`${baseUrl}${locale ? `/${locale}` : ''}${path}`, { waitUntil: 'commit' });
        await page.locator(entry.ready).first().waitFor({ timeout: 60_000 });
        const seconds = (Date.now() - start) / 1000;
        // What loads after the data (the live stream stays open: no 'network idle' comes).
        await page.waitForTimeout(5000);
        await Promise.all(pending);
        page.off('requestfinished', onFinished);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        const kib = (n: number) => Math.round((n / 1024) * 10) / 10;
        rows.push({
          page: `${locale ? `/${locale}` : ''}${path.replace(/[0-9a-f-]{36}/, ':id')}`,
          'total KiB': kib(totals.all),
          'JS KiB': kib(totals.script),
          'API KiB': kib(totals.api),
          requests: totals.count,
          'data on screen s': Math.round(seconds * 10) / 10,
        });
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureSignedIn(process.argv[2] ?? 'http://localhost:5000');
  console.table(rows);
}
