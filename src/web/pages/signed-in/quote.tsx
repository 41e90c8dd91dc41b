import { useParams } from 'wouter';
import { formatRandOnOneLine } from '../../../domain/money';
import { serviceWord } from '../../lib/service-words';
import { Card } from '../../components/ui/card';
import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useQuoteRequest } from '../../features/quote-requests/api';
import { QuoteForm } from '../../features/quotes/quote-form';
import { QuoteTermsList } from '../../features/quotes/quote-terms';
import { MessageThread } from '../../features/messages/thread';
import { ContactCard } from '../../features/quote-requests/contact-card';
import { RequestSummary } from '../../features/quote-requests/request-summary';
import { QuoteStatusBadge } from '../../features/quotes/quote-status-badge';
import { RequestStatusBadge } from '../../features/quote-requests/status-badge';
import { RequestNotFound } from '../../features/quote-requests/request-not-found';
import { ApiError } from '../../lib/api';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { ChangeOwnQuote } from '../../features/quotes/quote-page-sections';
import { OwnRequest } from '../../features/quote-requests/own-request';
import { CustomerLine } from '../../features/quote-requests/customer-line';
import { HiredJob } from '../../features/quotes/hired-job';
import { m } from '../../../i18n/paraglide/messages.js';

export default function SubmitQuotePage() {
  const { id = '' } = useParams<{ id: string }>();
  const account = useAccount();
  const request = useQuoteRequest(id);

  if (request.isPending) return <PageSkeleton />;
  if (request.isError) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    if (!missing) return <LoadFailed />;
    return <RequestNotFound text={m.qp_not_open()} dashboard="/provider" />;
  }

  const data = request.data;
  if (data.customerId === account.id) return <OwnRequest request={data} />;
  const mine = data.quotes[0];
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8">
      <BackToDashboard href="/provider" />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">
        {data.canQuote ? m.qp_submit_heading() : mine ? m.qp_your_quote() : m.qp_quote_request()}
      </h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Card as="section" className="p-5" aria-labelledby="request-heading">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id="request-heading" className="font-semibold">
              {m.creq_title({ service: serviceWord(data.serviceType) })}
            </h2>
            <RequestStatusBadge status={data.status} />
          </div>
          {data.customerName ? (
            <div className="mt-2">
              <CustomerLine request={data} />
            </div>
          ) : null}
          <div className="mt-3">
            <RequestSummary request={data} />
          </div>
        </Card>
        <Card className="p-5">
          {data.canQuote ? (
            <QuoteForm requestId={data.id} when={data.when} />
          ) : mine ? (
            <div className="grid gap-2" data-testid="my-quote">
              <h2 className="font-semibold">{m.pcard_your_quote()}</h2>
              <p className="flex items-center gap-2">
                <span className="text-2xl font-bold">{formatRandOnOneLine(mine.amount)}</span>
                <QuoteStatusBadge status={mine.status} />
              </p>
              <QuoteTermsList terms={mine} />
              {mine.status === 'open' ? (
                <ChangeOwnQuote requestId={data.id} quoteId={mine.id} when={data.when} />
              ) : null}
              {mine.message ? (
                <p className="text-sm text-muted-foreground">{mine.message}</p>
              ) : null}
              {data.customerContact ? (
                <ContactCard contact={data.customerContact} testId="customer-contact">
                  {data.status === 'completed'
                    ? m.qp_job_completed({ name: data.customerContact.name })
                    : m.qp_accepted_contact({ name: data.customerContact.name })}
                </ContactCard>
              ) : null}
            </div>
          ) : (
            <p className="text-muted-foreground">{m.qp_no_longer()}</p>
          )}
        </Card>
      </div>
      {data.customerContact ? (
        <HiredJob request={data} customerName={data.customerContact.name} />
      ) : null}
      <Card
        as="section"
        id="messages"
        className="mt-6 grid gap-3 p-5"
        aria-labelledby="messages-heading"
      >
        <h2 id="messages-heading" className="text-xl font-semibold">
          {m.qp_messages_with({
            name: data.customerContact?.name ?? data.customerName ?? m.qp_the_customer(),
          })}
        </h2>
        <MessageThread requestId={data.id} />
      </Card>
    </main>
  );
}
