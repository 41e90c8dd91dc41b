import { BASE_LOCALE, pathInLocale, type Locale } from '../../domain/locales';

/**
 * A public page's other languages, for search engines (`hreflang`, issue 50): the same page in
 * every language that was built, English as the default for any other language. Absolute
 * addresses, as search engines want them.
 */
export function withLanguageLinks(
  html: string,
  locales: readonly Locale[],
  page: { path: string; search: string; publicUrl: string },
): string {
  const href = (locale: Locale) =>
    escapeAttribute(`${page.publicUrl}${pathInLocale(locale, page.path)}${page.search}`);
  const links = [
    ...locales.map(
      (locale) => `<link rel="alternate" hreflang="${locale}" href="${href(locale)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${href(BASE_LOCALE)}" />`,
  ].join('');
  return html.replace('</head>', () => `${links}</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
