import { apiAccount, expect, signIn, test } from './fixtures';
import { looksRight, useView, type View } from './support/looks-right';

/**
 * A provider sets up its profile in isiZulu, Afrikaans and isiXhosa (issue 50): the form's
 * errors, its response times, the toast; then on its dashboard a photo of past work sent with
 * no file. Each language on a phone or a desktop, light or dark, axe clean, nothing cut off.
 */

const WORDS = {
  zu: {
    title: 'Setha iphrofayili yakho yomhlinzeki',
    complete: 'Qedela ukusetha',
    noService: 'Khetha okungenani insizakalo eyodwa',
    noPlace: 'Indawo iyadingeka',
    bio: 'Mayelana nawe',
    cleaning: 'Ukuhlanza',
    rate: 'Inani ngehora (ZAR, akuphoqelekile)',
    rateZero: 'Inani ngehora kumele libe ngaphezu kuka-0',
    response: 'Isikhathi esijwayelekile sokuphendula',
    sameDay: 'Ngalolo suku',
    area: 'Indawo yensizakalo',
    created: 'Iphrofayili yomhlinzeki yakhiwe!',
    addPhoto: 'Faka isithombe somsebenzi odlule',
    add: 'Engeza isithombe',
    noFile: 'Khetha isithombe ozosifaka.',
  },
  af: {
    title: 'Stel jou verskafferprofiel op',
    complete: 'Voltooi opstelling',
    noService: 'Kies minstens een diens',
    noPlace: 'Ligging is nodig',
    bio: 'Oor jou',
    cleaning: 'Skoonmaak',
    rate: 'Uurtarief (ZAR, opsioneel)',
    rateZero: 'Uurtarief moet meer as 0 wees',
    response: 'Tipiese reaksietyd',
    sameDay: 'Dieselfde dag',
    area: 'Diensgebied',
    created: 'Verskafferprofiel geskep!',
    addPhoto: "Voeg 'n foto van vorige werk by",
    add: 'Voeg foto by',
    noFile: "Kies 'n foto om by te voeg.",
  },
  xh: {
    title: 'Seta iprofayile yakho yomboneleli',
    complete: 'Gqibezela ukuseta',
    noService: 'Khetha ubuncinane inkonzo enye',
    noPlace: 'Indawo iyafuneka',
    bio: 'Malunga nawe',
    cleaning: 'Ukucoca',
    rate: 'Ixabiso ngeyure (ZAR, ayinyanzelekanga)',
    rateZero: 'Ixabiso ngeyure kufuneka libe ngaphezu kwe-0',
    response: 'Ixesha eliqhelekileyo lokuphendula',
    sameDay: 'Ngaloo mini',
    area: 'Ummandla wenkonzo',
    created: 'Iprofayile yomboneleli yenziwe!',
    addPhoto: 'Yongeza ifoto yomsebenzi odlulileyo',
    add: 'Yongeza ifoto',
    noFile: 'Khetha ifoto oza kuyongeza.',
  },
} as const;

const VIEWS: Record<'zu' | 'af' | 'xh', View> = {
  zu: { width: 1280, height: 900, scheme: 'dark' },
  af: { width: 360, height: 780, scheme: 'light' },
  xh: { width: 360, height: 780, scheme: 'dark' },
};

for (const locale of ['zu', 'af', 'xh'] as const) {
  const words = WORDS[locale];
  test(`a provider sets up its profile and shows past work in ${locale}`, async ({
    page,
    request,
  }) => {
    test.slow();
    await useView(page, VIEWS[locale]);
    const person = await apiAccount(request, `Setup ${locale} Cleaner`);
    await signIn(page, person.email, person.password);
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/${locale}/provider-onboarding`);
    await expect(page.getByRole('heading', { name: words.title, level: 1 })).toBeVisible();
    const complete = page.getByRole('button', { name: words.complete });
    await complete.click();
    await expect(page.getByText(words.noService)).toBeVisible();
    await expect(page.getByText(words.noPlace)).toBeVisible();
    await page.getByLabel(words.bio).fill('Ngihlanza izindlu iminyaka eyishumi.');
    await page
      .locator('label')
      .filter({ hasText: new RegExp(`^${words.cleaning}$`) })
      .click();
    await page.getByLabel(words.rate).fill('0');
    await complete.click();
    await expect(page.getByText(words.rateZero)).toBeVisible();
    await page.getByLabel(words.response).selectOption({ label: words.sameDay });
    await looksRight(page, `the provider setup in ${locale}`, `languages-setup-${locale}-form`);
    await page.getByLabel(words.rate).fill('280');
    await page.getByRole('combobox', { name: words.area }).fill('Claremo');
    await page
      .getByRole('option', { name: /Claremont/ })
      .first()
      .click();
    await complete.click();
    await expect(page.getByText(words.created).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/provider$`));

    // Its dashboard: a photo of past work sent without a file is said in the language.
    await page.getByTestId('past-work-placeholder').scrollIntoViewIfNeeded();
    await page.getByText(words.addPhoto, { exact: true }).click();
    const form = page.getByRole('form', { name: words.addPhoto });
    await form.getByRole('button', { name: words.add }).click();
    await expect(form.getByText(words.noFile)).toBeVisible();
    await looksRight(page, `past work in ${locale}`, `languages-setup-${locale}-photos`);
  });
}
