import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import type { Comparison } from '../../../domain/schemas/quotes';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { appConfig } from '../../lib/config';
import { QuoteComparison } from './quote-comparison';

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
          Quotes compared
        </h2>
        <p className="text-sm text-muted-foreground">
          {request.quoteCount} of {MAX_QUOTES_PER_REQUEST} places taken
        </p>
      </div>
      {comparison.isPending ? (
        <p className="text-muted-foreground">Loading the quotes...</p>
      ) : comparison.isError ? (
        <p role="alert">Could not load the quotes. Check your connection and reload the page.</p>
      ) : quotes.length === 0 ? (
        <p className="text-muted-foreground">
          {request.status === 'closed'
            ? 'This request is closed.'
            : `No quotes yet. Providers near ${request.area} will respond soon.`}
        </p>
      ) : (
        <QuoteComparison quotes={quotes} canDecide={request.status === 'responded'} />
      )}
      {quotes.length > 0 && request.status === 'responded' && protectedPayment ? (
        <p className="text-sm text-muted-foreground">
          Pay safely through Khaya when you accept: TradeSafe holds your money until you accept the
          work, and the{' '}
          <Link href="/guarantee" className="font-medium text-primary underline">
            Khaya Guarantee
          </Link>{' '}
          covers poor work or damage.
        </p>
      ) : null}
    </section>
  );
}
