/**
 * A provider's days off (issue 45): single days or ranges ('On leave 15-22 December'), in South
 * African dates (`YYYY-MM-DD`, see when.ts). A provider whose days off cover every date a request
 * wants is not sent it and does not see it (matching's rule, `services/matching`).
 */
import { daysBetween, isCalendarDate } from './when';

export interface DayOff {
  id: string;
  from: string;
  to: string;
  /** What the provider calls it ('Leave', 'Family wedding'): shown to the provider only. */
  note: string;
}

/** The longest stretch one entry may cover, and how far ahead it may start. */
export const MAX_DAYS_OFF_SPAN = 90;
export const MAX_DAYS_OFF_AHEAD = 365;
/** How many entries a provider keeps (past ones are dropped as they end). */
export const MAX_DAYS_OFF_ENTRIES = 20;
export const DAY_OFF_NOTE_MAX = 80;

/** Why `from`-`to` cannot be days off on `today`, each with the field it is about, or null. */
export function daysOffProblem(
  from: string,
  to: string,
  today: string,
): { field: 'from' | 'to'; message: string } | null {
  if (!isCalendarDate(from)) return { field: 'from', message: 'Choose the first day off' };
  if (!isCalendarDate(to)) return { field: 'to', message: 'Choose the last day off' };
  if (from < today) return { field: 'from', message: 'Choose today or a later day' };
  if (daysBetween(today, from) > MAX_DAYS_OFF_AHEAD) {
    return { field: 'from', message: 'Choose a day within a year' };
  }
  if (to < from) return { field: 'to', message: 'The last day off cannot be before the first' };
  if (daysBetween(from, to) >= MAX_DAYS_OFF_SPAN) {
    return { field: 'to', message: 'Days off can span at most 90 days: add another stretch' };
  }
  return null;
}
