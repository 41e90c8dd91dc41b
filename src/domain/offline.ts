/**
 * What the service worker (src/web/sw/service-worker.ts) and the app agree on (issue 52): the
 * header a kept copy carries with the time it was kept (ISO 8601), and the caches that keep
 * pages and API answers (which the app drops when a person signs out).
 */
export const SAVED_AT_HEADER = 'x-khaya-saved-at';
export const KEPT_PAGES_CACHE = 'khaya-pages';
export const KEPT_ANSWERS_CACHE = 'khaya-answers';

/** Where a language's worker is served, and the pages it looks after ('/zu/sw.js', '/zu/'). */
export function serviceWorkerOf(localeBase: string): { url: string; scope: string } {
  return { url: `${localeBase}/sw.js`, scope: `${localeBase}/` };
}
