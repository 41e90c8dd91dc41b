/** HTTP conventions shared by server and browser (kept free of zod so pages stay light). */

/** The header that carries the next page's cursor on every paginated list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The page of providers Browse Providers asks for at a time. */
export const PROVIDERS_PAGE_SIZE = 12;

/**
 * The first page of Browse Providers at its bare path, as the page asks for it: the server has
 * the browser fetch it along with the HTML, so the list does not wait for the app to ask.
 */
export const FIRST_PROVIDERS_PAGE_URL = `/api/providers?limit=${PROVIDERS_PAGE_SIZE}`;
