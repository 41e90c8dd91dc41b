/** The page of providers Browse Providers asks for at a time. */
export const PROVIDERS_PAGE_SIZE = 12;

/**
 * The first page of Browse Providers at its bare path, as the page asks for it: the page's
 * document fetches it along with the HTML (the registry's `prefetch`), so the list does not wait
 * for the app to ask, and the app's request takes that response.
 */
export const FIRST_PROVIDERS_PAGE_URL = `/api/providers?limit=${PROVIDERS_PAGE_SIZE}`;
