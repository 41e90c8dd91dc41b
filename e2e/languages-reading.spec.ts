import { expect, test } from './fixtures';
import { looksRight, useView, type View } from './support/looks-right';

/**
 * The pages of reading in isiZulu, Afrikaans and isiXhosa (issue 50): the terms (saying the
 * English ones apply where a translation differs), the privacy notice, the Khaya Guarantee, Help,
 * About, Contact (its form's errors and its thanks) and an incomplete unsubscribe link. Each
 * language on a phone or a desktop, light or dark, axe clean, no words cut off, no English left.
 */

const WORDS = {
  zu: {
    terms: 'Imigomo yokusebenzisa',
    translated: 'kusebenza imigomo yesiNgisi',
    privacy: 'Ubumfihlo bakho ku-Khaya',
    guarantee: 'Isiqinisekiso se-Khaya',
    help: 'Usizo',
    about: 'Mayelana ne-Khaya',
    contact: 'Xhumana nathi',
    send: 'Thumela umlayezo',
    noName: 'Igama liyadingeka',
    tooShort: 'Bhala kancane ngaphezulu, ukuze sikwazi ukusiza (okungenani izinhlamvu eziyi-10)',
    name: 'Igama lakho',
    email: 'Ikheli le-imeyili',
    message: 'Umlayezo wakho',
    thanks: 'Siyabonga, umlayezo wakho usufikile kithi',
    incomplete: 'Lesi sixhumanisi asiphelele',
  },
  af: {
    terms: 'Gebruiksvoorwaardes',
    translated: 'geld die Engelse voorwaardes',
    privacy: 'Jou privaatheid by Khaya',
    guarantee: 'Die Khaya-waarborg',
    help: 'Hulp',
    about: 'Oor Khaya',
    contact: 'Kontak ons',
    send: 'Stuur boodskap',
    noName: 'Naam is nodig',
    tooShort: "Skryf 'n bietjie meer, sodat ons kan help (minstens 10 karakters)",
    name: 'Jou naam',
    email: 'E-posadres',
    message: 'Jou boodskap',
    thanks: 'Dankie, jou boodskap is by ons',
    incomplete: 'Hierdie skakel is onvolledig',
  },
  xh: {
    terms: 'Imiqathango yokusebenzisa',
    translated: 'kusebenza imiqathango yesiNgesi',
    privacy: 'Ubucala bakho kwiKhaya',
    guarantee: 'Isiqinisekiso seKhaya',
    help: 'Uncedo',
    about: 'Malunga neKhaya',
    contact: 'Qhagamshelana nathi',
    send: 'Thumela umyalezo',
    noName: 'Igama liyafuneka',
    tooShort: 'Bhala kancinci ngaphezulu, ukuze sikwazi ukunceda (ubuncinane oonobumba abali-10)',
    name: 'Igama lakho',
    email: 'Idilesi ye-imeyile',
    message: 'Umyalezo wakho',
    thanks: 'Enkosi, umyalezo wakho ufikile kuthi',
    incomplete: 'Eli khonkco alipheleli',
  },
} as const;

const VIEWS: Record<'zu' | 'af' | 'xh', View> = {
  zu: { width: 360, height: 780, scheme: 'dark' },
  af: { width: 1280, height: 900, scheme: 'light' },
  xh: { width: 360, height: 780, scheme: 'light' },
};

/** English the pages used to say: none of it is left in a translated page's main part. */
const ENGLISH = [
  /What it costs/,
  /Who sees it/,
  /Which jobs it covers/,
  /How quotes work/,
  /Why we built it/,
];

for (const locale of ['zu', 'af', 'xh'] as const) {
  const words = WORDS[locale];
  test(`the terms, privacy, guarantee, help, about and contact pages in ${locale}`, async ({
    page,
  }) => {
    test.slow();
    await useView(page, VIEWS[locale]);
    const pages = [
      ['terms', words.terms],
      ['privacy', words.privacy],
      ['guarantee', words.guarantee],
      ['help', words.help],
      ['about', words.about],
    ] as const;
    for (const [path, heading] of pages) {
      await page.goto(`/${locale}/${path}`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      const main = (await page.getByRole('main').textContent()) ?? '';
      for (const english of ENGLISH) expect(main, `${path} in ${locale}`).not.toMatch(english);
      if (path === 'terms') await expect(page.getByText(words.translated)).toBeVisible();
      await looksRight(page, `${path} in ${locale}`, `languages-reading-${locale}-${path}`);
    }

    // Contact: the form's errors in the language, then the message goes and is thanked for.
    await page.goto(`/${locale}/contact`);
    await expect(page.getByRole('heading', { name: words.contact, level: 1 })).toBeVisible();
    const send = page.getByRole('button', { name: words.send });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(words.noName)).toBeVisible();
    await expect(page.getByText(words.tooShort)).toBeVisible();
    await looksRight(page, `contact errors in ${locale}`, `languages-reading-${locale}-contact`);
    await page.getByLabel(words.name).fill('Nomsa Reader');
    await page.getByLabel(words.email).fill(`reader-${locale}@example.com`);
    await page.getByLabel(words.message).fill('Ngicela usizo ngesicelo sami sokuhlanza.');
    await send.click();
    await expect(page.getByText(words.thanks)).toBeVisible();

    await page.goto(`/${locale}/unsubscribe`);
    await expect(page.getByRole('heading', { name: words.incomplete })).toBeVisible();
  });
}
