import type { Page } from '@playwright/test';
import { apiAccount, appTookOver, expect, signIn, test } from './fixtures';
import { axeClean } from './support/axe-clean';
import { clippedText } from './support/clipped';

/**
 * Khaya in four languages (issue 50): each language's pages under its own prefix, from its own
 * build; the browser's language on a first visit; the switcher in the header, remembered.
 */

test('each language has its own pages, which say their language and name the others', async ({
  request,
}) => {
  const zulu = await request.get('/zu/');
  expect(zulu.status()).toBe(200);
  const html = await zulu.text();
  expect(html).toContain('<html lang="zu">');
  expect(html).toContain('Izinsizakalo zasekhaya ezithembekile');
  expect(html).not.toContain('Trusted home services, quoted in minutes');
  // Its links stay in the language.
  expect(html).toContain('href="/zu/providers');
  for (const [locale, prefix] of [
    ['en-ZA', ''],
    ['zu', '/zu'],
    ['af', '/af'],
    ['xh', '/xh'],
    ['x-default', ''],
  ] as const) {
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hreflang="${locale}" href="http[^"]+${prefix}/"`),
    );
  }
  const afrikaans = await (await request.get('/af/for-providers')).text();
  expect(afrikaans).toContain('<html lang="af">');
  expect(afrikaans).toContain('Plaaslike werk, deur jou geprys');
  expect(afrikaans).toMatch(/hreflang="xh" href="http[^"]+\/xh\/for-providers"/);
  // English stays the spec's, at the root.
  const english = await (await request.get('/')).text();
  expect(english).toContain('<html lang="en-ZA">');
  expect(english).toContain('Trusted home services, quoted in minutes');
  // The prefix alone is the language's home; an unknown page is a 404 in that language.
  const bare = await request.get('/xh', { maxRedirects: 0 });
  expect(bare.status()).toBe(301);
  expect(bare.headers().location).toBe('/xh/');
  const missing = await request.get('/zu/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html lang="zu">');
});

test.describe('a phone set to isiZulu', () => {
  test.use({ locale: 'zu-ZA', viewport: { width: 360, height: 740 }, colorScheme: 'dark' });

  test('is sent to isiZulu on its first visit, and the choice of Afrikaans in the menu stays', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/providers');
    await expect(page).toHaveURL(/\/zu\/providers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zu');
    await axeClean(page, '/zu/providers, 360 px dark');

    // Moving around stays in the language, without loading another document.
    await page.goto('/zu/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Izinsizakalo zasekhaya ezithembekile, amakhotheshini ngemizuzu embalwa',
    );
    await page.getByRole('button', { name: 'Vula imenyu' }).click();
    const menu = page.locator('#mobile-nav');
    await menu.getByRole('link', { name: 'Bheka abahlinzeki' }).click();
    await expect(page).toHaveURL(/\/zu\/providers$/);

    // Signing in, in isiZulu: the page, and the shared schemas' messages as it says them.
    await page.getByRole('link', { name: 'Ngena', exact: true }).click();
    await expect(page).toHaveURL(/\/zu\/login\?next=%2Fproviders$/);
    await expect(page).toHaveTitle('Ngena · Khaya');
    await expect(page.getByText('Siyakwamukela futhi', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Ngena', exact: true }).click();
    await expect(page.getByText('Faka i-imeyili yakho')).toBeVisible();
    await expect(page.getByText('Faka iphasiwedi yakho')).toBeVisible();
    await page.getByLabel('I-imeyili').fill('lindiwe@');
    await page.getByRole('button', { name: 'Ngena', exact: true }).click();
    await expect(page.getByText('Ikheli le-imeyili alilungile')).toBeVisible();
    await axeClean(page, '/zu/login with errors, 360 px dark');
    await page.screenshot({ path: 'test-results/languages-zu-login-360-dark.png', fullPage: true });
    await page.goBack();
    await expect(page).toHaveURL(/\/zu\/providers$/);

    await page.getByRole('button', { name: 'Vula imenyu' }).click();
    await menu.getByLabel('Ulimi').selectOption('af');
    await expect(page).toHaveURL(/\/af\/providers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'af');
    await page.screenshot({ path: 'test-results/languages-af-360-dark.png', fullPage: true });

    // Chosen, Afrikaans wins over the phone's isiZulu, at any address.
    await page.goto('/');
    await expect(page).toHaveURL(/\/af\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Betroubare huisdienste, met kwotasies binne minute',
    );
  });
});

test.describe('a desktop set to English', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 800 } });

  test('stays in English, opens a shared isiXhosa page as it is, and switches from the header', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trusted home services, quoted in minutes',
    );
    // A link someone shared: no choice made yet, so the page stays in its language.
    await page.goto('/xh/for-providers');
    await expect(page).toHaveURL(/\/xh\/for-providers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
    await axeClean(page, '/xh/for-providers, 1280 px light');

    await page.getByRole('banner').getByRole('combobox', { name: 'Ulwimi' }).selectOption('en-ZA');
    await expect(page).toHaveURL(/\/for-providers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ZA');
    await page.screenshot({ path: 'test-results/languages-en-1280-light.png' });
  });
});

