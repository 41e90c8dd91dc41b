import { useSyncExternalStore } from 'react';
import { SAVED_AT_HEADER } from '../../../domain/offline';

/**
 * Whether the page shows a copy kept on the phone (issue 52): the time the oldest answer it
 * shows was kept, set when an answer came from the service worker's copy (it carries
 * SAVED_AT_HEADER) and cleared when one comes from the network again.
 */
let savedAt: Date | null = null;
const listeners = new Set<() => void>();

function set(next: Date | null): void {
  if (next?.getTime() === savedAt?.getTime()) return;
  savedAt = next;
  for (const listener of listeners) listener();
}

/** What an API answer says: a kept copy (and when it was kept), or the network's. */
export function noteAnswer(response: Response): void {
  const kept = response.headers.get(SAVED_AT_HEADER);
  if (!kept) {
    if (savedAt && navigator.onLine) set(null);
    return;
  }
  const at = new Date(kept);
  if (Number.isNaN(at.getTime())) return;
  if (!savedAt || at < savedAt) set(at);
}

/** At start without a network: the page itself was the kept copy (its own time, if kept). */
export async function noteKeptPage(): Promise<void> {
  if (navigator.onLine || typeof caches === 'undefined') return;
  const page = await caches.match(window.location.href).catch(() => undefined);
  const kept = page?.headers.get(SAVED_AT_HEADER);
  if (kept) noteAnswer(new Response(null, { headers: { [SAVED_AT_HEADER]: kept } }));
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set(null));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The kept copy's time while the page shows one, else null (null when rendered on the server). */
export function useKeptCopy(): Date | null {
  return useSyncExternalStore(
    subscribe,
    () => savedAt,
    () => null,
  );
}
