import { formatRandOnOneLine } from '../../../domain/money';
import { PRICE_TYPE_LABELS } from '../../../domain/quote-pricing';
import type { QuoteTerms } from '../../../domain/schemas/quotes';
import { proposedVisitText } from '../../../domain/visit';

const DAY = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Wed, 3 Dec': a quote's South African day (YYYY-MM-DD). */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** 'Fixed price', 'Estimate', or 'Hourly: R350 × 2.5 h'. */
export function priceLine(terms: QuoteTerms): string {
  if (terms.priceType === 'hourly' && terms.hourlyRate !== null && terms.estimatedHours !== null) {
    return `Hourly: ${formatRandOnOneLine(terms.hourlyRate)} × ${terms.estimatedHours} h`;
  }
  return PRICE_TYPE_LABELS[terms.priceType];
}

/** What the customer pays in all: the total and the call-out fee. */
export function totalWithCallout(terms: QuoteTerms): number {
  return terms.amount + terms.calloutFee;
}

/** The quote's total, the old one struck through when a revision changed it. */
export function QuoteAmount({
  terms,
  previous,
}: {
  terms: QuoteTerms;
  previous: QuoteTerms | null;
}) {
  const changed = previous !== null && previous.amount !== terms.amount;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {changed ? (
        <del
          className="text-sm text-muted-foreground"
          aria-label={`was ${formatRandOnOneLine(previous.amount)}`}
        >
          {formatRandOnOneLine(previous.amount)}
        </del>
      ) : null}
      <span className="text-lg font-bold" data-testid="quote-amount">
        {formatRandOnOneLine(terms.amount)}
      </span>
    </span>
  );
}

/**
 * A quote's terms in one short line each: how it is priced, the call-out fee, materials, the
 * earliest start and until when it can be accepted; what a revision changed says what it was.
 */
export function QuoteTermsList({
  terms,
  previous = null,
}: {
  terms: QuoteTerms;
  previous?: QuoteTerms | null;
}) {
  const was = (now: string, before: string | null) =>
    previous !== null && before !== null && before !== now ? (
      <span className="text-muted-foreground">
        {' '}
        (was <del>{before}</del>)
      </span>
    ) : null;
  const callout = terms.calloutFee
    ? `+ ${formatRandOnOneLine(terms.calloutFee)} call-out`
    : 'No call-out fee';
  const materials = terms.includesMaterials ? 'Materials included' : 'Materials extra';
  const visit = proposedVisitText(terms);
  const earliest = visit
    ? `Visit: ${visit}`
    : terms.earliestStart
      ? `Can start ${formatDay(terms.earliestStart)}`
      : null;
  return (
    <ul className="grid gap-0.5 text-sm" data-testid="quote-terms">
      <li>
        {priceLine(terms)}
        {was(priceLine(terms), previous && priceLine(previous))}
      </li>
      <li>
        {callout}
        {was(
          callout,
          previous &&
            (previous.calloutFee
              ? `+ ${formatRandOnOneLine(previous.calloutFee)} call-out`
              : 'No call-out fee'),
        )}
      </li>
      <li>{materials}</li>
      {terms.deposit ? (
        <li>{formatRandOnOneLine(terms.deposit)} deposit up front for materials</li>
      ) : null}
      {earliest ? <li>{earliest}</li> : null}
      <li className="text-muted-foreground">Valid until {formatDay(terms.validUntil)}</li>
    </ul>
  );
}
