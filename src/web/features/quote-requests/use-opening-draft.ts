import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { RequestFormValues } from './request-body';
import { readRequestDraft, SEND_BY_ITSELF_MS, type RequestDraft } from './request-draft';

/**
 * The request a visitor described before signing in, as the page opened signed in finds it (read
 * once): a fresh one with a place is sent by itself, once (a second render or tab replays its
 * Idempotency-Key); an older one fills the form to be checked. A request sent without signal
 * (issue 52) is sent by itself whatever its age, with the key its first try went with.
 */
export function useOpeningDraft(
  signedIn: boolean,
  send: (values: RequestFormValues, askedProviderId: string | null, key: string) => Promise<void>,
): { draft: RequestDraft | null; sendsItself: boolean } {
  const [draft] = useState(() => (signedIn ? readRequestDraft() : null));
  const [sendsItself] = useState(
    () =>
      signedIn &&
      draft !== null &&
      draft.values.place !== null &&
      // One sent without signal goes whenever the phone is back: the customer sent it.
      (draft.waiting === true || Date.now() - draft.savedAt <= SEND_BY_ITSELF_MS),
  );
  const sent = useRef(false);
  const sendDraft = useEffectEvent((opened: RequestDraft) => {
    void send(opened.values, opened.askedProviderId, opened.key);
  });
  useEffect(() => {
    if (!signedIn || !draft || !sendsItself || sent.current) return;
    sent.current = true;
    sendDraft(draft);
  }, [signedIn, draft, sendsItself]);
  return { draft, sendsItself };
}
