import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiAccount, expect, quietNetwork, signIn, test, type ApiActor } from './fixtures';

/**
 * axe-core on every route, signed out and signed in (as a customer and as a provider), in the
 * light and dark themes, at a phone's width and a desktop's: no violation of serious or
 * critical impact (WCAG 2.2 A and AA rules, plus axe's best practices).
 */
const VIEWPORTS = {
  /** The narrowest phones still sold (an iPhone SE's first generation, cheap Androids). */
  narrow: { width: 320, height: 640 },
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
const THEMES = ['light', 'dark'] as const;

/**
 * What the Nu HTML checker and HTML_CodeSniffer flag and axe does not: a `type` on a link, a name
 * from `aria-labelledby` on an element with no role to carry it, heading levels that skip, and
 * autocomplete tokens for several lines on a one-line input.
 */
async function markupFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
    for (const link of document.querySelectorAll('a[type]'))
      faults.push(`a link with type="${link.getAttribute('type')}": ${describe(link)}`);
    for (const named of document.querySelectorAll('div[aria-labelledby], span[aria-labelledby]'))
      if (!named.hasAttribute('role'))
        faults.push(`aria-labelledby on an element without a role: ${describe(named)}`);
    let previous = 0;
    for (const heading of document.querySelectorAll('h1, h2, h3, h4, h5, h6')) {
      if ((heading as HTMLElement).offsetParent === null) continue;
      const level = Number(heading.tagName[1]);
      if (level > previous + 1)
        faults.push(`heading h${previous} to h${level}: "${heading.textContent?.trim()}"`);
      previous = level;
    }
    for (const input of document.querySelectorAll('input[autocomplete]'))
      if (/\bstreet-address\b/.test(input.getAttribute('autocomplete') ?? ''))
        faults.push(`street-address on a one-line input: ${describe(input)}`);
    return faults;
  });
}

async function audit(page: Page, path: string): Promise<string[]> {
  const violations: string[] = [];
  const network = quietNetwork(page);
  await page.goto(path);
  await expect(page.locator('h1').first()).toBeVisible();
  await network.settled();
  // Parts that load when scrolled to (a request's messages, Settings' foot, past work) too.
  if ((await page.locator('[data-when-visible]').count()) > 0) {
    const more = quietNetwork(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('[data-when-visible]')).toHaveCount(0);
    await more.settled();
  }
  // Exactly one h1 per page, and a main landmark.
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  // A title and a description of its own (search results and link previews show them).
  await expect(page).toHaveTitle(/\S.* · Khaya$|^Khaya – /);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
  expect(await page.locator('meta[name="description"]').count()).toBe(1);
  violations.push(...(await markupFaults(page)).map((fault) => `${path}: ${fault}`));
  // Nothing sticks out sideways: the page never scrolls left and right.
  const { scrollWidth, width, widest } = await page.evaluate(() => {
    const screen = window.innerWidth;
    // The innermost element that sticks out, to say where to look.
    const out = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > screen + 0.5,
    );
    const inner = out.find(
      (element) => !out.some((other) => element.contains(other) && other !== element),
    );
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width: screen,
      widest: inner
        ? `<${inner.tagName.toLowerCase()} class="${inner.getAttribute('class') ?? ''}">`
        : '',
    };
  });
  if (scrollWidth > width)
    violations.push(
      `${path}: ${scrollWidth - width} px wider than the ${width} px screen ${widest}`,
    );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    )
    .concat(violations);
}

let customer: ApiActor;
let provider: ApiActor;
let requestId: string;
/** A demo provider with earned reviews: its public page shows them all. */
let reviewedProvider: string;

test.beforeAll(async ({ request }) => {
  customer = await apiAccount(request, 'Axe Customer');
  provider = await apiAccount(request, 'Axe Provider', { services: ['cleaning'] });
  const listed = (await (await request.get('/api/providers?limit=100')).json()) as {
    id: string;
    reviewCount: number;
  }[];
  reviewedProvider = listed.find((one) => one.reviewCount >= 3)?.id ?? '';
  expect(reviewedProvider).not.toBe('');
  const created = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'cleaning',
      description: 'Window cleaning, two storeys.',
      location: 'Claremont, City of Cape Town, Western Cape, South Africa',
      preferredDate: 'Friday',
    },
  });
  requestId = ((await created.json()) as { id: string }).id;
  const quoted = await request.post('/api/quotes', {
    headers: provider.headers,
    data: { quoteRequestId: requestId, amount: 850, message: 'Can do Friday.' },
  });
  expect(quoted.status()).toBe(201);
  // A conversation on it, so both sides' pages are audited with messages from each.
  const { id: providerId } = (await (
    await request.get('/api/providers/me', { headers: provider.headers })
  ).json()) as { id: string };
  for (const [actor, text] of [
    [provider, 'Are the windows reachable from a balcony? Call 082 555 0101.'],
    [customer, 'Yes, the top floor has a balcony.'],
  ] as const) {
    const sent = await request.post(`/api/quote-requests/${requestId}/messages`, {
      headers: actor.headers,
      data: { text, providerId },
    });
    expect(sent.status()).toBe(201);
  }
});

