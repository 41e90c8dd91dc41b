import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { MAX_QUOTES_PER_REQUEST, OPEN_TO_QUOTES } from '../../../domain/quote-status';
import { PushOffer } from '../../features/notifications/push-offer';
import { Card } from '../../components/ui/card';
import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useComparison, useQuoteRequest } from '../../features/quote-requests/api';
import { CloseRequest } from '../../features/quote-requests/close-request';
import { RequestNotFound } from '../../features/quote-requests/request-not-found';
import { ContactCard } from '../../features/quote-requests/contact-card';
import { CancelledJobMoney, CustomerJob } from '../../features/quote-requests/customer-job';
import { QuotesCompared } from '../../features/quotes/quotes-compared';
import { RequestHistory } from '../../features/quote-requests/request-history';
import { ManagePhotos } from '../../features/quote-requests/request-photos';
import { RequestSummary } from '../../features/quote-requests/request-summary';
import { RequestStatusBadge } from '../../features/quote-requests/status-badge';
import { ApiError } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { WhenVisible } from '../../components/when-visible';
import { m } from '../../../i18n/paraglide/messages.js';
import { serviceWord } from '../../lib/service-words';
import { NameInSentence } from '../../components/name-in-sentence';

// The conversations, at the page's foot, load when scrolled to (or opened from a link to
// #messages): the thread, its composer and their live updates are a fifth of the page's code.
const RequestMessages = lazy(() => import('../../features/messages/request-messages'));

function MessagesPlaceholder() {
  return <p className="text-muted-foreground">{m.creq_loading_messages()}</p>;
}

/**
 * One of the customer's requests: what was asked, its status and history, and its quotes
 * compared side by side, with Accept and Decline on each and a way to close the request.
 */
export default function CustomerRequestPage() {
  const { id = '' } = useParams<{ id: string }>();
  const account = useAccount();
  const request = useQuoteRequest(id);
  const comparison = useComparison(id);
  const data = request.data;
  useDocumentTitle(data ? m.creq_title({ service: serviceWord(data.serviceType) }) : null);

  if (request.isPending) return <PageSkeleton />;
  const missing =
    (request.isError && request.error instanceof ApiError && request.error.status === 404) ||
    (data !== undefined && data.customerId !== account.id);
  if (missing) return <RequestNotFound text={m.creq_not_yours()} dashboard="/customer" />;
  if (!data) return <LoadFailed />;

  const accepted = data.quotes.find((quote) => quote.status === 'accepted');
  // The provider hired last, when the visit was cancelled: where the money it held went.
  const lastHired = comparison.data?.history.findLast(
    (entry) => entry.kind === 'accepted',
  )?.providerName;
  const closable = OPEN_TO_QUOTES.includes(data.status);
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-8">
      <div>
        <BackToDashboard href="/customer" />
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold tracking-tight">
            {m.creq_title({ service: serviceWord(data.serviceType) })}
          </h1>
          <RequestStatusBadge status={data.status} />
        </div>
      </div>

      {/* Waiting for quotes: the offer to hear of each one at once (issue 52). */}
      {closable && data.quotes.length < MAX_QUOTES_PER_REQUEST ? (
        <PushOffer about="quotes" className="" />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card as="section" className="grid gap-3 p-5" aria-label={m.creq_yours()}>
          <RequestSummary request={data} photos={false} />
          <ManagePhotos request={data} />
          {closable ? (
            <div>
              <CloseRequest request={data} />
            </div>
          ) : null}
        </Card>
        <Card
          as="section"
          className="grid content-start gap-3 p-5"
          aria-labelledby="history-heading"
        >
          <h2 id="history-heading" className="font-semibold">
            {m.creq_history()}
          </h2>
          {comparison.data ? <RequestHistory history={comparison.data.history} /> : null}
        </Card>
      </div>

      {accepted && data.providerContact ? (
        <ContactCard contact={data.providerContact} testId="provider-contact">
          <NameInSentence sentence={m.creq_chose} name={accepted.providerName} />
        </ContactCard>
      ) : null}

      {accepted ? <CustomerJob request={data} providerName={accepted.providerName} /> : null}
      {!accepted && lastHired ? (
        <CancelledJobMoney request={data} providerName={lastHired} />
      ) : null}
      <QuotesCompared request={data} comparison={comparison} />
      <Card
        as="section"
        id="messages"
        className="grid gap-3 p-5"
        aria-labelledby="messages-heading"
      >
        <h2 id="messages-heading" className="text-xl font-semibold">
          {m.creq_messages()}
        </h2>
        <WhenVisible placeholder={<MessagesPlaceholder />} anchor="messages">
          <Suspense fallback={<MessagesPlaceholder />}>
            <RequestMessages requestId={data.id} />
          </Suspense>
        </WhenVisible>
      </Card>
    </main>
  );
}
