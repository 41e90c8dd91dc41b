import { ArrowLeft, SearchX, User } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { formatRand } from '../../../domain/money';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { SERVICE_LABELS } from '../../../domain/services';
import { Button } from '../../components/ui/button';
import { FormActions } from '../../components/ui/form-actions';
import { Card } from '../../components/ui/card';
import { BoundField } from '../../components/ui/bound-field';
import { RandInput, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../features/auth/gates';
import { useQuoteRequest, useSubmitQuote } from '../../features/quote-requests/api';
import { ContactCard } from '../../features/quote-requests/contact-card';
import { CustomerRequestCard } from '../../features/quote-requests/customer-request-card';
import { RequestSummary } from '../../features/quote-requests/request-summary';
import { QuoteStatusBadge, RequestStatusBadge } from '../../features/quote-requests/status-badge';
import { ApiError } from '../../lib/api';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';

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
                <span className="text-2xl font-bold">{formatRand(mine.amount)}</span>
                <QuoteStatusBadge status={mine.status} />
              </p>
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
    </main>
  );
}

const quoteResolver = lazyResolver<{ amount: string; message: string }>('quote');

function QuoteForm({ requestId }: { requestId: string }) {
  const [, navigate] = useLocation();
  const submit = useSubmitQuote();
  const form = useForm<{ amount: string; message: string }>({
    resolver: quoteResolver,
    defaultValues: { amount: '', message: '' },
  });
  const { isSubmitting: busy } = form.formState;

  const onSubmit = async (values: { amount: string; message: string }) => {
    try {
      await submit.mutateAsync({
        quoteRequestId: requestId,
        amount: Number(values.amount),
        message: values.message.trim(),
      });
      toast({
        title: 'Quote submitted!',
        description: 'Your quote has been sent to the customer.',
      });
      navigate('/provider');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error',
        description:
          (error instanceof ApiError && error.status === 409 && error.serverMessage) ||
          'Failed to submit quote. Please try again.',
      });
    }
  };

  return (
    <form
      onFocus={preloadValidation}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      className="grid gap-4"
    >
      <h2 className="font-semibold">Your price</h2>
      <BoundField
        form={form}
        name="amount"
        label="Amount (ZAR)"
        as={RandInput}
        placeholder="450"
        disabled={busy}
      />
      <BoundField
        form={form}
        name="message"
        label="Message (optional)"
        as={Textarea}
        rows={4}
        placeholder="What the price includes, when you can start"
        disabled={busy}
      />
      <FormActions
        cancelHref="/provider"
        busy={busy}
        busyLabel="Submitting..."
        submitLabel="Submit Quote"
      />
    </form>
  );
}
