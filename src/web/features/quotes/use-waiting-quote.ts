import { useState } from 'react';
import type { Quote, QuoteFormValues } from '../../../domain/schemas/quotes';
import { newIdempotencyKey } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import {
  dropWaitingQuote,
  keepWaitingQuote,
  readWaitingQuote,
  type WaitingQuote,
} from './waiting-quotes';

const same = (a: QuoteFormValues, b: QuoteFormValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The quote form's quote kept for want of signal (waiting-quotes.ts): what waits, the key a
 * send of `values` goes with (the waiting one's while the words are the same), and keeping or
 * dropping it.
 */
export function useWaitingQuote(requestId: string, quote: Quote | undefined) {
  const { user } = useAuth();
  const uid = user?.uid;
  const [waiting, setWaiting] = useState(() => readWaitingQuote(uid, requestId, quote?.id));
  return {
    waiting,
    keyFor: (values: QuoteFormValues) =>
      waiting && same(waiting.values, values) ? waiting.key : newIdempotencyKey(),
    /** Kept to go by itself; false when the phone could not keep it. */
    keep: (values: QuoteFormValues, key: string): boolean => {
      const kept: WaitingQuote = {
        key,
        values,
        at: new Date().toISOString(),
        ...(quote ? { quoteId: quote.id, revision: waiting?.revision ?? quote.revision } : {}),
      };
      if (!uid || !keepWaitingQuote(uid, requestId, kept)) return false;
      setWaiting(kept);
      return true;
    },
    drop: () => {
      if (uid) dropWaitingQuote(uid, requestId);
      setWaiting(null);
    },
  };
}
