import { formatDay } from './locale-format';
import { BASE_LOCALE, type Locale } from './locales';
import { bookedText, visitSpan, type BookedVisit } from './visit';
import { timeOf } from './working-hours';

/**
 * A visit's day and times in any language Khaya speaks (issue 50): English as ./visit.ts writes
 * it, the others from ./locale-format.ts. Apart from ./visit.ts so that English pages do not
 * carry the other languages' calendar words.
 */

/** 'Thu 3 Dec, 08:00-10:00' ('Do 3 Des, 08:00-10:00' in Afrikaans). */
export function bookedTextIn(locale: Locale, booking: BookedVisit): string {
  if (locale === BASE_LOCALE) return bookedText(booking);
  return `${formatDay(locale, booking.date)}, ${booking.start}-${booking.end}`;
}

/** The visit a quote's terms propose, in words, or null for a quote without a time. */
export function proposedVisitTextIn(
  locale: Locale,
  terms: { visitDate: string | null; visitStart: string | null; visitHours: number | null },
): string | null {
  const { visitDate: date, visitStart: start, visitHours: hours } = terms;
  if (!date || !start || !hours) return null;
  const span = visitSpan({ date, start, hours });
  return bookedTextIn(locale, { date, start: timeOf(span.start), end: timeOf(span.end) });
}
