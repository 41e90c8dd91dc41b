import { startTransition, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RequestFormValues } from './request-body';
import {
  clearTypedRequest,
  keepTypedRequest,
  readTypedRequest,
  saveRequestDraft,
} from './request-draft';

/**
 * What is typed into the request form, kept on the phone as it is typed and filled in again when
 * the page opens (issue 52): a reload, a closed tab or a dropped signal loses nothing. `fill` is
 * false when the page opens with something else to show (a draft from before signing in); the
 * filling waits for the app to run the page (a prerendered form is taken over empty first).
 * Answers whether the form was filled from the phone, and how to empty it.
 */
export function useTypedRequest(
  form: UseFormReturn<RequestFormValues>,
  { started, fill }: { started: boolean; fill: boolean },
): { filled: boolean; startAgain: () => void } {
  const [filled, setFilled] = useState(false);
  const done = useRef(false);
  const empty = useRef<RequestFormValues | null>(null);
  useEffect(() => {
    if (!started || done.current) return;
    done.current = true;
    empty.current = form.getValues();
    const typed = fill ? readTypedRequest() : null;
    if (typed) {
      form.reset({ ...empty.current, ...typed });
      startTransition(() => setFilled(true));
    }
  }, [started, fill, form]);
  useEffect(() => {
    if (!started) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keepNow = () => {
      clearTimeout(timer);
      timer = undefined;
      keepTypedRequest(form.getValues());
    };
    const { unsubscribe } = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(keepNow, 300);
    });
    // A tab closed within the pause still keeps its last letters.
    const onHide = () => timer !== undefined && keepNow();
    addEventListener('pagehide', onHide);
    return () => {
      unsubscribe();
      removeEventListener('pagehide', onHide);
      clearTimeout(timer);
    };
  }, [started, form]);
  const startAgain = () => {
    clearTypedRequest();
    if (empty.current) form.reset(empty.current);
    setFilled(false);
  };
  return { filled, startAgain };
}

/** A request kept because it found no signal, and the key its first try went with. */
export interface WaitingRequest {
  values: RequestFormValues;
  askedId: string | null;
  key: string;
}

const sameValues = (a: RequestFormValues, b: RequestFormValues) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The request that found no signal (issue 52): kept as the draft (with its key) until it goes,
 * and the key a send goes with: the waiting one's while the words are the same, a new one for a
 * changed request.
 */
export function useWaitingRequest() {
  const [waiting, setWaiting] = useState<WaitingRequest | null>(null);
  return {
    waiting,
    keyFor: (values: RequestFormValues): string | undefined =>
      waiting && sameValues(waiting.values, values) ? waiting.key : undefined,
    keep: (values: RequestFormValues, askedId: string | null, key: string) => {
      saveRequestDraft(values, askedId, { key });
      setWaiting({ values, askedId, key });
    },
    clear: () => setWaiting(null),
  };
}
