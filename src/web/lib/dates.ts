import { MOMENT_FORMATS } from '../../domain/locale-format';
import type { Locale } from '../../domain/locales';
import { LOCALE } from './locale';

/**
 * Dates and times as South Africans read them, in South African time, wherever the phone is, in
 * the build's language (issue 50): every page's dates come from here. English keeps the
 * browser's `Intl` words (the spec's); the other languages use src/domain/locale-format.ts, as
 * browsers' isiZulu and isiXhosa data are incomplete.
 */
const SA = { timeZone: 'Africa/Johannesburg' } as const;

interface MomentFormat {
  format(at: Date | number): string;
}

/** English's words from `Intl` (the spec's). */
function intl(options: Intl.DateTimeFormatOptions): MomentFormat {
  const format = new Intl.DateTimeFormat('en-ZA', { ...SA, ...options });
  return { format: (at) => format.format(at) };
}

/** Another language's words from the domain's table. */
function table(write: (locale: Locale, at: Date) => string): MomentFormat {
  return { format: (at) => write(LOCALE, new Date(at)) };
}

// Each picks its words by the build's language: a build keeps only its own (LOCALE is fixed).

/** 'March 2026': when a review was published, since when a provider is on Khaya. */
export const monthFormat =
  LOCALE === 'en-ZA' ? intl({ month: 'long', year: 'numeric' }) : table(MOMENT_FORMATS.month);

/** '23 Nov 2026' */
export const dayFormat =
  LOCALE === 'en-ZA'
    ? intl({ day: 'numeric', month: 'short', year: 'numeric' })
    : table(MOMENT_FORMATS.day);

/** '14:05' */
export const timeFormat =
  LOCALE === 'en-ZA' ? intl({ hour: '2-digit', minute: '2-digit' }) : table(MOMENT_FORMATS.time);

/** '23 Nov, 14:05' */
export const dayTimeFormat =
  LOCALE === 'en-ZA'
    ? intl({ day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
    : table(MOMENT_FORMATS.dayTime);

/** '23 Nov 2026, 14:05' */
export const fullDayTimeFormat =
  LOCALE === 'en-ZA'
    ? intl({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : table(MOMENT_FORMATS.fullDayTime);

/** '23 November' */
export const dayMonthFormat =
  LOCALE === 'en-ZA' ? intl({ day: 'numeric', month: 'long' }) : table(MOMENT_FORMATS.dayMonth);

/** '23 November 2026' */
export const longDayFormat =
  LOCALE === 'en-ZA'
    ? intl({ day: 'numeric', month: 'long', year: 'numeric' })
    : table(MOMENT_FORMATS.longDay);

/** A message's time: '14:05' on the day it is in South Africa, '23 Nov, 14:05' after. */
export function messageTime(date: Date, now: Date): string {
  return dayFormat.format(now) === dayFormat.format(date)
    ? timeFormat.format(date)
    : dayTimeFormat.format(date);
}
