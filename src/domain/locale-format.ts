import type { Locale } from './locales';

/**
 * Dates and times the South African way in every language Khaya speaks (issue 50): '3 Dec 2026',
 * 'Thu 3 Dec', 'Thu 3 Dec, 08:00', always on South African time (UTC+2 all year, no daylight
 * saving). Written out here rather than asked of `Intl`: browsers' isiZulu and isiXhosa data are
 * incomplete (Debian's Chromium has none), and building a formatter costs a cheap phone time on
 * every page. Money reads the same in every language: `formatRand` and `formatCents` in
 * ./money.ts ('R1 850').
 *
 * The month and day names are the ones South African publishers and CLDR use; a person fluent in
 * each language reviews them with that language's messages.
 */
interface CalendarWords {
  /** Short month names, January first. */
  months: readonly string[];
  /** Whole month names, January first. */
  monthNames: readonly string[];
  /** Short day names, Sunday first. */
  days: readonly string[];
}

export const CALENDAR_WORDS: Record<Locale, CalendarWords> = {
  'en-ZA': {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    monthNames: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  },
  zu: {
    months: ['Jan', 'Feb', 'Mas', 'Eph', 'Mey', 'Jun', 'Jul', 'Aga', 'Sep', 'Okt', 'Nov', 'Dis'],
    monthNames: [
      'Januwari',
      'Februwari',
      'Mashi',
      'Ephreli',
      'Meyi',
      'Juni',
      'Julayi',
      'Agasti',
      'Septhemba',
      'Okthoba',
      'Novemba',
      'Disemba',
    ],
    days: ['Son', 'Mso', 'Bil', 'Tha', 'Sin', 'Hla', 'Mgq'],
  },
  af: {
    months: ['Jan', 'Feb', 'Mrt', 'Apr', 'Mei', 'Jun', 'Jul', 'Aug', 'Sep', 'Okt', 'Nov', 'Des'],
    monthNames: [
      'Januarie',
      'Februarie',
      'Maart',
      'April',
      'Mei',
      'Junie',
      'Julie',
      'Augustus',
      'September',
      'Oktober',
      'November',
      'Desember',
    ],
    days: ['So', 'Ma', 'Di', 'Wo', 'Do', 'Vr', 'Sa'],
  },
  xh: {
    months: ['Jan', 'Feb', 'Mat', 'Epr', 'Mey', 'Jun', 'Jul', 'Aga', 'Sep', 'Okt', 'Nov', 'Dis'],
    monthNames: [
      'Janyuwari',
      'Februwari',
      'Matshi',
      'Epreli',
      'Meyi',
      'Juni',
      'Julayi',
      'Agasti',
      'Septemba',
      'Oktobha',
      'Novemba',
      'Disemba',
    ],
    days: ['Caw', 'Mvu', 'Bin', 'Tha', 'Sin', 'Hla', 'Mgq'],
  },
};

const SOUTH_AFRICA_OFFSET_MS = 2 * 3_600_000;

/** The calendar day and clock time in South Africa at `at`. */
function southAfricanParts(at: Date) {
  const local = new Date(at.getTime() + SOUTH_AFRICA_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** A calendar date ('2026-12-03') as the parts of its day. */
function calendarParts(date: string) {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month: month - 1, day, weekday };
}

const two = (n: number) => String(n).padStart(2, '0');

/** '3 Dec 2026' ('3 Des 2026' in Afrikaans) for the calendar date `2026-12-03`. */
export function formatDate(locale: Locale, date: string): string {
  const { year, month, day } = calendarParts(date);
  return `${day} ${CALENDAR_WORDS[locale].months[month]} ${year}`;
}

/** 'Thu 3 Dec' ('Do 3 Des', 'Sin 3 Dis') for the calendar date `2026-12-03`. */
export function formatDay(locale: Locale, date: string): string {
  const { month, day, weekday } = calendarParts(date);
  const words = CALENDAR_WORDS[locale];
  return `${words.days[weekday]} ${day} ${words.months[month]}`;
}

/** '08:00': the time in South Africa at `at`, on the 24-hour clock every language here uses. */
export function formatTime(at: Date): string {
  const { hour, minute } = southAfricanParts(at);
  return `${two(hour)}:${two(minute)}`;
}

/** 'Thu 3 Dec, 08:00': the day and time in South Africa at `at`. */
export function formatDayTime(locale: Locale, at: Date): string {
  const { year, month, day } = southAfricanParts(at);
  return `${formatDay(locale, `${year}-${two(month + 1)}-${two(day)}`)}, ${formatTime(at)}`;
}

/** '3 Dec 2026, 14:05': the date and time in South Africa at `at`. */
export function formatDateTime(locale: Locale, at: Date): string {
  const { year, month, day } = southAfricanParts(at);
  return `${formatDate(locale, `${year}-${two(month + 1)}-${two(day)}`)}, ${formatTime(at)}`;
}

/** The moments a page shows, in South Africa, in `locale` (src/web/lib/dates.ts uses these). */
export const MOMENT_FORMATS = {
  /** 'March 2026' */
  month: (locale: Locale, at: Date): string => {
    const { year, month } = southAfricanParts(at);
    return `${CALENDAR_WORDS[locale].monthNames[month]} ${year}`;
  },
  /** '23 Nov 2026' */
  day: (locale: Locale, at: Date): string => {
    const { year, month, day } = southAfricanParts(at);
    return `${day} ${CALENDAR_WORDS[locale].months[month]} ${year}`;
  },
  /** '14:05' */
  time: (_locale: Locale, at: Date): string => formatTime(at),
  /** '23 Nov, 14:05' */
  dayTime: (locale: Locale, at: Date): string => {
    const { month, day } = southAfricanParts(at);
    return `${day} ${CALENDAR_WORDS[locale].months[month]}, ${formatTime(at)}`;
  },
  /** '23 Nov 2026, 14:05' */
  fullDayTime: (locale: Locale, at: Date): string => formatDateTime(locale, at),
  /** '23 November' */
  dayMonth: (locale: Locale, at: Date): string => {
    const { month, day } = southAfricanParts(at);
    return `${day} ${CALENDAR_WORDS[locale].monthNames[month]}`;
  },
  /** '23 November 2026' */
  longDay: (locale: Locale, at: Date): string => {
    const { year, month, day } = southAfricanParts(at);
    return `${day} ${CALENDAR_WORDS[locale].monthNames[month]} ${year}`;
  },
} as const;
