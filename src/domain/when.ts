/**
 * When a customer wants the work done (issue 45): one to three dates, each with a window of the
 * day, or 'as soon as possible' (today or tomorrow), or 'flexible' (within two weeks). Dates are
 * calendar days in South African time (Africa/Johannesburg: UTC+2 all year, no daylight
 * saving), written `YYYY-MM-DD`. Free of zod, so pages that only show it stay small.
 */

export const WINDOWS = ['morning', 'afternoon', 'evening', 'any'] as const;
export type DayWindow = (typeof WINDOWS)[number];

/** Each window's hours, start and end (the `any` window is the working day). */
export const WINDOW_HOURS: Record<DayWindow, readonly [number, number]> = {
  morning: [7, 12],
  afternoon: [12, 17],
  evening: [17, 20],
  any: [7, 20],
};

export const WINDOW_LABELS: Record<DayWindow, string> = {
  morning: 'Morning (07:00-12:00)',
  afternoon: 'Afternoon (12:00-17:00)',
  evening: 'Evening (17:00-20:00)',
  any: 'Any time',
};

export const WHEN_KINDS = ['dates', 'soon', 'emergency', 'flexible'] as const;
export type WhenKind = (typeof WHEN_KINDS)[number];

export const WHEN_KIND_LABELS: Record<WhenKind, string> = {
  dates: 'On these dates',
  emergency: 'Emergency (today)',
  soon: 'As soon as possible (today or tomorrow)',
  flexible: 'Flexible, within two weeks',
};

export const MAX_DATES = 3;
/** How far ahead a date may be. */
export const MAX_DAYS_AHEAD = 90;
/** The days 'as soon as possible' and 'flexible' cover, from the day asked. */
export const SOON_DAYS = 2;
export const FLEXIBLE_DAYS = 14;

export interface WantedDate {
  date: string;
  window: DayWindow;
}

/** A range's kinds: an emergency is today alone (providers see it first: issue 46). */
export type RangeKind = 'emergency' | 'soon' | 'flexible';

export type When =
  { kind: 'dates'; dates: WantedDate[] } | { kind: RangeKind; from: string; to: string };

/** What a customer chooses: the range of 'soon' and 'flexible' is set from the day it is sent. */
export type WhenChoice = { kind: 'dates'; dates: WantedDate[] } | { kind: RangeKind };

const SA_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in South Africa at the instant `now`. */
export function southAfricanToday(now: Date = new Date()): string {
  return new Date(now.getTime() + SA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Whether `value` is a real calendar date written `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The date `days` after `date` (both `YYYY-MM-DD`), across month and year ends. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The instant a South African date and hour begins (`2026-12-03`, 7 is 05:00 UTC). */
export function southAfricanInstant(date: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + (hour * 60 + minute) * 60_000 - SA_OFFSET_MS);
}

/** Why a wanted date cannot be chosen on `today`, or null when it can. */
export function dateProblem(date: string, today: string): string | null {
  if (!isCalendarDate(date)) return 'Choose a date';
  if (date < today) return 'Choose today or a later date';
  if (daysBetween(today, date) > MAX_DAYS_AHEAD) return 'Choose a date within 90 days';
  return null;
}

/** The choice as stored: 'soon' and 'flexible' become the dates they cover from `today`. */
export function settleWhen(choice: WhenChoice, today: string): When {
  if (choice.kind === 'dates') {
    return { kind: 'dates', dates: [...choice.dates].sort((a, b) => a.date.localeCompare(b.date)) };
  }
  const days = { emergency: 1, soon: SOON_DAYS, flexible: FLEXIBLE_DAYS }[choice.kind];
  return { kind: choice.kind, from: today, to: addDays(today, days - 1) };
}

/** Every date a `When` covers, first to last. */
export function datesOf(when: When): string[] {
  if (when.kind === 'dates') return when.dates.map((wanted) => wanted.date);
  const count = daysBetween(when.from, when.to) + 1;
  return Array.from({ length: count }, (_, day) => addDays(when.from, day));
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Thu 3 Dec' for `2026-12-03`. */
export function dayLabel(date: string): string {
  const parts = DAY_FORMAT.formatToParts(new Date(`${date}T00:00:00Z`));
  const part = (type: string) => parts.find((one) => one.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}

/**
 * The choice in words, as the request's `preferredDate` text that older readers show:
 * 'Thu 3 Dec, morning (07:00-12:00); Fri 4 Dec, any time', 'As soon as possible: Thu 3 Dec or
 * Fri 4 Dec', 'Flexible: Thu 3 Dec to Wed 16 Dec'.
 */
export function describeWhen(when: When): string {
  if (when.kind === 'emergency') return `Emergency: today, ${dayLabel(when.from)}`;
  if (when.kind !== 'dates') {
    return when.kind === 'soon'
      ? `As soon as possible: ${dayLabel(when.from)} or ${dayLabel(when.to)}`
      : `Flexible: ${dayLabel(when.from)} to ${dayLabel(when.to)}`;
  }
  return when.dates
    .map(({ date, window }) => `${dayLabel(date)}, ${WINDOW_LABELS[window].toLowerCase()}`)
    .join('; ');
}
