import { describe, expect, it } from 'vitest';
import {
  CALENDAR_WORDS,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayTime,
  formatTime,
  MOMENT_FORMATS,
} from './locale-format';
import {
  languagesOfHeader,
  LOCALES,
  localeFromLanguages,
  pathInLocale,
  splitLocalePath,
} from './locales';
import { formatCents, formatRand } from './money';
import { DEFAULT_WORKING_HOURS, usualHoursText, weekdayLabels } from './working-hours';

describe('dates, times and money in every language (issue 50)', () => {
  it('writes each language’s table the South African way', () => {
    // Thursday 3 December 2026, 08:00 in South Africa (06:00 UTC).
    const at = new Date('2026-12-03T06:00:00Z');
    const table = LOCALES.map((locale) => [
      locale,
      formatDate(locale, '2026-12-03'),
      formatDay(locale, '2026-12-03'),
      formatDayTime(locale, at),
      formatDateTime(locale, at),
    ]);
    expect(table).toEqual([
      ['en-ZA', '3 Dec 2026', 'Thu 3 Dec', 'Thu 3 Dec, 08:00', '3 Dec 2026, 08:00'],
      ['zu', '3 Dis 2026', 'Sin 3 Dis', 'Sin 3 Dis, 08:00', '3 Dis 2026, 08:00'],
      ['af', '3 Des 2026', 'Do 3 Des', 'Do 3 Des, 08:00', '3 Des 2026, 08:00'],
      ['xh', '3 Dis 2026', 'Sin 3 Dis', 'Sin 3 Dis, 08:00', '3 Dis 2026, 08:00'],
    ]);
    // Money reads the same in every language.
    expect([formatRand(1850), formatCents(1_213), formatCents(-50)]).toEqual([
      'R1 850',
      'R12.13',
      '-R0.50',
    ]);
  });

  it('writes the moments pages show in each language (src/web/lib/dates.ts)', () => {
    // 23:30 UTC on 2 March 2026 is 01:30 on the 3rd in South Africa.
    const at = new Date('2026-03-02T23:30:00Z');
    const table = LOCALES.map((locale) =>
      Object.values(MOMENT_FORMATS).map((format) => format(locale, at)),
    );
    expect(table).toEqual([
      [
        'March 2026',
        '3 Mar 2026',
        '01:30',
        '3 Mar, 01:30',
        '3 Mar 2026, 01:30',
        '3 March',
        '3 March 2026',
      ],
      [
        'Mashi 2026',
        '3 Mas 2026',
        '01:30',
        '3 Mas, 01:30',
        '3 Mas 2026, 01:30',
        '3 Mashi',
        '3 Mashi 2026',
      ],
      [
        'Maart 2026',
        '3 Mrt 2026',
        '01:30',
        '3 Mrt, 01:30',
        '3 Mrt 2026, 01:30',
        '3 Maart',
        '3 Maart 2026',
      ],
      [
        'Matshi 2026',
        '3 Mat 2026',
        '01:30',
        '3 Mat, 01:30',
        '3 Mat 2026, 01:30',
        '3 Matshi',
        '3 Matshi 2026',
      ],
    ]);
    // English's words are the ones Intl gives the English pages.
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-ZA', { timeZone: 'Africa/Johannesburg', ...options }).format(at);
    expect(MOMENT_FORMATS.month('en-ZA', at)).toBe(intl({ month: 'long', year: 'numeric' }));
    expect(MOMENT_FORMATS.dayMonth('en-ZA', at)).toBe(intl({ day: 'numeric', month: 'long' }));
    expect(MOMENT_FORMATS.longDay('en-ZA', at)).toBe(
      intl({ day: 'numeric', month: 'long', year: 'numeric' }),
    );
  });

  it('keeps South African time across midnight UTC and the turn of the year', () => {
    // 23:30 UTC on 31 December is 01:30 on 1 January in South Africa.
    expect(formatDayTime('en-ZA', new Date('2026-12-31T23:30:00Z'))).toBe('Fri 1 Jan, 01:30');
    expect(formatTime(new Date('2026-06-15T21:59:00Z'))).toBe('23:59');
  });

  it('agrees with English Intl data where a browser has it, for every day and month', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Africa/Johannesburg',
    });
    for (let day = 0; day < 366; day += 5) {
      const at = new Date(Date.UTC(2026, 0, 1, 10) + day * 86_400_000);
      const parts = intl.formatToParts(at);
      const part = (type: string) => parts.find((one) => one.type === type)?.value;
      const date = at.toISOString().slice(0, 10);
      expect(formatDay('en-ZA', date)).toBe(
        `${part('weekday')} ${part('day')} ${part('month')?.slice(0, 3)}`,
      );
    }
  });

  it('has seven days and twelve months in every language, each a short word', () => {
    for (const locale of LOCALES) {
      expect(CALENDAR_WORDS[locale].days).toHaveLength(7);
      expect(CALENDAR_WORDS[locale].months).toHaveLength(12);
      for (const word of [...CALENDAR_WORDS[locale].days, ...CALENDAR_WORDS[locale].months]) {
        expect(word).toMatch(/^[A-Z][a-z]{1,2}$/);
      }
    }
  });
});

