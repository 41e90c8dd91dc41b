import { formatDay as formatDayIn } from '../../domain/locale-format';
import { WEEKDAY_LABELS, weekdayLabels, type Weekday } from '../../domain/working-hours';
import { bookedText, lengthLabel, proposedVisitText, type BookedVisit } from '../../domain/visit';
import { bookedTextIn, proposedVisitTextIn } from '../../domain/visit-words';
import { dayLabel, WINDOW_LABELS, type When } from '../../domain/when';
import { m } from '../../i18n/paraglide/messages.js';
import { requestWord } from './request-words';
import { LOCALE } from './locale';

/**
 * The days of a request and a quote in the build's language (issue 50), apart from ./dates.ts:
 * the request's calendar code comes only to the pages that show them.
 */

const WEEKDAY = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Wed, 3 Dec' ('Wo 3 Des'): a quote's South African day (YYYY-MM-DD). */
export function calendarDay(day: string): string {
  return LOCALE === 'en-ZA'
    ? WEEKDAY.format(new Date(`${day}T00:00:00Z`))
    : formatDayIn(LOCALE, day);
}

/** 'Thu 3 Dec' ('Do 3 Des'): a wanted day as the request's form lists it. */
export function dayWords(day: string): string {
  return LOCALE === 'en-ZA' ? dayLabel(day) : formatDayIn(LOCALE, day);
}

/** The visit a quote's terms propose ('Thu 3 Dec, 08:00-10:00'), or null for none. */
export function visitWords(terms: {
  visitDate: string | null;
  visitStart: string | null;
  visitHours: number | null;
}): string | null {
  return LOCALE === 'en-ZA' ? proposedVisitText(terms) : proposedVisitTextIn(LOCALE, terms);
}

/** A booked visit's day and times ('Thu 3 Dec, 08:00-10:00'). */
export function bookingWords(booking: BookedVisit): string {
  return LOCALE === 'en-ZA' ? bookedText(booking) : bookedTextIn(LOCALE, booking);
}

/** The days of the week ('Mon', 'Mso'), for a provider's hours in words. */
export const WEEKDAY_WORDS: Readonly<Record<Weekday, string>> =
  LOCALE === 'en-ZA' ? WEEKDAY_LABELS : weekdayLabels(LOCALE);

/**
 * When the work is wanted ('Thu 3 Dec, any time'): the server writes it in English
 * (`preferredDate`, what English pages show), the others say it from the choice itself; a
 * request sent with text only keeps what its customer typed.
 */
export function whenWords(request: { preferredDate: string; when: When | null }): string {
  const when = request.when;
  if (LOCALE === 'en-ZA' || !when) return request.preferredDate;
  if (when.kind === 'dates')
    return when.dates
      .map(
        ({ date, window }) =>
          `${dayWords(date)}, ${requestWord(WINDOW_LABELS[window]).toLowerCase()}`,
      )
      .join('; ');
  if (when.kind === 'emergency') return m.when_emergency_on({ day: dayWords(when.from) });
  const range = { from: dayWords(when.from), to: dayWords(when.to) };
  return when.kind === 'soon' ? m.when_soon_on(range) : m.when_flexible_on(range);
}

/** How long a visit takes: '30 minutes', '1 hour', '2.5 hours' ('amahora angu-3'). */
export function lengthWords(hours: number): string {
  if (LOCALE === 'en-ZA') return lengthLabel(hours);
  if (hours < 1) return m.len_minutes({ count: hours * 60 });
  return hours === 1 ? m.len_hour() : m.len_hours({ count: hours });
}
