import type { Locale } from '../../../domain/locales';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * What the server says of a provider in English, in this build's language (issue 50): its
 * response time (chosen in onboarding, or measured: domain/provider-text.ts) and its record of
 * booked jobs (domain/reliability.ts).
 */

const WITHIN = /^Within (\d+) (minute|minutes|hour|hours|day|days)$/;

/** 'Within 2 hours', 'Same day', 'Within 1 day'; a time not written so stays as sent. */
export function responseTimeWords(text: string, locale?: Locale): string {
  const options = locale ? { locale } : undefined;
  if (text === 'Same day') return m.pv_same_day({}, options);
  const found = WITHIN.exec(text);
  if (!found) return text;
  const count = Number(found[1]);
  const unit = found[2] ?? '';
  if (unit.startsWith('minute')) return m.pv_within_minutes({ count }, options);
  if (unit.startsWith('hour')) {
    return count === 1 ? m.pv_within_hour({}, options) : m.pv_within_hours({ count }, options);
  }
  return count === 1 ? m.pv_within_day({}, options) : m.pv_within_days({ count }, options);
}

/** '92% of booked jobs done · 88% on time', or nothing before five booked jobs. */
export function reliabilityText(
  figures: { completionPercent: number; onTimePercent: number | null } | null,
): string | null {
  if (!figures) return null;
  const done = m.pv_rel_done({ percent: figures.completionPercent });
  return figures.onTimePercent === null
    ? done
    : m.pv_rel_on_time({ done, percent: figures.onTimePercent });
}

/** 'under 1 km', '3 km'. */
export const distanceWords = (km: number): string => (km < 1 ? m.pv_under_1km() : `${km} km`);
