import { SAVED_AT_HEADER } from '../../../domain/offline';

/**
 * Whether the page shows a copy kept on the phone (issue 52): the time the oldest answer it
 * shows was kept, set when an answer came from the service worker's copy (it carries
 * SAVED_AT_HEADER) and cleared when one comes from the network again. Small on purpose: the API
 * client (in every first view) tells it of each answer; the notice that shows it loads later.
 */
let savedAt: Date | null = null;
const listeners = new Set<() => void>();

function setKeptCopy(next: Date | null): void {
  if (next?.getTime() === savedAt?.getTime()) return;
  savedAt = next;
  for (const listener of listeners) listener();
}

/** What an API answer says: a kept copy (and when it was kept), or the network's. */
export function noteAnswer(response: Response): void {
  const kept = response.headers.get(SAVED_AT_HEADER);
  if (!kept) {
    if (savedAt && navigator.onLine) setKeptCopy(null);
    return;
  }
  const at = new Date(kept);
  if (!Number.isNaN(at.getTime()) && !(savedAt && savedAt <= at)) setKeptCopy(at);
}

export const keptCopy = {
  note: noteAnswer,
  get: (): Date | null => savedAt,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
