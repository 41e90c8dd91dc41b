import { CALENDAR_WORDS } from './locale-format';
import type { Locale } from './locales';

/**
 * When a provider usually works (issue 45): a start and an end per weekday, or off that day, and
 * how many jobs it takes on one day. The public page says it ('Usually works Mon-Fri
 * 07:00-17:00, Sat 08:00-13:00'); accepting a quote refuses a booking past the day's capacity.
 * Times are South African ('HH:MM', on the quarter hour). Free of zod.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export interface DayHours {
  start: string;
  end: string;
}
export type WorkingHours = Record<Weekday, DayHours | null>;

const WEEKDAY_HOURS: DayHours = { start: '07:00', end: '17:00' };

/** A new provider's hours until it says otherwise: the trades' usual week. */
export const DEFAULT_WORKING_HOURS: WorkingHours = {
  mon: WEEKDAY_HOURS,
  tue: WEEKDAY_HOURS,
  wed: WEEKDAY_HOURS,
  thu: WEEKDAY_HOURS,
  fri: WEEKDAY_HOURS,
  sat: { start: '08:00', end: '13:00' },
  sun: null,
};

/** Jobs a provider takes on one day. */
export const DAILY_CAPACITY = { min: 1, max: 10, default: 2 } as const;

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:MM' ('24:00' is the day's end), or null for anything else. */
export function minutesOf(time: string): number | null {
  if (time === '24:00') return 24 * 60;
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'HH:MM' of minutes after midnight (1440 is '24:00'). */
export function timeOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether a time is on the quarter hour, as the pickers offer. */
export function onQuarterHour(time: string): boolean {
  const minutes = minutesOf(time);
  return minutes !== null && minutes % 15 === 0;
}

/** The weekday of a South African date (`YYYY-MM-DD`). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(day + 6) % 7] ?? 'mon';
}

/** Why a day's hours cannot be kept, or null. */
export function dayHoursProblem(hours: DayHours): string | null {
  const start = minutesOf(hours.start);
  const end = minutesOf(hours.end);
  if (start === null || !onQuarterHour(hours.start))
    return 'Choose a start time on the quarter hour';
  if (end === null || (end !== 24 * 60 && !onQuarterHour(hours.end))) {
    return 'Choose an end time on the quarter hour';
  }
  if (end <= start) return 'The end must be after the start';
  return null;
}

const sameHours = (a: DayHours | null, b: DayHours | null) =>
  a === b || (a !== null && b !== null && a.start === b.start && a.end === b.end);

/**
 * The week in words, runs of days with the same hours joined: 'Mon-Fri 07:00-17:00, Sat
 * 08:00-13:00' (in another language with its `labels`). Null when the provider works no day.
 */
export function usualHoursText(
  hours: WorkingHours,
  labels: Readonly<Record<Weekday, string>> = WEEKDAY_LABELS,
): string | null {
  const runs: { first: Weekday; last: Weekday; hours: DayHours }[] = [];
  let previous: DayHours | null = null;
  for (const day of WEEKDAYS) {
    const today = hours[day];
    const run = runs[runs.length - 1];
    if (today && run && sameHours(previous, today)) run.last = day;
    else if (today) runs.push({ first: day, last: day, hours: today });
    previous = today;
  }
  if (runs.length === 0) return null;
  return runs
    .map(({ first, last, hours: { start, end } }) => {
      const days = first === last ? labels[first] : `${labels[first]}-${labels[last]}`;
      return `${days} ${start}-${end}`;
    })
    .join(', ');
}

/** The days of the week by their keys ('mon': 'Mso' in isiZulu), for the week's hours in words. */
export function weekdayLabels(locale: Locale): Record<Weekday, string> {
  const days = CALENDAR_WORDS[locale].days;
  // WEEKDAYS runs Monday to Sunday; the calendar's days start on Sunday.
  return Object.fromEntries(
    WEEKDAYS.map((day, index) => [day, days[(index + 1) % 7] ?? day]),
  ) as Record<Weekday, string>;
}
