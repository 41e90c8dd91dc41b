import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import type { Comparison } from '../../../domain/schemas/quote-comparison';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { appConfig } from '../../lib/config';
import { InSentence } from '../../components/name-in-sentence';
import { QuoteComparison } from './quote-comparison';
import { m } from '../../../i18n/paraglide/messages.js';

const unchanging = () => () => undefined;

/**
 * A request's quotes side by side for its customer, with how many of the places are taken; what
 * the customer waits for while there are none.
 */
export function QuotesCompared({
  request,
  comparison,
}: {
  request: QuoteRequest;
  comparison: { data?: Comparison; isPending: boolean; isError: boolean };
}) {
  const quotes = comparison.data?.quotes ?? [];
  // The configuration is the browser's to read (the first view is also rendered on the server).
  const protectedPayment = useSyncExternalStore(
    unchanging,
    () => appConfig().protectedPayment === true,
    () => false,
  );
  return (
    <section aria-labelledby="quotes-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="quotes-heading" className="text-xl font-semibold">
          {m.cmp_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">
          {m.cmp_places({ count: request.quoteCount, max: MAX_QUOTES_PER_REQUEST })}
        </p>
      </div>
      {comparison.isPending ? (
        <p className="text-muted-foreground">{m.cmp_loading()}</p>
      ) : comparison.isError ? (
        <p role="alert">{m.cmp_failed()}</p>
      ) : quotes.length === 0 ? (
        <p className="text-muted-foreground">
          {request.status === 'closed' ? m.cmp_closed() : m.cmp_none({ area: request.area })}
        </p>
      ) : (
        <QuoteComparison quotes={quotes} canDecide={request.status === 'responded'} />
      )}
      {quotes.length > 0 && request.status === 'responded' && protectedPayment ? (
        <p className="text-sm text-muted-foreground">
          <InSentence sentence={(guarantee) => m.cmp_protected({ guarantee })}>
            <Link href="/guarantee" className="font-medium text-primary underline">
              {m.footer_guarantee()}
            </Link>
          </InSentence>
        </p>
      ) : null}
    </section>
  );
}
