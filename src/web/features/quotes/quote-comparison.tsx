import { useState } from 'react';
import { Link } from 'wouter';
import { NEW_UNDER_REVIEWS } from '../../../domain/provider-text';
import type { ComparedQuote } from '../../../domain/schemas/quote-comparison';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { NativeSelect } from '../../components/ui/select';
import { QuoteDecision } from './quote-decision';
import { ROWS } from './comparison-rows';
import { totalWithCallout } from './quote-terms';
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
