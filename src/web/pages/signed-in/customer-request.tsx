import { SearchX, XCircle } from 'lucide-react';
import { useParams } from 'wouter';
import { MAX_QUOTES_PER_REQUEST, OPEN_TO_QUOTES } from '../../../domain/quote-status';
import { SERVICE_LABELS } from '../../../domain/services';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import {
  useComparison,
  useCustomerAction,
  useQuoteRequest,
} from '../../features/quote-requests/api';
import { RequestMessages } from '../../features/messages/request-messages';
import { ContactCard } from '../../features/quote-requests/contact-card';
import { QuoteComparison } from '../../features/quotes/quote-comparison';
import { actionFailed } from '../../features/quotes/quote-decision';
import { RequestHistory } from '../../features/quote-requests/request-history';
import { RequestSummary } from '../../features/quote-requests/request-summary';
import { RequestStatusBadge } from '../../features/quote-requests/status-badge';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackToDashboard } from '../../components/back-to-dashboard';

/**
 * One of the customer's requests: what was asked, its status and history, and its quotes
 * compared side by side, with Accept and Decline on each and a way to close the request.
 */
export default function CustomerRequestPage() {
  const { id = '' } = useParams<{ id: string }>();
  const account = useAccount();
  const request = useQuoteRequest(id);
  const comparison = useComparison(id);
  const close = useCustomerAction();
  const data = request.data;
  useDocumentTitle(data ? `${SERVICE_LABELS[data.serviceType]} request` : null);

  if (request.isPending) return <PageSkeleton />;
  const missing =
    (request.isError && request.error instanceof ApiError && request.error.status === 404) ||
    (data !== undefined && data.customerId !== account.id);
  if (missing) {
    return (
      <main
        id="main"
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"
      >
        <SearchX className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="mt-3 text-2xl font-semibold">Request Not Found</h1>
        <p className="mt-1 text-muted-foreground">
          This request does not exist, or it is not one of yours.
        </p>
        <div className="mt-6">
          <BackToDashboard href="/customer" />
        </div>
      </main>
    );
  }
  if (!data) return <LoadFailed />;

  const quotes = comparison.data?.quotes ?? [];
  const accepted = data.quotes.find((quote) => quote.status === 'accepted');
  const closable = OPEN_TO_QUOTES.includes(data.status);
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <div>
        <BackToDashboard href="/customer" />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">
            {SERVICE_LABELS[data.serviceType]} request
          </h1>
          <RequestStatusBadge status={data.status} />
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card as="section" className="grid gap-3 p-5" aria-label="Your request">
          <RequestSummary request={data} />
          {closable ? (
            <div>
              <ConfirmDialog
                title="Close this request?"
                description={`No more quotes will come${
                  data.quotes.some((quote) => quote.status === 'open')
                    ? ', the open quotes will be declined and their providers told'
                    : ''
                }. This cannot be undone.`}
                confirmLabel="Close request"
                onConfirm={() =>
                  close.mutate({ kind: 'close', requestId: data.id }, { onError: actionFailed })
                }
                trigger={
                  <Button variant="outline" size="sm" className="h-11" disabled={close.isPending}>
                    <XCircle aria-hidden />
                    Close request
                  </Button>
                }
              />
            </div>
          ) : null}
        </Card>
        <Card
          as="section"
          className="grid content-start gap-3 p-5"
          aria-labelledby="history-heading"
        >
          <h2 id="history-heading" className="font-semibold">
            History
          </h2>
          {comparison.data ? <RequestHistory history={comparison.data.history} /> : null}
        </Card>
      </div>

      {accepted && data.providerContact ? (
        <ContactCard contact={data.providerContact} testId="provider-contact">
          You chose <span className="font-semibold">{accepted.providerName}</span>. Contact them to
          arrange the job:
        </ContactCard>
      ) : null}

      <section aria-labelledby="quotes-heading" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="quotes-heading" className="text-xl font-semibold">
            Quotes compared
          </h2>
          <p className="text-sm text-muted-foreground">
            {data.quoteCount} of {MAX_QUOTES_PER_REQUEST} places taken
          </p>
        </div>
        {comparison.isPending ? (
          <p className="text-muted-foreground">Loading the quotes...</p>
        ) : comparison.isError ? (
          <p role="alert">Could not load the quotes. Check your connection and reload the page.</p>
        ) : quotes.length === 0 ? (
          <p className="text-muted-foreground">
            {data.status === 'closed'
              ? 'This request is closed.'
              : `No quotes yet. Providers near ${data.area} will respond soon.`}
          </p>
        ) : (
          <QuoteComparison quotes={quotes} canDecide={data.status === 'responded'} />
        )}
      </section>
      <Card
        as="section"
        id="messages"
        className="grid gap-3 p-5"
        aria-labelledby="messages-heading"
      >
        <h2 id="messages-heading" className="text-xl font-semibold">
          Messages
        </h2>
        <RequestMessages requestId={data.id} />
      </Card>
    </main>
  );
}
