import { KEPT_ANSWERS_CACHE, KEPT_PAGES_CACHE, serviceWorkerOf } from '../../../domain/offline';
import { LOCALE_BASE } from '../../lib/locale';

/**
 * Registers this language's service worker (issue 52; src/web/sw/service-worker.ts). Only in a
 * build: `npm run dev` serves no worker.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { url, scope } = serviceWorkerOf(LOCALE_BASE);
  navigator.serviceWorker.register(url, { scope }).catch(() => undefined);
}

/** Signing out: the pages and answers the workers kept are dropped (every language's). */
export async function forgetKeptCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([KEPT_PAGES_CACHE, KEPT_ANSWERS_CACHE].map((name) => caches.delete(name)))
    .then(() => undefined)
    .catch(() => undefined);
}
