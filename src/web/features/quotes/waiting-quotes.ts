import type { QuoteFormValues } from '../../../domain/schemas/quotes';
import { WAITING_QUOTES_KEY } from '../../lib/storage-keys';

/**
 * A quote sent without signal (issue 52), kept on the phone with the Idempotency-Key of its
 * first try until it goes: the quote's page fills its form with it, says it waits, and sends it
 * by itself when the signal returns, so the customer gets it once. A change to a quote waits
 * with the revision it was made on: sent late, the server's revision rule answers (a quote
 * changed meanwhile on another device is not overwritten, and the page says so).
 */
export interface WaitingQuote {
  key: string;
  values: QuoteFormValues;
  /** The quote a change is to, and the revision it was made on. */
  quoteId?: string;
  revision?: number;
  at: string;
}

type Kept = Record<string, WaitingQuote>;

const placeOf = (uid: string, requestId: string) => `${uid}:${requestId}`;

function readAll(): Kept {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WAITING_QUOTES_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

/** The person's quote waiting for this request (for `quoteId`, a change to that quote). */
export function readWaitingQuote(
  uid: string | undefined,
  requestId: string,
  quoteId: string | undefined,
): WaitingQuote | null {
  if (!uid) return null;
  const kept = readAll()[placeOf(uid, requestId)];
  if (!kept || typeof kept.key !== 'string' || typeof kept.values !== 'object') return null;
  return kept.quoteId === quoteId ? kept : null;
}

/** Keeps it; false when the phone could not. */
export function keepWaitingQuote(uid: string, requestId: string, quote: WaitingQuote): boolean {
  try {
    localStorage.setItem(
      WAITING_QUOTES_KEY,
      JSON.stringify({ ...readAll(), [placeOf(uid, requestId)]: quote }),
    );
    return true;
  } catch {
    return false;
  }
}

export function dropWaitingQuote(uid: string, requestId: string): void {
  const all = readAll();
  delete all[placeOf(uid, requestId)];
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(WAITING_QUOTES_KEY);
    else localStorage.setItem(WAITING_QUOTES_KEY, JSON.stringify(all));
  } catch {
    // Storage refused: nothing was kept.
  }
}
