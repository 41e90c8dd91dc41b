/// <reference lib="webworker" />
/**
 * Khaya's service worker (issue 52), one per language build (scripts/lib/installable.ts
 * bundles it with that build's file list as `self.__WB_MANIFEST`): English's at /sw.js for '/',
 * another language's at /zu/sw.js for '/zu/'.
 *
 * - The build's scripts, styles and icons are precached (Workbox): the app starts without the
 *   network once a page has been opened.
 * - A page (a navigation) and an API read go to the network first; what came back is kept with
 *   the time it came ({@link SAVED_AT}). Without a network the kept copy answers, and the page
 *   says 'You are offline, showing what you saw at 14:05' (src/web/features/offline).
 * - A page never opened here sends the person to the language's home page when that was kept.
 * - Signing out drops the kept pages and API answers (the app deletes these caches): the next
 *   person on this phone does not see them.
 * - Push messages are shown as notifications (./push.ts).
 */
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { KEPT_ANSWERS_CACHE, KEPT_PAGES_CACHE, SAVED_AT_HEADER } from '../../domain/offline';
import { handlePushMessages } from './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The path its pages start with: '/' for English, '/zu/' for isiZulu (set by the build). */
declare const __KHAYA_SCOPE__: string;

precacheAndRoute(self.__WB_MANIFEST);
handlePushMessages();
cleanupOutdatedCaches();

void self.skipWaiting();
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** A response's copy with the time it was kept (a redirect's copy answers as the page itself). */
async function stamped(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Network first, kept for offline: a successful answer is kept (its copy stamped), and when the
 * network fails the kept copy of the same address answers, then `fallback`'s.
 */
function networkThenKept(cacheName: string, fallback?: (url: URL) => string | null) {
  return async ({ request, url }: { request: Request; url: URL }): Promise<Response> => {
    try {
      const response = await fetch(request);
      if (response.ok && response.type === 'basic') {
        const copy = await stamped(response.clone());
        const cache = await caches.open(cacheName);
        await cache.put(request.url, copy);
      }
      return response;
    } catch (error) {
      const cache = await caches.open(cacheName);
      const kept = await cache.match(request.url);
      if (kept) return kept;
      // A page never opened here: to the one kept instead (its own address, so the app starts
      // on the page its document is).
      const other = fallback?.(url);
      const instead = other ? new URL(other, url).href : null;
      if (instead && instead !== url.href && (await cache.match(instead))) {
        return Response.redirect(instead, 302);
      }
      throw error;
    }
  };
}

// Pages: this language's, not the API's, the dev mailbox's or another language's (its own
// worker keeps those).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith(__KHAYA_SCOPE__) &&
    !url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/dev/'),
  networkThenKept(KEPT_PAGES_CACHE, () => __KHAYA_SCOPE__),
);

// API reads a page shows; not the live stream (an open stream), files or exports.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !url.pathname.startsWith('/api/live') &&
    !url.pathname.startsWith('/api/files/') &&
    !url.pathname.includes('/export') &&
    request.headers.get('accept') !== 'text/event-stream',
  networkThenKept(KEPT_ANSWERS_CACHE),
);