describe('choosing a language from the browser’s (issue 50)', () => {
  it('takes the first language Khaya speaks, any English as South African English', () => {
    expect(localeFromLanguages(['zu-ZA', 'en-ZA'])).toBe('zu');
    expect(localeFromLanguages(['fr-FR', 'af'])).toBe('af');
    expect(localeFromLanguages(['en-GB', 'xh'])).toBe('en-ZA');
    expect(localeFromLanguages(['XH_za'])).toBe('xh');
    expect(localeFromLanguages(['fr', 'de'])).toBe('en-ZA');
    expect(localeFromLanguages([])).toBe('en-ZA');
  });

  it('reads an Accept-Language header by weight, then order', () => {
    expect(languagesOfHeader('en;q=0.8, zu-ZA, af;q=0.9')).toEqual(['zu-ZA', 'af', 'en']);
    expect(languagesOfHeader('xh;q=0, af')).toEqual(['af']);
    expect(languagesOfHeader(undefined)).toEqual([]);
    expect(localeFromLanguages(languagesOfHeader('de-DE,xh;q=0.7,en;q=0.5'))).toBe('xh');
  });

  it('puts each language but English under its own prefix, and reads it back', () => {
    expect(pathInLocale('en-ZA', '/request')).toBe('/request');
    expect(pathInLocale('zu', '/request')).toBe('/zu/request');
    expect(pathInLocale('af', '/')).toBe('/af/');
    expect(splitLocalePath('/zu/request')).toEqual({ locale: 'zu', path: '/request' });
    expect(splitLocalePath('/xh')).toEqual({ locale: 'xh', path: '/' });
    expect(splitLocalePath('/af/')).toEqual({ locale: 'af', path: '/' });
    // Not a language: a page of its own, or English's own name.
    expect(splitLocalePath('/zulu')).toEqual({ locale: 'en-ZA', path: '/zulu' });
    expect(splitLocalePath('/en/request')).toEqual({ locale: 'en-ZA', path: '/en/request' });
    expect(splitLocalePath('/')).toEqual({ locale: 'en-ZA', path: '/' });
    for (const locale of LOCALES)
      expect(splitLocalePath(pathInLocale(locale, '/customer/requests/1'))).toEqual({
        locale,
        path: '/customer/requests/1',
      });
  });

  it("says a provider's week in each language, Monday first", () => {
    expect(weekdayLabels('en-ZA')).toMatchObject({ mon: 'Mon', sun: 'Sun' });
    expect(usualHoursText(DEFAULT_WORKING_HOURS, weekdayLabels('af'))).toBe(
      'Ma-Vr 07:00-17:00, Sa 08:00-13:00',
    );
    expect(usualHoursText(DEFAULT_WORKING_HOURS, weekdayLabels('zu'))).toBe(
      'Mso-Hla 07:00-17:00, Mgq 08:00-13:00',
    );
    expect(weekdayLabels('xh')).toMatchObject({ mon: 'Mvu', sun: 'Caw' });
  });
});
