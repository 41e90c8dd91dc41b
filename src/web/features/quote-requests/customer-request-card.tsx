import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import { CheckCheck, Scale } from 'lucide-react';
import { Link } from 'wouter';
import { formatRandOnOneLine } from '../../../domain/money';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ServiceIcon } from '../../components/service-icon';
import { RequestMessagesLink } from '../messages';
import { useCustomerAction } from '../quotes';
import { ReviewPanel } from '../reviews';
import { ContactCard } from './contact-card';
import { RequestSummary } from './request-summary';
import { QuoteStatusBadge } from '../quotes';
import { RequestStatusBadge } from './status-badge';
import { actionFailed, QuoteDecision } from '../quotes';
import { priceLine } from '../quotes';
import { m } from '../../../i18n/paraglide/messages.js';
import { serviceWord } from '../../lib/service-words';

/** One of the customer's requests with every quote and what the customer can do next. */
export function CustomerRequestCard({ request }: { request: QuoteRequest }) {
  const action = useCustomerAction();
  const busy = action.isPending;
  const accepted = request.quotes.find((q) => q.status === 'accepted');
  const canDecide = request.status === 'responded';
  const openQuotes = request.quotes.filter((q) => q.status === 'open').length;

  return (
    <Card
      as="article"
      className="p-5"
      data-testid="request-card"
      aria-labelledby={`req-${request.id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`req-${request.id}`} className="flex items-center gap-2 font-semibold">
          <ServiceIcon service={request.serviceType} className="size-4 text-primary" />
          {serviceWord(request.serviceType)}
        </h2>
        <RequestStatusBadge status={request.status} />
      </div>
      <div className="mt-3">
        <RequestSummary request={request} photoLimit={2} />
      </div>
      <div className="mt-3 empty:hidden">
        <RequestMessagesLink requestId={request.id} href={`/customer/requests/${request.id}`} />
      </div>

      {request.quotes.length ? (
        <div className="mt-4 grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h3 className="text-sm font-semibold">
              {(request.quotes.length === 1 ? m.card_quotes_one : m.card_quotes_many)({
                count: request.quotes.length,
              })}
            </h3>
            <p className="text-xs text-muted-foreground" data-testid="quote-places">
              {request.quotes.length >= MAX_QUOTES_PER_REQUEST
                ? m.card_all_taken({ max: MAX_QUOTES_PER_REQUEST })
                : m.cmp_places({ count: request.quotes.length, max: MAX_QUOTES_PER_REQUEST })}
            </p>
          </div>
          <Button asChild variant="outline" size="sm" className="h-11 justify-self-start">
            <Link href={`/customer/requests/${request.id}`}>
              <Scale aria-hidden />
              {m.card_compare()}
            </Link>
          </Button>
          <ul className="grid gap-2">
            {request.quotes.map((quote) => (
              <li
                key={quote.id}
                className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center"
                data-testid="quote"
              >
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{quote.providerName}</span>
                    <span className="text-lg font-bold" data-testid="quote-amount">
                      {formatRandOnOneLine(quote.amount)}
                    </span>
                    <QuoteStatusBadge status={quote.status} />
                  </div>
                  <p className="text-sm text-muted-foreground" data-testid="quote-price-type">
                    {priceLine(quote)}
                    {quote.calloutFee
                      ? ` · ${m.terms_callout({ amount: formatRandOnOneLine(quote.calloutFee) })}`
                      : ''}
                    {quote.revision > 1 ? ` · ${m.card_revised()}` : ''}
                  </p>
                  {quote.message ? (
                    <p className="mt-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {quote.message}
                    </p>
                  ) : null}
                </div>
                {quote.status === 'open' && canDecide ? (
                  <QuoteDecision quote={quote} openQuotes={openQuotes} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">
          {m.card_no_quotes({ max: MAX_QUOTES_PER_REQUEST })}{' '}
          <Link
            href={`/customer/requests/${request.id}`}
            className="font-medium text-primary underline"
          >
            {m.card_view()}
          </Link>
        </p>
      )}

      {accepted && request.providerContact ? (
        <div className="mt-4">
          <ContactCard contact={request.providerContact} testId="provider-contact">
            {request.status === 'completed' ? (
              <>
                <span className="font-semibold">{accepted.providerName}</span> did this job for{' '}
                <span className="font-semibold">{formatRandOnOneLine(accepted.amount)}</span>.
              </>
            ) : (
              <>
                You chose <span className="font-semibold">{accepted.providerName}</span> for{' '}
                <span className="font-semibold">{formatRandOnOneLine(accepted.amount)}</span>.
                Contact them to arrange the job:
              </>
            )}
          </ContactCard>
        </div>
      ) : null}
      {request.status === 'completed' && accepted ? (
        <ReviewPanel requestId={request.id} otherName={accepted.providerName} side="customer" />
      ) : null}
      {request.status === 'accepted' && accepted ? (
        <div className="mt-3 flex justify-end">
          <ConfirmDialog
            title="Mark this job as completed?"
            description={`Do this once ${accepted.providerName} has finished the work. The request closes and cannot be reopened.`}
            confirmLabel="Mark as completed"
            onConfirm={() =>
              action.mutate({ kind: 'complete', requestId: request.id }, { onError: actionFailed })
            }
            trigger={
              <Button size="sm" className="h-11" disabled={busy}>
                <CheckCheck aria-hidden />
                Mark as completed
              </Button>
            }
          />
        </div>
      ) : null}
    </Card>
  );
}