test.describe('a signed-in customer in Settings, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('chooses isiXhosa in Settings and English again in the menu: the account keeps each', async ({
    page,
    request,
  }) => {
    const customer = await apiAccount(request, 'Language Customer');
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/settings');
    await appTookOver(page);
    const card = page.getByRole('heading', { name: 'Language', exact: true }).locator('../..');
    await card.getByRole('combobox', { name: 'Language' }).selectOption('xh');
    await expect(page).toHaveURL(/\/xh\/settings$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'xh');
    const xhosa = page.getByRole('heading', { name: 'Ulwimi', exact: true }).locator('../..');
    await expect(xhosa.getByRole('combobox', { name: 'Ulwimi' })).toHaveValue('xh');
    const kept = await request.get('/api/notifications/preferences', {
      headers: customer.headers,
    });
    expect(((await kept.json()) as { language: string }).language).toBe('xh');
    await xhosa.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/languages-settings-xh-360.png' });

    // Back in English from the header's menu, which keeps English in the account.
    await page.getByRole('button', { name: 'Vula imenyu' }).click();
    await page
      .locator('#mobile-nav')
      .getByRole('combobox', { name: 'Ulwimi' })
      .selectOption('en-ZA');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-ZA');
    await expect
      .poll(async () => {
        const now = await request.get('/api/notifications/preferences', {
          headers: customer.headers,
        });
        return ((await now.json()) as { language: string }).language;
      })
      .toBe('en-ZA');
  });
});

/** The request form's words in each language: its heading, its button and what a blank form is told. */
const REQUEST_FORM = {
  zu: {
    heading: 'Faka isicelo sesevisi',
    service: 'Uhlobo lwesevisi',
    submit: 'Thumela isicelo',
    errors: ['Chaza umsebenzi', 'Khetha ikheli lakho eziphakamisweni', 'Khetha usuku'],
    question: 'Usayizi wengadi',
  },
  af: {
    heading: "Versoek 'n diens",
    service: 'Soort diens',
    submit: 'Stuur versoek',
    errors: ['Beskryf die werk', 'Kies jou adres uit die voorstelle', "Kies 'n datum"],
    question: 'Tuingrootte',
  },
  xh: {
    heading: 'Faka isicelo senkonzo',
    service: 'Uhlobo lwenkonzo',
    submit: 'Thumela isicelo',
    errors: ['Chaza umsebenzi', 'Khetha idilesi yakho kwiingcebiso', 'Khetha umhla'],
    question: 'Ubungakanani begadi',
  },
} as const;

