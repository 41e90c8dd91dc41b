import { apiAccount, expect, signIn, test } from './fixtures';
import { looksRight, useView, type View } from './support/looks-right';

/**
 * A provider's own pages in isiZulu, Afrikaans and isiXhosa (issue 50): Verification (a document
 * sent with a field left empty, then sent and waiting for its check) and Your business (the
 * credit, a top-up outside the limits). Each language on a phone or a desktop, light or dark,
 * axe clean, no words cut off.
 */

const WORDS = {
  zu: {
    verification: 'Ukuqinisekiswa',
    proof: 'Ubufakazi bekheli',
    upload: 'Layisha',
    missingDate: 'Faka usuku olusephepheni',
    noFile: 'Khetha ifayela ozolilayisha.',
    waiting: 'Kulindwe ukuhlolwa',
    pirb: 'Ukubhaliswa kwe-PIRB kwamapayipi',
    business: 'Ibhizinisi lakho',
    credit: 'Ikhredithi ye-Khaya',
    other: 'Okunye',
    amount: 'Inani (ZAR)',
    topUp: 'Faka imali',
    outside: 'Faka imali ephakathi kuka-R100 no-R5 000, ngamarandi aphelele.',
  },
  af: {
    verification: 'Verifikasie',
    proof: 'Bewys van adres',
    upload: 'Laai op',
    missingDate: 'Vul die datum op die dokument in',
    noFile: "Kies 'n lêer om op te laai.",
    waiting: "Wag vir 'n kontrole",
    pirb: 'PIRB-loodgieterregistrasie',
    business: 'Jou besigheid',
    credit: 'Khaya-krediet',
    other: 'Ander',
    amount: 'Bedrag (ZAR)',
    topUp: 'Vul aan',
    outside: 'Vul aan tussen R100 en R5 000, in hele rand.',
  },
  xh: {
    verification: 'Ukuqinisekiswa',
    proof: 'Ubungqina bedilesi',
    upload: 'Layisha',
    missingDate: 'Faka umhla osexwebhini',
    noFile: 'Khetha ifayile oza kuyilayisha.',
    waiting: 'Kulindelwe ukujongwa',
    pirb: 'Ubhaliso lwe-PIRB lwemibhobho',
    business: 'Ishishini lakho',
    credit: 'Ikhredithi yeKhaya',
    other: 'Enye',
    amount: 'Isixa (ZAR)',
    topUp: 'Gcwalisa',
    outside: 'Gcwalisa phakathi kwe-R100 ne-R5 000, ngeerandi ezipheleleyo.',
  },
} as const;

const VIEWS: Record<'zu' | 'af' | 'xh', View> = {
  zu: { width: 1280, height: 900, scheme: 'light' },
  af: { width: 360, height: 780, scheme: 'dark' },
  xh: { width: 360, height: 780, scheme: 'light' },
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const today = () => new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);

for (const locale of ['zu', 'af', 'xh'] as const) {
  const words = WORDS[locale];
  const view = VIEWS[locale];
  test(`a provider's verification and business pages in ${locale}`, async ({ page, request }) => {
    test.slow();
    await useView(page, view);
    const plumber = await apiAccount(request, `Business ${locale} Plumbing`, {
      services: ['plumbing'],
    });
    await signIn(page, plumber.email, plumber.password);
    await expect(page).toHaveURL(/\/$/);

    // Verification: the plumber is asked for its PIRB card too; a field left empty and no file
    // are said in the language, then the proof of address is sent and waits for its check.
    await page.goto(`/${locale}/provider/verification`);
    await expect(page.getByRole('heading', { name: words.verification, level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: words.pirb })).toBeVisible();
    const proof = page.getByRole('region', { name: words.proof });
    await proof.getByRole('button', { name: words.upload }).click();
    const form = proof.getByRole('form', { name: words.upload });
    await form.getByRole('button', { name: words.upload }).click();
    await expect(form.getByText(words.missingDate)).toBeVisible();
    await expect(form.getByText(words.noFile)).toBeVisible();
    await looksRight(
      page,
      `verification with errors in ${locale}`,
      `${locale}-verification-errors`,
    );
    await form.locator('input[type="date"]').fill(today());
    await form.locator('input[type="file"]').setInputFiles({
      name: 'municipal-account.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await form.getByRole('button', { name: words.upload }).click();
    await expect(proof.getByText(words.waiting)).toBeVisible();
    await looksRight(
      page,
      `verification in ${locale}`,
      `languages-business-${locale}-verification`,
    );

    // Your business: the credit and how the fee works; a top-up outside the limits.
    await page.goto(`/${locale}/provider/business`);
    await expect(page.getByRole('heading', { name: words.business, level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: words.credit })).toBeVisible();
    await page.getByText(words.other, { exact: true }).click();
    await page.getByLabel(words.amount).fill('20');
    await page.getByRole('button', { name: words.topUp, exact: true }).click();
    await expect(page.getByText(words.outside)).toBeVisible();
    await looksRight(page, `your business in ${locale}`, `languages-business-${locale}-business`);
  });
}

const BROWSE = {
  zu: {
    heading: 'Bheka abahlinzeki',
    filters: 'Izihlungi',
    verified: 'Abahlinzeki abaqinisekisiwe kuphela',
    seeReviews: 'Bona izibuyekezo',
    reviews: 'Izibuyekezo',
    since: 'Ku-Khaya kusukela ngo-',
  },
  af: {
    heading: 'Soek verskaffers',
    filters: 'Filters',
    verified: 'Net geverifieerde verskaffers',
    seeReviews: 'Sien resensies',
    reviews: 'Resensies',
    since: 'Op Khaya sedert',
  },
  xh: {
    heading: 'Khangela ababoneleli',
    filters: 'Izihluzi',
    verified: 'Ababoneleli abaqinisekisiweyo kuphela',
    seeReviews: 'Jonga iziphononongo',
    reviews: 'Iziphononongo',
    since: 'KwiKhaya ukususela ngo-',
  },
} as const;

for (const locale of ['zu', 'af', 'xh'] as const) {
  const words = BROWSE[locale];
  test(`Browse Providers and a provider's page in ${locale}`, async ({ page }) => {
    await useView(page, VIEWS[locale]);
    await page.goto(`/${locale}/providers`);
    await expect(page.getByRole('heading', { name: words.heading, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: words.filters }).click();
    await page.getByLabel(words.verified).check();
    await expect(page.getByTestId('provider-card').first()).toBeVisible({ timeout: 20_000 });
    await looksRight(page, `Browse Providers in ${locale}`, `languages-browse-${locale}`);
    await page
      .getByTestId('provider-card')
      .first()
      .getByRole('link', { name: words.seeReviews })
      .click();
    await expect(page.getByRole('heading', { name: words.reviews })).toBeVisible();
    await expect(page.getByText(words.since)).toBeVisible();
    await looksRight(page, `a provider's page in ${locale}`, `languages-provider-page-${locale}`);
  });
}