const SIGNED_OUT = () => [
  '/',
  '/login',
  '/register',
  '/reset-password',
  '/providers',
  `/providers/${reviewedProvider}`,
  '/request',
  '/customer',
  '/provider',
  '/no-such-page',
];
/**
 * Pages of reading (one article layout, no state): audited at each width and in each theme, not
 * in every pairing of them, which keeps the suite's minutes for pages that change.
 */
const READING = ['/for-providers', '/about', '/help', '/terms', '/guarantee', '/contact'];
const readsIn = (size: string, theme: string) =>
  size === 'narrow' ||
  (size === 'phone' && theme === 'dark') ||
  (size === 'desktop' && theme === 'light');
const AS_CUSTOMER = () => [
  '/',
  '/customer',
  '/settings',
  '/notifications',
  '/request',
  '/providers',
  `/providers/${reviewedProvider}`,
  '/provider',
  `/quote/${requestId}`,
  `/customer/requests/${requestId}`,
];
const AS_PROVIDER = () => [
  '/provider',
  `/quote/${requestId}`,
  '/provider-onboarding',
  '/provider/verification',
];

/**
 * A theme changes colours, a width changes layout: every route is audited in both themes on a
 * phone and in the light on a desktop; in the dark on a desktop, only the routes whose desktop
 * layout has parts a phone's lacks (the header's links, the comparison table, the dashboards'
 * columns). The suite's minutes go to combinations that can fail differently.
 */
const DESKTOP_DARK = new Set(['/', '/providers', '/customer', '/provider', '/request']);
const auditedIn = (size: string, theme: string, path: string) =>
  size !== 'desktop' ||
  theme === 'light' ||
  DESKTOP_DARK.has(path) ||
  path.startsWith('/customer/requests/') ||
  path.startsWith('/providers/');

// Each walk audits a dozen pages: a minute is not enough on a busy machine.
test.describe.configure({ timeout: 180_000 });

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  // The narrowest screen is about fit (the themes differ in colour, not in width).
  for (const theme of size === 'narrow' ? (['light'] as const) : THEMES) {
    test.describe(`${size}, ${theme}`, () => {
      test.use({ viewport });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      });

      test.describe('signed out', () => {
        // /no-such-page answers 404 (with its page), which the browser logs as a failed load.
        test.use({ allowConsoleErrors: /status of 404/ });
        test('every route signed out', async ({ page }) => {
          const violations: string[] = [];
          const paths = [...SIGNED_OUT(), ...(readsIn(size, theme) ? READING : [])];
          for (const path of paths.filter((one) => auditedIn(size, theme, one)))
            violations.push(...(await audit(page, path)));
          expect(violations).toEqual([]);
        });
      });

      test.describe('as a customer', () => {
        // /provider asks for the caller's provider profile first: a customer has none (404).
        test.use({ allowConsoleErrors: /status of 404/ });
        test('every route signed in as a customer', async ({ page }) => {
          await signIn(page, customer.email, customer.password);
          await expect(page).toHaveURL(/\/$/);
          const violations: string[] = [];
          for (const path of AS_CUSTOMER().filter((one) => auditedIn(size, theme, one)))
            violations.push(...(await audit(page, path)));
          expect(violations).toEqual([]);
        });
      });

      test('every route signed in as a provider', async ({ page }) => {
        await signIn(page, provider.email, provider.password);
        await expect(page).toHaveURL(/\/$/);
        const violations: string[] = [];
        for (const path of AS_PROVIDER().filter((one) => auditedIn(size, theme, one)))
          violations.push(...(await audit(page, path)));
        expect(violations).toEqual([]);
      });
    });
  }
}
