/**
 * Reminders of a booked visit (issue 45): the evening before at 18:00 and two hours before, to
 * both sides, in South African time. Each is sent once; a visit moved is reminded at its new
 * time; a job done is not reminded. Free of zod.
 */
import { addDays, southAfricanInstant } from './when';

export const REMINDERS = ['day_before', 'two_hours'] as const;
export type Reminder = (typeof REMINDERS)[number];

/** The evening before: the hour it is sent. */
export const DAY_BEFORE_HOUR = 18;
/** Minutes before the start of the second reminder. */
export const SOON_MINUTES = 120;

/** When each reminder of a visit on `date` starting at `startMinute` falls due. */
export function reminderDue(date: string, startMinute: number): Record<Reminder, Date> {
  return {
    day_before: southAfricanInstant(addDays(date, -1), DAY_BEFORE_HOUR),
    two_hours: southAfricanInstant(date, 0, startMinute - SOON_MINUTES),
  };
}

/**
 * Whether a reminder is due at `now`: its time has come and the visit has not started, and (for
 * the evening before) the two-hour reminder is not due yet, which says it better.
 */
export function isDue(reminder: Reminder, date: string, startMinute: number, now: Date): boolean {
  const due = reminderDue(date, startMinute);
  const start = southAfricanInstant(date, 0, startMinute);
  if (now < due[reminder] || now >= start) return false;
  return reminder === 'two_hours' || now < due.two_hours;
}
