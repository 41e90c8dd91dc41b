import { Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { formatRandOnOneLine } from '../../../domain/money';
import { displayRating } from '../../../domain/presets';
import { NEW_UNDER_REVIEWS } from '../../../domain/provider-text';
import type { ComparedQuote } from '../../../domain/schemas/quotes';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/select';
import { ProviderBadges } from '../providers';
import { QuoteDecision } from './quote-decision';
import { formatDay, priceLine, QuoteAmount, totalWithCallout, visitWords } from './quote-terms';
import { QuoteStatusBadge } from './quote-status-badge';
import { m } from '../../../i18n/paraglide/messages.js';

/** When a quote can start: its visit's date and time, or its earliest day (unknown last). */
const startKey = (q: ComparedQuote) =>
  q.visitDate && q.visitStart ? `${q.visitDate} ${q.visitStart}` : (q.earliestStart ?? '9999');

type SortKey = 'price' | 'rating' | 'start';

const SORTS: Record<
  SortKey,
  { label: () => string; compare: (a: ComparedQuote, b: ComparedQuote) => number }
> = {
  price: {
    label: m.cmp_sort_price,
    compare: (a, b) => totalWithCallout(a) - totalWithCallout(b),
  },
  rating: {
    label: m.cmp_best_rated,
    compare: (a, b) =>
      b.provider.rating - a.provider.rating || b.provider.reviewCount - a.provider.reviewCount,
  },
  start: {
    label: m.cmp_sort_start,
    compare: (a, b) => startKey(a).localeCompare(startKey(b)),
  },
};

/** The quote to mark cheapest (total with call-out) and best-rated (three reviews or more). */
function marksOf(quotes: ComparedQuote[]) {
  const live = quotes.filter((q) => q.status !== 'withdrawn' && q.status !== 'declined');
  const cheapest = [...live].sort(SORTS.price.compare)[0];
  const rated = live.filter((q) => q.provider.reviewCount >= NEW_UNDER_REVIEWS);
  const best = [...rated].sort(SORTS.rating.compare)[0];
  return { cheapest: live.length > 1 ? cheapest?.id : undefined, best: best?.id };
}

function Marks({ quote, marks }: { quote: ComparedQuote; marks: ReturnType<typeof marksOf> }) {
  return (
    <span className="flex flex-wrap gap-1">
      {marks.cheapest === quote.id ? <Badge tone="success">{m.cmp_cheapest()}</Badge> : null}
      {marks.best === quote.id ? <Badge tone="warm">{m.cmp_best_rated()}</Badge> : null}
    </span>
  );
}

/** A provider's record of booked jobs in words ('96% of booked jobs done · 90% on time'). */
function reliabilityLine(figures: ComparedQuote['provider']['reliability']): string {
  if (!figures) return m.cmp_few_jobs();
  const done = m.cmp_jobs_done({ percent: figures.completionPercent });
  return figures.onTimePercent === null
    ? done
    : `${done} · ${m.cmp_on_time({ percent: figures.onTimePercent })}`;
}

/** The facts compared, one row each, the same on the table and on the phone's cards. */
const ROWS: { key: string; label: () => string; value: (quote: ComparedQuote) => ReactNode }[] = [
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
      (q.earliestStart ? m.cmp_from_day({ day: formatDay(q.earliestStart) }) : m.cmp_not_said()),
  },
  { key: 'valid', label: m.cmp_valid_until, value: (q) => formatDay(q.validUntil) },
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
              <img
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
        ? `${provider.responseTime}${provider.responseMeasured ? ` ${m.cmp_measured()}` : ''}`
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

function ProviderLink({ quote }: { quote: ComparedQuote }) {
  return (
    <Link href={`/providers/${quote.provider.id}`} className="font-semibold text-primary underline">
      {quote.provider.name}
    </Link>
  );
}

/**
 * A request's quotes side by side: a table with a column per provider at 1024 px and wider,
 * stacked cards on a phone; sorted by price, rating or earliest start, the cheapest and the
 * best-rated marked, Accept and Decline on each open quote.
 */
export function QuoteComparison({
  quotes,
  canDecide,
}: {
  quotes: ComparedQuote[];
  /** Whether the request takes a decision now (it has open quotes and none accepted). */
  canDecide: boolean;
}) {
  const [sort, setSort] = useState<SortKey>('price');
  const sorted = [...quotes].sort(SORTS[sort].compare);
  const marks = marksOf(quotes);
  const openQuotes = quotes.filter((q) => q.status === 'open').length;
  const decision = (quote: ComparedQuote) =>
    quote.status === 'open' && canDecide ? (
      <QuoteDecision
        quote={{
          ...quote,
          providerName: quote.provider.name,
          protectedOnly: quote.provider.protectedOnly,
        }}
        openQuotes={openQuotes}
      />
    ) : null;

  return (
    <div className="grid gap-4">
      <label className="flex flex-wrap items-center gap-2 text-sm font-medium">
        {m.cmp_sort()}
        <NativeSelect
          value={sort}
          onChange={(event) => setSort(event.target.value as SortKey)}
          className="w-full sm:w-auto"
        >
          {(Object.keys(SORTS) as SortKey[]).map((key) => (
            <option key={key} value={key}>
              {SORTS[key].label()}
            </option>
          ))}
        </NativeSelect>
      </label>

      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full border-collapse text-sm" data-testid="comparison-table">
          <caption className="sr-only">{m.cmp_caption()}</caption>
          <thead>
            <tr>
              <td />
              {sorted.map((quote) => (
                <th key={quote.id} scope="col" className="border-b p-3 text-left align-top">
                  <span className="grid gap-1">
                    <ProviderLink quote={quote} />
                    <Marks quote={quote} marks={marks} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key} className="border-b">
                <th scope="row" className="p-3 text-left font-medium text-muted-foreground">
                  {row.label()}
                </th>
                {sorted.map((quote) => (
                  <td key={quote.id} className="p-3 align-top">
                    {row.value(quote)}
                  </td>
                ))}
              </tr>
            ))}
            <tr>
              <td />
              {sorted.map((quote) => (
                <td key={quote.id} className="p-3">
                  {decision(quote)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 lg:hidden" aria-label={m.cmp_heading()}>
        {sorted.map((quote) => (
          <li key={quote.id}>
            <Card className="grid gap-3 p-4" data-testid="compared-quote">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <ProviderLink quote={quote} />
                <Marks quote={quote} marks={marks} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                {ROWS.map((row) => (
                  <div key={row.key} className="contents">
                    <dt className="text-muted-foreground">{row.label()}</dt>
                    <dd>{row.value(quote)}</dd>
                  </div>
                ))}
              </dl>
              {decision(quote)}
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