for (const view of [
  { width: 360, height: 740, scheme: 'dark' },
  { width: 1280, height: 800, scheme: 'light' },
] as const) {
  test.describe(`the request form at ${view.width} px ${view.scheme}`, () => {
    test.use({
      viewport: { width: view.width, height: view.height },
      colorScheme: view.scheme,
    });

    for (const [locale, words] of Object.entries(REQUEST_FORM)) {
      test(`in ${locale}: its fields, the trade's questions and its errors`, async ({ page }) => {
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), view.scheme);
        // The service from the address is set once the app runs the page.
        await page.goto(`/${locale}/request?service=gardening`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
        await expect(page.getByLabel(words.service)).toHaveValue('gardening');
        // The trade's questions load when the person scrolls down to them.
        await page.getByRole('button', { name: words.submit }).scrollIntoViewIfNeeded();
        await expect(page.getByLabel(words.question)).toBeVisible();
        await page.getByRole('button', { name: words.submit }).click();
        for (const error of words.errors)
          await expect(page.getByText(error, { exact: true })).toBeVisible();
        await looksRight(page, `/${locale}/request with errors`, view, `${locale}-request`);
      });
    }
  });
}

/** The two ways each language's pages are looked at: a phone in the dark, a desktop in the light. */
const VIEWS = [
  { width: 360, height: 780, scheme: 'dark' },
  { width: 1280, height: 900, scheme: 'light' },
] as const;
type View = (typeof VIEWS)[number];

async function showAs(page: Page, view: View) {
  await page.setViewportSize({ width: view.width, height: view.height });
  await page.emulateMedia({ colorScheme: view.scheme });
  await page.evaluate((theme) => localStorage.setItem('theme', theme), view.scheme);
}

/** Axe clean, no words cut off or spilling over, and a full-page screenshot to look at. */
async function looksRight(
  page: Page,
  what: string,
  view: { width: number; scheme: string },
  name: string,
) {
  await axeClean(page, `${what}, ${view.width} px ${view.scheme}`);
  expect(await clippedText(page)).toEqual([]);
  await page.screenshot({
    path: `test-results/languages-${name}-${view.width}-${view.scheme}.png`,
    fullPage: true,
  });
}

/** The comparison's words in each language: its heading, its sort, a row and the cheapest mark. */
const COMPARISON = {
  zu: {
    dashboard: 'Izicelo zami zamakhotheshini',
    compare: 'Qhathanisa amakhotheshini',
    quotes: 'Amakhotheshini angu-2',
    heading: 'Amakhotheshini aqhathaniswe',
    sort: 'Hlela ngo',
    row: 'Imali yokufika',
    mark: 'Eshibhile kakhulu',
  },
  af: {
    dashboard: 'My kwotasieversoeke',
    compare: 'Vergelyk kwotasies',
    quotes: '2 kwotasies',
    heading: 'Kwotasies vergelyk',
    sort: 'Sorteer volgens',
    row: 'Uitroepfooi',
    mark: 'Goedkoopste',
  },
  xh: {
    dashboard: 'Izicelo zam zeekowuti',
    compare: 'Thelekisa iikowuti',
    quotes: 'Iikowuti ezi-2',
    heading: 'Iikowuti ezithelekisiweyo',
    sort: 'Lungelelanisa ngo',
    row: 'Imali yokufika',
    mark: 'Elona litshiphu',
  },
} as const;

