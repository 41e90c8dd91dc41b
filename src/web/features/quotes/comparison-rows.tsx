import { Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatRandOnOneLine } from '../../../domain/money';
import { displayRating } from '../../../domain/presets';
import { NEW_UNDER_REVIEWS } from '../../../domain/provider-text';
import type { ComparedQuote } from '../../../domain/schemas/quote-comparison';
import { ProviderBadges, responseTimeWords } from '../providers';
import { calendarDay, visitWords } from '../../lib/visit-dates';
import { priceLine, QuoteAmount, totalWithCallout } from './quote-terms';
import { QuoteStatusBadge } from './quote-status-badge';
import { m } from '../../../i18n/paraglide/messages.js';
import { SavedPhoto } from '../../components/saved-photo';

/** A provider's record of booked jobs in words ('96% of booked jobs done · 90% on time'). */
function reliabilityLine(figures: ComparedQuote['provider']['reliability']): string {
  if (!figures) return m.cmp_few_jobs();
  const done = m.cmp_jobs_done({ percent: figures.completionPercent });
  return figures.onTimePercent === null
    ? done
    : `${done} · ${m.cmp_on_time({ percent: figures.onTimePercent })}`;
}

/** The facts compared, one row each, the same on the table and on the phone's cards. */
export const ROWS: {
  key: string;
  label: () => string;
  value: (quote: ComparedQuote) => ReactNode;
}[] = [
  {
    key: 'total',
    label: m.cmp_total,
    value: (q) => (
      <span className="grid">
        <QuoteAmount terms={q} previous={q.previous} />
        {q.calloutFee ? (
          <span className="text-xs text-muted-foreground">
            {m.cmp_with_callout({ amount: formatRandOnOneLine(totalWithCallout(q)) })}
          </span>
        ) : null}
      </span>
    ),
  },
  { key: 'price-type', label: m.cmp_price_type, value: (q) => priceLine(q) },
  {
    key: 'callout',
    label: m.cmp_callout_fee,
    value: (q) => (q.calloutFee ? formatRandOnOneLine(q.calloutFee) : m.cmp_none_word()),
  },
  {
    key: 'materials',
    label: m.cmp_materials,
    value: (q) => (q.includesMaterials ? m.cmp_included() : m.cmp_extra()),
  },
  {
    key: 'deposit',
    label: m.cmp_deposit,
    value: (q) =>
      q.deposit ? m.cmp_up_front({ amount: formatRandOnOneLine(q.deposit) }) : m.cmp_none_word(),
  },
  {
    key: 'when',
    label: m.when_label,
    value: (q) =>
      visitWords(q) ??
      (q.earliestStart ? m.cmp_from_day({ day: calendarDay(q.earliestStart) }) : m.cmp_not_said()),
  },
  { key: 'valid', label: m.cmp_valid_until, value: (q) => calendarDay(q.validUntil) },
  {
    key: 'rating',
    label: m.cmp_rating,
    value: ({ provider }) =>
      provider.reviewCount < NEW_UNDER_REVIEWS ? (
        (provider.reviewCount === 1 ? m.cmp_new_one : m.cmp_new_many)({
          count: provider.reviewCount,
        })
      ) : (
        <span className="inline-flex items-center gap-1">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          {displayRating(provider.rating)} ({provider.reviewCount})
        </span>
      ),
  },
  {
    key: 'jobs',
    label: m.cmp_jobs_completed,
    value: ({ provider }) => String(provider.jobsCompleted),
  },
  {
    key: 'reliability',
    label: m.cmp_reliability,
    value: ({ provider }) => reliabilityLine(provider.reliability),
  },
  {
    key: 'past-work',
    label: m.cmp_past_work,
    value: ({ provider }) =>
      provider.workPhotos.length === 0 ? (
        m.cmp_no_photos()
      ) : (
        <span className="flex gap-1.5" data-testid="past-work-strip">
          {provider.workPhotos.map((photo, index) => (
            <a
              key={photo.id}
              href={photo.url}
              target="_blank"
              rel="noopener"
              className="block size-14 shrink-0 overflow-hidden rounded border bg-muted"
            >
              <SavedPhoto
                src={photo.thumbUrl}
                alt={
                  photo.caption ?? m.cmp_past_work_alt({ number: index + 1, name: provider.name })
                }
                width={56}
                height={56}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </a>
          ))}
        </span>
      ),
  },
  {
    key: 'response',
    label: m.cmp_response,
    value: ({ provider }) =>
      provider.responseTime
        ? `${responseTimeWords(provider.responseTime)}${provider.responseMeasured ? ` ${m.cmp_measured()}` : ''}`
        : m.cmp_not_said(),
  },
  {
    key: 'badges',
    label: m.cmp_badges,
    value: ({ provider }) =>
      provider.badges.length > 0 ? <ProviderBadges badges={provider.badges} /> : m.cmp_none_yet(),
  },
  {
    key: 'distance',
    label: m.cmp_distance,
    value: ({ provider }) =>
      provider.distanceKm === null
        ? m.cmp_unknown()
        : provider.distanceKm < 1
          ? m.cmp_under_1km()
          : `${provider.distanceKm} km`,
  },
  { key: 'message', label: m.cmp_message, value: (q) => q.message ?? m.cmp_none_word() },
  { key: 'status', label: m.cmp_status, value: (q) => <QuoteStatusBadge status={q.status} /> },
];
