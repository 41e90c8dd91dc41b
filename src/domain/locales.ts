/**
 * The languages Khaya speaks (issue 50): South African English, as the spec words it, and
 * isiZulu, Afrikaans and isiXhosa, the first languages of most South Africans. Each language is
 * named in its own words wherever a person chooses one.
 */
export const LOCALES = ['en-ZA', 'zu', 'af', 'xh'] as const;
export type Locale = (typeof LOCALES)[number];

/** The spec's language: what a person reads when nothing else is known. */
export const BASE_LOCALE: Locale = 'en-ZA';

/** Each language's own name for itself, for the switcher (never translated). */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-ZA': 'English',
  zu: 'isiZulu',
  af: 'Afrikaans',
  xh: 'isiXhosa',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of a browser's languages (most wanted first, as `navigator.languages` or an
 * Accept-Language header lists them) that Khaya speaks: 'zu-ZA' is isiZulu, any English is
 * South African English; none of them, English.
 */
export function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (primary === 'en') return 'en-ZA';
    if (isLocale(primary)) return primary;
  }
  return BASE_LOCALE;
}

/** The languages of an Accept-Language header, most wanted first ('zu-ZA,zu;q=0.9,en;q=0.8'). */
export function languagesOfHeader(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((one) => /^\s*q=([\d.]+)\s*$/.exec(one)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((one) => one.tag && one.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((one) => one.tag);
}

/** Where a language's pages live: English at the root, the others under '/zu', '/af', '/xh'. */
export function localePrefix(locale: Locale): string {
  return locale === BASE_LOCALE ? '' : `/${locale}`;
}

/** A page's address in a language ('/request' in isiZulu is '/zu/request'). */
export function pathInLocale(locale: Locale, path: string): string {
  return `${localePrefix(locale)}${path}`;
}

/** The language of an address and the page's own path in it ('/zu/request': zu, '/request'). */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const found = /^\/([a-z]{2})(?=\/|$)/.exec(pathname)?.[1];
  if (!found || found === 'en' || !isLocale(found)) return { locale: BASE_LOCALE, path: pathname };
  return { locale: found, path: pathname.slice(found.length + 1) || '/' };
}
