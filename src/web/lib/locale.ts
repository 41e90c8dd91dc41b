import type { Locale } from '../../domain/locales';

declare const __KHAYA_LOCALE__: Locale | undefined;

/**
 * The language this build of the app speaks (issue 50): each language has its own build
 * (vite.config.ts defines it, and refuses a language Khaya does not speak), served under its
 * own prefix, so a page never decides at run time. Nothing else imported: the sign-in code uses
 * it, and a few hundred bytes more there split it out of the first view's main chunk.
 */
export const LOCALE: Locale = typeof __KHAYA_LOCALE__ === 'undefined' ? 'en-ZA' : __KHAYA_LOCALE__;

/** The router's base: '' for English, '/zu' for isiZulu (src/domain/locales.ts, localePrefix). */
export const LOCALE_BASE = LOCALE === 'en-ZA' ? '' : `/${LOCALE}`;
