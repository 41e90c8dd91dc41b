import { formatRandOnOneLine } from '../../../domain/money';
import type { PriceType } from '../../../domain/quote-pricing';
import type { QuoteTerms } from '../../../domain/schemas/quotes';
import { m } from '../../../i18n/paraglide/messages.js';
import { calendarDay, visitWords } from '../../lib/visit-dates';

const PRICE_TYPE_WORDS: Record<PriceType, () => string> = {
  fixed: m.price_fixed,
  estimate: m.price_estimate,
  hourly: m.price_hourly,
};

/** 'Fixed price', 'Estimate', 'Hourly' in this build's language. */
export const priceTypeWord = (type: PriceType): string => PRICE_TYPE_WORDS[type]();

/** 'Fixed price', 'Estimate', or 'Hourly: R350 × 2.5 h'. */
export function priceLine(terms: QuoteTerms): string {
  if (terms.priceType === 'hourly' && terms.hourlyRate !== null && terms.estimatedHours !== null) {
    return m.price_hourly_line({
      rate: formatRandOnOneLine(terms.hourlyRate),
      hours: terms.estimatedHours,
    });
  }
  return priceTypeWord(terms.priceType);
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
          aria-label={`${m.terms_was()} ${formatRandOnOneLine(previous.amount)}`}
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
        ({m.terms_was()} <del>{before}</del>)
      </span>
    ) : null;
  const calloutLine = (fee: number) =>
    fee ? m.terms_callout({ amount: formatRandOnOneLine(fee) }) : m.terms_no_callout();
  const callout = calloutLine(terms.calloutFee);
  const materials = terms.includesMaterials ? m.terms_materials_in() : m.terms_materials_extra();
  const visit = visitWords(terms);
  const earliest = visit
    ? m.terms_visit({ visit })
    : terms.earliestStart
      ? m.terms_can_start({ day: calendarDay(terms.earliestStart) })
      : null;
  return (
    <ul className="grid gap-0.5 text-sm" data-testid="quote-terms">
      <li>
        {priceLine(terms)}
        {was(priceLine(terms), previous && priceLine(previous))}
      </li>
      <li>
        {callout}
        {was(callout, previous && calloutLine(previous.calloutFee))}
      </li>
      <li>{materials}</li>
      {terms.deposit ? (
        <li>{m.terms_deposit({ amount: formatRandOnOneLine(terms.deposit) })}</li>
      ) : null}
      {earliest ? <li>{earliest}</li> : null}
      <li className="text-muted-foreground">
        {m.terms_valid_until({ day: calendarDay(terms.validUntil) })}
      </li>
    </ul>
  );
}
