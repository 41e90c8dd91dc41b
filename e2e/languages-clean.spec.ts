import { addDays, southAfricanToday } from '../src/domain/when';
import { weekdayOf } from '../src/domain/working-hours';
import { apiAccount, expect, signIn, signOut, test } from './fixtures';
import { looksRight, useView, type View } from './support/looks-right';

/**
 * Book a clean in isiZulu, Afrikaans and isiXhosa (issue 50): the search form's errors, the
 * cleaners free on the day with how the price adds up, the booking's toast; and a cleaner's own
 * price list. Each language on a phone or a desktop, light or dark, axe clean, nothing cut off.
 */

const WORDS = {
  zu: {
    title: 'Bhukha ukuhlanza',
    find: 'Thola abahlanzi',
    noAddress: 'Khetha ikheli lakho ohlwini',
    noDate: 'Khetha usuku',
    address: 'Ikheli lakho',
    day: 'Usuku',
    bedrooms: 'Amakamelo okulala',
    oven: 'Ngaphakathi kuhhavini',
    free: /Umhlanzi oyedwa uvulekile ngo-|Abahlanzi abangu-\d+ bavulekile ngo-/,
    addsUp: 'Kuhlangana kanjani',
    line: 'Amakamelo okulala angu-3',
    book: 'Bhukha u-09:00 ngo-R600',
    booked: 'Ukuhlanza kubhukhiwe',
    prices: 'Amanani akho',
    bed: 'Amakamelo angu-3 (R)',
    save: 'Gcina amanani',
    saved: 'Amanani agciniwe',
  },
  af: {
    title: 'Bespreek skoonmaak',
    find: 'Vind skoonmakers',
    noAddress: 'Kies jou adres uit die lys',
    noDate: "Kies 'n datum",
    address: 'Jou adres',
    day: 'Dag',
    bedrooms: 'Slaapkamers',
    oven: 'Binne die oond',
    free: /\d+ skoonmakers? vry op /,
    addsUp: 'Hoe dit optel',
    line: '3 slaapkamers',
    book: 'Bespreek 09:00 vir R600',
    booked: 'Skoonmaak bespreek',
    prices: 'Jou pryse',
    bed: '3 slpk (R)',
    save: 'Stoor pryse',
    saved: 'Pryse gestoor',
  },
  xh: {
    title: 'Bhukisha ukucoca',
    find: 'Fumana abacoci',
    noAddress: 'Khetha idilesi yakho kuluhlu',
    noDate: 'Khetha umhla',
    address: 'Idilesi yakho',
    day: 'Usuku',
    bedrooms: 'Amagumbi okulala',
    oven: 'Ngaphakathi kwi-oveni',
    free: /Umcoci omnye uvulekile ngo-|Abacoci aba-\d+ bavulekile ngo-/,
    addsUp: 'Kudibana njani',
    line: 'Amagumbi okulala a-3',
    book: 'Bhukisha u-09:00 nge-R600',
    booked: 'Ukucoca kubhukisiwe',
    prices: 'Amaxabiso akho',
    bed: 'Amagumbi a-3 (R)',
    save: 'Gcina amaxabiso',
    saved: 'Amaxabiso agciniwe',
  },
} as const;

const VIEWS: Record<'zu' | 'af' | 'xh', View> = {
  zu: { width: 360, height: 780, scheme: 'light' },
  af: { width: 360, height: 780, scheme: 'dark' },
  xh: { width: 1280, height: 900, scheme: 'dark' },
};

/** A weekday a few days ahead (the default working hours are Monday to Friday). */
function aWeekday(from: number): string {
  let date = addDays(southAfricanToday(), from);
  while (['sat', 'sun'].includes(weekdayOf(date))) date = addDays(date, 1);
  return date;
}

const FROM = { zu: 5, af: 6, xh: 7 } as const;

for (const locale of ['zu', 'af', 'xh'] as const) {
  const words = WORDS[locale];
  test(`book a clean and a cleaner's price list in ${locale}`, async ({ page, request }) => {
    test.slow();
    await useView(page, VIEWS[locale]);
    const cleanerName = `Langa Shine ${locale} ${Date.now() % 100_000}`;
    const cleaner = await apiAccount(request, cleanerName, { services: ['cleaning'] });
    const listed = await request.put('/api/providers/me/price-list', {
      headers: cleaner.headers,
      data: {
        bedrooms: [300, 400, 500, 600, 700, 800],
        extraBathroom: 80,
        extras: { oven: 100 },
        instant: true,
      },
    });
    expect(listed.status()).toBe(200);
    const customer = await apiAccount(request, `Clean Customer ${locale}`);
    await signIn(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/${locale}/book-a-clean`);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    const find = page.getByRole('button', { name: words.find });
    await find.click();
    await expect(page.getByText(words.noAddress)).toBeVisible();
    await expect(page.getByText(words.noDate)).toBeVisible();
    await looksRight(page, `book a clean's errors in ${locale}`, `languages-clean-${locale}-form`);
    await page.getByRole('combobox', { name: words.address }).fill('Claremo');
    await page
      .getByRole('option', { name: /Claremont/ })
      .first()
      .click();
    await page.getByLabel(words.day).fill(aWeekday(FROM[locale]));
    await page.getByLabel(words.bedrooms).selectOption('3');
    await page.getByText(words.oven).click();
    await find.click();
    await expect(page.getByRole('heading', { name: words.free })).toBeVisible();
    const offer = page.getByTestId('clean-offer').filter({ hasText: cleanerName });
    await offer.getByText(words.addsUp).click();
    await expect(offer.getByRole('listitem').filter({ hasText: words.line })).toBeVisible();
    await expect(offer.getByRole('listitem').filter({ hasText: words.oven })).toBeVisible();
    await offer.getByText('09:00', { exact: true }).click();
    await looksRight(page, `the cleaners free in ${locale}`, `languages-clean-${locale}-offers`);
    await offer.getByRole('button', { name: words.book }).click();
    await expect(page.getByText(words.booked).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/customer/requests/[0-9a-f-]{36}$`));

    // The cleaner's own price list, in the same language.
    // Signed out from an English page: the helper knows the account menu by its English name.
    await page.goto('/customer');
    await signOut(page);
    await signIn(page, cleaner.email, cleaner.password);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/${locale}/provider`);
    const summary = page.getByText(words.prices, { exact: true });
    const prices = page.locator('details', { has: summary });
    await expect(async () => {
      if (!(await prices.evaluate((details: HTMLDetailsElement) => details.open))) {
        await summary.click();
      }
      await expect(page.getByLabel(words.bed)).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByLabel(words.bed).fill('520');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByText(words.saved).first()).toBeVisible();
    await prices.scrollIntoViewIfNeeded();
    await looksRight(page, `a price list in ${locale}`, `languages-clean-${locale}-prices`);
  });
}
