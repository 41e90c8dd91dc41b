import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { placeFromRequestLink } from '../../../domain/search-pages';
import { parseServiceParam } from '../../../domain/services';
import { toast } from '../../components/ui/use-toast';
import { useAccountIfSignedIn } from '../../features/auth/account-context';
import { SignInRequired } from '../../features/auth/gates';
import { useCreateQuoteRequest } from '../../features/quote-requests/new-request-api';
import {
  buildQuoteRequestBody,
  NO_ANSWERS,
  type RequestFormValues,
} from '../../features/quote-requests/request-body';
import { askedProvider } from '../../features/quote-requests/asked-provider';
import {
  AskedProviderNote,
  DraftNote,
  VisitorNote,
} from '../../features/quote-requests/request-page-notes';
import { clearRequestDraft, saveRequestDraft } from '../../features/quote-requests/request-draft';
import { useOpeningDraft } from '../../features/quote-requests/use-opening-draft';
import { sendFormPhotos } from '../../features/quote-requests/send-form-photos';
import { RequestForm, useRequestForm } from '../../features/quote-requests/request-form';
import { ApiError } from '../../lib/api';
import { useRawSearch } from '../../lib/use-raw-search';
import { useStarted } from '../../lib/use-started';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * Request a Service. A visitor fills the form in first: sending it keeps it on the phone and asks
 * them to sign in or sign up (the spec's 'Authentication Required'); once signed in, the page
 * sends it by itself, once (its draft's Idempotency-Key), or fills the form with it to check when
 * it is older than two hours.
 */
export default function RequestPage() {
  const account = useAccountIfSignedIn();
  const [, navigate] = useLocation();
  const search = useRawSearch();
  const create = useCreateQuoteRequest();
  // A visitor's form is prerendered at /request and hydrated: what the address's query says
  // (the provider asked, the service) comes in once the app runs the page.
  const started = useStarted();
  const asked = started ? askedProvider(search) : null;
  const queryService = parseServiceParam(new URLSearchParams(search).get('service'));
  // A search page's 'Request a quote' carries its place too (domain/search-pages).
  const queryPlace = useMemo(
    () => (started ? placeFromRequestLink(search) : null),
    [started, search],
  );
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const send = async (values: RequestFormValues, askedId: string | null, key?: string) => {
    if (!account) return;
    let created;
    try {
      created = await create.mutateAsync({
        body: {
          ...buildQuoteRequestBody(values, account.id),
          ...(askedId ? { requestedProviderId: askedId } : {}),
        },
        ...(key ? { key } : {}),
      });
    } catch (error) {
      // The server's reason when it is one a person can act on (the provider does not offer
      // that service, the address could not be placed); the spec's wording otherwise.
      const reason = error instanceof ApiError && error.status === 400 ? error.serverMessage : '';
      toast({
        variant: 'destructive',
        title: m.toast_error(),
        description: reason || m.req_failed(),
      });
      return;
    }
    clearRequestDraft();
    // The request stands whatever happens to its photos: one that did not go is added later.
    const failed = await sendFormPhotos(created.id, photos);
    toast({
      title: m.req_submitted(),
      description: failed
        ? failed === 1
          ? m.req_photo_failed_one()
          : m.req_photo_failed_many({ count: failed })
        : m.req_submitted_text(),
    });
    navigate(failed ? `/customer/requests/${created.id}` : '/customer');
  };
  // The draft this page was opened with, signed in: sent by itself, or shown below to check.
  const { draft, sendsItself } = useOpeningDraft(account !== null, send);
  const form = useRequestForm(
    draft?.values ?? {
      serviceType: (started ? queryService : null) ?? 'cleaning',
      description: '',
      place: null,
      whenKind: 'dates',
      dates: [{ date: '', window: 'any' }],
      cleaningType: 'indoor',
      rooms: [],
      outdoorTasks: [],
      items: [],
      answers: NO_ANSWERS,
      budget: '',
    },
  );

  useEffect(() => {
    if (started && queryService && !draft) form.setValue('serviceType', queryService);
  }, [started, queryService, draft, form]);
  useEffect(() => {
    if (queryPlace && !draft && !form.getValues('place')) form.setValue('place', queryPlace);
  }, [queryPlace, draft, form]);

  const onSubmit = async (values: RequestFormValues) => {
    if (account) return send(values, asked?.id ?? draft?.askedProviderId ?? null);
    saveRequestDraft(values, asked?.id ?? null);
    setAskedToSignIn(true);
    window.scrollTo(0, 0);
  };

  if (askedToSignIn)
    return (
      <SignInRequired
        title={m.req_auth_title()}
        text={m.req_auth_text()}
        note={m.req_auth_note()}
      />
    );
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-semibold tracking-tight">{m.req_title()}</h1>
      <p className="mt-1 text-muted-foreground">{m.req_lead()}</p>
      {account ? null : <VisitorNote />}
      {draft && account && !create.isSuccess ? (
        <DraftNote sending={sendsItself && !create.isError} />
      ) : null}
      {asked ? <AskedProviderNote name={asked.name} search={search} /> : null}
      <RequestForm
        form={form}
        onSubmit={onSubmit}
        submitLabel={m.req_submit()}
        {...(account ? { photos: { files: photos, onChange: setPhotos } } : {})}
      />
    </main>
  );
}
