import { useEffect, useMemo, useState } from 'react';
import { placeFromRequestLink } from '../../../domain/search-pages';
import { parseServiceParam } from '../../../domain/services';
import { useAccountIfSignedIn } from '../../features/auth/account-context';
import { SignInRequired } from '../../features/auth/gates';
import { NO_ANSWERS, type RequestFormValues } from '../../features/quote-requests/request-body';
import { askedProvider } from '../../features/quote-requests/asked-provider';
import {
  AskedProviderNote,
  DraftNote,
  TypedNote,
  VisitorNote,
} from '../../features/quote-requests/request-page-notes';
import { WaitingNote } from '../../components/waiting-note';
import { saveRequestDraft } from '../../features/quote-requests/request-draft';
import { useSendRequest } from '../../features/quote-requests/use-send-request';
import { useTypedRequest, useWaitingRequest } from '../../features/quote-requests/use-kept-request';
import { useSendWhenOnline } from '../../lib/send-when-online';
import { useOpeningDraft } from '../../features/quote-requests/use-opening-draft';
import { RequestForm, useRequestForm } from '../../features/quote-requests/request-form';
import { useRawSearch } from '../../lib/use-raw-search';
import { useStarted } from '../../lib/use-started';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * Request a Service. A visitor fills the form in first: sending it keeps it on the phone and asks
 * them to sign in or sign up (the spec's 'Authentication Required'); once signed in, the page
 * sends it by itself, once (its draft's Idempotency-Key), or fills the form with it to check when
 * it is older than two hours. What is typed is kept on the phone as it is typed, and a request
 * sent without signal waits there, sent by itself (with the key of its first try) once the
 * phone is online again (issue 52).
 */
export default function RequestPage() {
  const account = useAccountIfSignedIn();
  const search = useRawSearch();
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
  // The request that found no signal, sent again once there is some.
  const kept = useWaitingRequest();
  const { send, create } = useSendRequest(account?.id ?? null, kept, photos);
  // The draft this page was opened with, signed in: sent by itself, or shown below to check.
  const { draft, sendsItself } = useOpeningDraft(account !== null, send);
  const { waiting } = kept;
  useSendWhenOnline(waiting !== null, () =>
    waiting ? send(waiting.values, waiting.askedId, waiting.key) : Promise.resolve(),
  );
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
  const typed = useTypedRequest(form, { started, fill: !draft });

  useEffect(() => {
    if (started && queryService && !draft) form.setValue('serviceType', queryService);
  }, [started, queryService, draft, form]);
  useEffect(() => {
    if (queryPlace && !draft && !form.getValues('place')) form.setValue('place', queryPlace);
  }, [queryPlace, draft, form]);

  const onSubmit = async (values: RequestFormValues) => {
    // Sent again while it waits: the same request keeps its key, a changed one is a new one.
    if (account)
      return send(values, asked?.id ?? draft?.askedProviderId ?? null, kept.keyFor(values));
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
      {waiting ? (
        <WaitingNote />
      ) : draft && account && !create.isSuccess ? (
        <DraftNote sending={sendsItself && !create.isError} kept={draft.waiting === true} />
      ) : typed.filled ? (
        <TypedNote onStartAgain={typed.startAgain} />
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
