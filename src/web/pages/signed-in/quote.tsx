import { ArrowLeft, Pencil, SearchX, Undo2, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { formatRandOnOneLine } from '../../../domain/money';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { SERVICE_LABELS } from '../../../domain/services';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Card } from '../../components/ui/card';
import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../features/auth/gates';
import { useOwnQuoteAction, useQuote, useQuoteRequest } from '../../features/quote-requests/api';
import { actionFailed } from '../../features/quote-requests/quote-decision';
import { QuoteForm } from '../../features/quote-requests/quote-form';
import { QuoteTermsList } from '../../features/quote-requests/quote-terms';
import { MessageThread } from '../../features/messages/thread';
import { ContactCard } from '../../features/quote-requests/contact-card';
import { CustomerRequestCard } from '../../features/quote-requests/customer-request-card';
import { RequestSummary } from '../../features/quote-requests/request-summary';
import { QuoteStatusBadge, RequestStatusBadge } from '../../features/quote-requests/status-badge';
import { ApiError } from '../../lib/api';

function BackToDashboard({ href = '/provider' }: { href?: string }) {
  return (
    <Button asChild variant="ghost">
      <Link href={href}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>
    </Button>
  );
}

/** The customer who opens a quote page of their own request sees that request, quotes and all. */
function OwnRequest({ request }: { request: QuoteRequest }) {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <BackToDashboard href="/customer" />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">Your Request</h1>
      <p className="text-muted-foreground">
        This is your own request: compare its quotes and choose your provider here.
      </p>
      <div className="mt-6">
        <CustomerRequestCard request={request} />
      </div>
    </main>
  );
}

export default function SubmitQuotePage() {
  const { id = '' } = useParams<{ id: string }>();
  const account = useAccount();
  const request = useQuoteRequest(id);

  if (request.isPending) return <PageSkeleton />;
  if (request.isError) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    if (!missing) return <LoadFailed />;
    return (
      <main
        id="main"
        className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center"
      >
        <SearchX className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="mt-3 text-2xl font-semibold">Request Not Found</h1>
        <p className="mt-1 text-muted-foreground">
          This request does not exist, or it is not open to you.
        </p>
        <div className="mt-6">
          <BackToDashboard />
        </div>
      </main>
    );
  }

  const data = request.data;
  if (data.customerId === account.id) return <OwnRequest request={data} />;
  const mine = data.quotes[0];
  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8">
      <BackToDashboard />
      <h1 className="mt-2 text-2xl font-semibold tracking-tight">
        {data.canQuote ? 'Submit a Quote' : mine ? 'Your Quote' : 'Quote Request'}
      </h1>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Card as="section" className="p-5" aria-labelledby="request-heading">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id="request-heading" className="font-semibold">
              {SERVICE_LABELS[data.serviceType]} request
            </h2>
            <RequestStatusBadge status={data.status} />
          </div>
          {data.customerName ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
              <User className="size-4" aria-hidden />
              {data.customerName}
            </p>
          ) : null}
          <div className="mt-3">
            <RequestSummary request={data} />
          </div>
        </Card>
        <Card className="p-5">
          {data.canQuote ? (
            <QuoteForm requestId={data.id} />
          ) : mine ? (
            <div className="grid gap-2" data-testid="my-quote">
              <h2 className="font-semibold">Your quote</h2>
              <p className="flex items-center gap-2">
                <span className="text-2xl font-bold">{formatRandOnOneLine(mine.amount)}</span>
                <QuoteStatusBadge status={mine.status} />
              </p>
              <QuoteTermsList terms={mine} />
              {mine.status === 'open' ? (
                <ChangeOwnQuote requestId={data.id} quoteId={mine.id} />
              ) : null}
              {mine.message ? (
                <p className="text-sm text-muted-foreground">{mine.message}</p>
              ) : null}
              {data.customerContact ? (
                <ContactCard contact={data.customerContact} testId="customer-contact">
                  {data.status === 'completed' ? (
                    <>The job is completed. {data.customerContact.name}&apos;s details:</>
                  ) : (
                    <>
                      {data.customerContact.name} accepted your quote. Get in touch to arrange the
                      job:
                    </>
                  )}
                </ContactCard>
              ) : null}
            </div>
          ) : (
            <p className="text-muted-foreground">This request is no longer taking quotes.</p>
          )}
        </Card>
      </div>
      <Card
        as="section"
        id="messages"
        className="mt-6 grid gap-3 p-5"
        aria-labelledby="messages-heading"
      >
        <h2 id="messages-heading" className="text-xl font-semibold">
          Messages with {data.customerContact?.name ?? data.customerName ?? 'the customer'}
        </h2>
        <MessageThread requestId={data.id} />
      </Card>
    </main>
  );
}

/** The provider's own open quote: change it (a new revision) or withdraw it, each on purpose. */
function ChangeOwnQuote({ requestId, quoteId }: { requestId: string; quoteId: string }) {
  const [editing, setEditing] = useState(false);
  const quote = useQuote(editing ? quoteId : undefined);
  const action = useOwnQuoteAction(requestId);
  if (editing && quote.data) return <QuoteForm requestId={requestId} quote={quote.data} />;
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      <Button
        variant="outline"
        className="h-11"
        onClick={() => setEditing(true)}
        disabled={editing}
      >
        <Pencil aria-hidden />
        Change quote
      </Button>
      <ConfirmDialog
        title="Withdraw your quote?"
        description="The customer will see it withdrawn and can no longer accept it. You cannot quote on this request again."
        confirmLabel="Withdraw quote"
        onConfirm={() => action.mutate({ kind: 'withdraw', quoteId }, { onError: actionFailed })}
        trigger={
          <Button variant="ghost" className="h-11" disabled={action.isPending}>
            <Undo2 aria-hidden />
            Withdraw quote
          </Button>
        }
      />
    </div>
  );
}
