/**
 * The visit a quote proposes (issue 45): a South African date, a start time and how long the work
 * takes, inside the windows the customer asked for. Accepting the quote books it. Free of zod.
 */
import {
  WINDOW_HOURS,
  WINDOW_LABELS,
  dateProblem,
  dayLabel,
  southAfricanToday,
  type When,
} from './when';
import { minutesOf, onQuarterHour, timeOf } from './working-hours';

export interface Visit {
  date: string;
  /** 'HH:MM', on the quarter hour. */
  start: string;
  /** How long the work takes, in half hours: 0.5 to 12. */
  hours: number;
}

export const VISIT_HOURS = { min: 0.5, max: 12, step: 0.5 } as const;

export type VisitField = 'visitDate' | 'visitStart' | 'visitHours';

const DAY_END = 24 * 60;

/** Minutes after midnight in South Africa at `now`. */
export function southAfricanMinutes(now: Date): number {
  const shifted = new Date(now.getTime() + 2 * 3_600_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Whether a visit on `date` (South African) starting `start` minutes after midnight has begun at `now`. */
export function hasStarted(date: string, start: number, now: Date): boolean {
  const today = southAfricanToday(now);
  return date < today || (date === today && start <= southAfricanMinutes(now));
}

/** The visit's start and end in minutes after midnight. */
export function visitSpan(visit: Visit): { start: number; end: number } {
  const start = minutesOf(visit.start) ?? 0;
  return { start, end: start + Math.round(visit.hours * 60) };
}

/** 'Thu 3 Dec, 08:00-10:00' (./visit-words.ts says it in another language). */
export function visitText(visit: Visit): string {
  const { start, end } = visitSpan(visit);
  return bookedText({ date: visit.date, start: timeOf(start), end: timeOf(end) });
}

/**
 * Why a proposed visit does not fit the customer's `when` at `now`, with the field it is about,
 * or null. A request with dates takes one of them, starting inside that date's window; 'soon'
 * and 'flexible' take a day in their range; a request sent with text only, any day within 90.
 * A visit today starts later than now; every visit ends by midnight.
 */
export function visitProblem(
  visit: Visit,
  when: When | null,
  now: Date,
): { field: VisitField; message: string } | null {
  const today = southAfricanToday(now);
  const start = minutesOf(visit.start);
  if (start === null || !onQuarterHour(visit.start)) {
    return { field: 'visitStart', message: 'Choose a start time on the quarter hour' };
  }
  const dateIssue = dateProblem(visit.date, today);
  if (dateIssue) return { field: 'visitDate', message: dateIssue };
  if (when?.kind === 'dates') {
    const wanted = when.dates.find((one) => one.date === visit.date);
    if (!wanted) {
      return { field: 'visitDate', message: 'Choose one of the dates the customer asked for' };
    }
    const [from, to] = WINDOW_HOURS[wanted.window];
    if (start < from * 60 || start >= to * 60) {
      const window = WINDOW_LABELS[wanted.window].toLowerCase();
      return { field: 'visitStart', message: `Start within the customer's window: ${window}` };
    }
  } else if (when && (visit.date < when.from || visit.date > when.to)) {
    const range = `${dayLabel(when.from)} to ${dayLabel(when.to)}`;
    return { field: 'visitDate', message: `Choose a date from ${range}` };
  }
  if (hasStarted(visit.date, start, now)) {
    return { field: 'visitStart', message: 'Choose a start time later today' };
  }
  if (start + Math.round(visit.hours * 60) > DAY_END) {
    return { field: 'visitHours', message: 'The visit must end by midnight' };
  }
  return null;
}

/** A booked visit's day and times, as messages name it. */
export interface BookedVisit {
  date: string;
  start: string;
  end: string;
}

/** 'Thu 3 Dec, 08:00-10:00' (./visit-words.ts says it in another language). */
export function bookedText(booking: BookedVisit): string {
  return `${dayLabel(booking.date)}, ${booking.start}-${booking.end}`;
}

/** The visit a quote's terms propose, in words, or null for a quote without a time. */
export function proposedVisitText(terms: {
  visitDate: string | null;
  visitStart: string | null;
  visitHours: number | null;
}): string | null {
  const { visitDate, visitStart, visitHours } = terms;
  if (!visitDate || !visitStart || !visitHours) return null;
  return visitText({ date: visitDate, start: visitStart, hours: visitHours });
}

/** The start times a visit on a date may take: quarter hours inside its window, or the day. */
export function startTimes(window: [number, number] = [6, 21]): string[] {
  const times: string[] = [];
  for (let minute = window[0] * 60; minute < window[1] * 60; minute += 15) {
    times.push(timeOf(minute));
  }
  return times;
}

/** The lengths a visit may take, in half hours. */
export const VISIT_LENGTHS: readonly number[] = Array.from(
  { length: (VISIT_HOURS.max - VISIT_HOURS.min) / VISIT_HOURS.step + 1 },
  (_, n) => VISIT_HOURS.min + n * VISIT_HOURS.step,
);

/** '1 hour', '2.5 hours', '30 minutes'. */
export function lengthLabel(hours: number): string {
  if (hours < 1) return `${hours * 60} minutes`;
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}
