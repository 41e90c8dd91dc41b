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

/**
 * Signing out: this browser stops taking the person's push notifications (issue 52). The server
 * is told first, while the person is still signed in (at most two seconds' wait), then the
 * browser's push service; a server not told drops the browser when its push service next says
 * it is gone.
 */
export async function forgetPushHere(
  tellServer: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      const subscription = await registration.pushManager?.getSubscription();
      if (!subscription) continue;
      await Promise.race([
        tellServer(subscription.endpoint).catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      await subscription.unsubscribe().catch(() => false);
    }
  } catch {
    // No worker or no Push API here: nothing was taking notifications.
  }
}