test('a customer opens the dashboard and compares two quotes in each language, on a phone in the dark and on a desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await apiAccount(request, 'Ulwimi Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'The geyser drips into the ceiling.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Friday',
    },
  });
  const { id } = (await posted.json()) as { id: string };
  for (const [name, terms] of [
    ['Ulwimi Plumbing One', { amount: 1400, calloutFee: 0 }],
    ['Ulwimi Plumbing Two', { amount: 950, calloutFee: 350, priceType: 'estimate' }],
  ] as const) {
    const provider = await apiAccount(request, name, { services: ['plumbing'] });
    const quoted = await request.post('/api/quotes', {
      headers: provider.headers,
      data: { quoteRequestId: id, ...terms },
    });
    expect(quoted.status()).toBe(201);
  }
  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);
  for (const view of VIEWS) {
    await showAs(page, view);
    for (const [locale, words] of Object.entries(COMPARISON)) {
      // The dashboard first, then the request's comparison from its card.
      await page.goto(`/${locale}/customer`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.dashboard);
      const card = page.getByTestId('request-card');
      await expect(card.getByRole('heading', { name: words.quotes })).toBeVisible();
      await looksRight(page, `/${locale}/customer`, view, `${locale}-dashboard`);
      await card.getByRole('link', { name: words.compare }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/customer/requests/${id}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { name: words.heading })).toBeVisible();
      await expect(page.getByLabel(words.sort)).toBeVisible();
      const shown = page.locator(
        view.width < 1024 ? '[data-testid="compared-quote"]' : '[data-testid="comparison-table"]',
      );
      await expect(shown.getByText(words.row, { exact: true }).first()).toBeVisible();
      await expect(shown.getByText(words.mark, { exact: true }).first()).toBeVisible();
      await looksRight(page, `/${locale}/customer/requests/:id`, view, `${locale}-comparison`);
    }
  }
});

/** The provider dashboard's words in each language: its heading, a tab and a lead's button. */
const PROVIDER_DASHBOARD = {
  zu: {
    heading: 'Ideshibhodi yomhlinzeki',
    tab: 'Izicelo ezintsha',
    respond: 'Phendula isicelo sekhotheshini',
  },
  af: { heading: 'Verskafferpaneel', tab: 'Nuwe versoeke', respond: 'Reageer op kwotasieversoek' },
  xh: {
    heading: 'Ideshibhodi yomboneleli',
    tab: 'Izicelo ezitsha',
    respond: 'Phendula isicelo sekowuti',
  },
} as const;

test('a provider reads the dashboard and a new lead in each language, on a phone in the dark and on a desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const provider = await apiAccount(request, 'Ulwimi Lead Plumbing', { services: ['plumbing'] });
  const customer = await apiAccount(request, 'Ulwimi Lead Customer');
  const posted = await request.post('/api/quote-requests', {
    headers: customer.headers,
    data: {
      serviceType: 'plumbing',
      description: 'A tap in the kitchen will not stop dripping.',
      location: '4 Main Road, Claremont, Cape Town',
      preferredDate: 'Saturday',
    },
  });
  expect(posted.status()).toBe(201);
  await signIn(page, provider.email, provider.password);
  await expect(page).toHaveURL(/\/$/);
  for (const view of VIEWS) {
    await showAs(page, view);
    for (const [locale, words] of Object.entries(PROVIDER_DASHBOARD)) {
      await page.goto(`/${locale}/provider`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      await expect(page.getByRole('tab', { name: words.tab })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.getByRole('link', { name: words.respond }).first()).toBeVisible();
      await looksRight(page, `/${locale}/provider`, view, `${locale}-provider`);
    }
  }

  // The lead answered in Afrikaans on a phone: the quote form, its toast, back to the dashboard.
  await showAs(page, VIEWS[0]);
  const { id } = (await posted.json()) as { id: string };
  await page.goto(`/af/quote/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Stuur 'n kwotasie");
  await expect(page.getByText('Vaste prys', { exact: true })).toBeVisible();
  await page.getByLabel('Bedrag (ZAR)').fill('650');
  await page.getByLabel('Uitroepfooi (ZAR)').fill('200');
  await looksRight(page, '/af/quote/:id', VIEWS[0], 'af-quote');
  await page.getByRole('button', { name: 'Stuur kwotasie' }).click();
  await expect(page.getByText('Kwotasie gestuur!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/af\/provider$/);
});
