import { User } from 'lucide-react';
import { displayRating } from '../../../domain/presets';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * The customer as a provider reads them before quoting: their first name, how providers rated
 * them, and how many booked visits they cancelled in the last 12 months (issue 49).
 */
export function CustomerLine({ request }: { request: QuoteRequest }) {
  const cancelled = request.customerCancellations ?? 0;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <User className="size-4" aria-hidden />
      {request.customerName}
      {request.customerRating ? (
        <span data-testid="customer-rating">
          ·{' '}
          {request.customerRating.count === 1
            ? m.cline_rated_one({ rating: displayRating(request.customerRating.rating) })
            : m.cline_rated_many({
                rating: displayRating(request.customerRating.rating),
                count: request.customerRating.count,
              })}
        </span>
      ) : null}
      {cancelled > 0 ? (
        <span data-testid="customer-cancellations">
          ·{' '}
          {cancelled === 1 ? m.cline_cancelled_one() : m.cline_cancelled_many({ count: cancelled })}
        </span>
      ) : null}
    </p>
  );
}
