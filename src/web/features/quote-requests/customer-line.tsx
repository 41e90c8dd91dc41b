import { User } from 'lucide-react';
import { displayRating } from '../../../domain/presets';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';

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
          · rated {displayRating(request.customerRating.rating)} by{' '}
          {request.customerRating.count === 1
            ? 'one provider'
            : `${request.customerRating.count} providers`}
        </span>
      ) : null}
      {cancelled > 0 ? (
        <span data-testid="customer-cancellations">
          · cancelled {cancelled === 1 ? 'one booked visit' : `${cancelled} booked visits`} this
          year
        </span>
      ) : null}
    </p>
  );
}
