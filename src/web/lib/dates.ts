/** Dates and times as South Africans read them, in South African time, wherever the phone is. */
const SA = { timeZone: 'Africa/Johannesburg' } as const;

/** 'March 2026': when a review was published, since when a provider is on Khaya. */
export const monthFormat = new Intl.DateTimeFormat('en-ZA', {
  ...SA,
  month: 'long',
  year: 'numeric',
});

/** '23 Nov 2026' */
export const dayFormat = new Intl.DateTimeFormat('en-ZA', {
  ...SA,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '14:05' */
export const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  ...SA,
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 Nov, 14:05' */
export const dayTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  ...SA,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 Nov 2026, 14:05' */
export const fullDayTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  ...SA,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '23 November 2026' */
export const longDayFormat = new Intl.DateTimeFormat('en-ZA', {
  ...SA,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A message's time: '14:05' on the day it is in South Africa, '23 Nov, 14:05' after. */
export function messageTime(date: Date, now: Date): string {
  return dayFormat.format(now) === dayFormat.format(date)
    ? timeFormat.format(date)
    : dayTimeFormat.format(date);
}
