/** HTTP conventions shared by server and browser (kept free of zod so pages stay light). */

/** The header that carries the next page's cursor on every paginated list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/**
 * The dashboards' lists of requests: the first page is what a phone's first screens show and what
 * a signed-in page's document carries (src/server/plugins/first-view.ts), so its bytes stay the
 * same however busy the area; 'Load more' brings the next pages, larger.
 */
export const FIRST_REQUESTS_PAGE = 6;
export const REQUESTS_PAGE_SIZE = 24;

/**
 * The header an API call made with the session cookie carries, value `1` (ADR 11): a page of
 * another site cannot add it without the server allowing it first, which Khaya never does.
 */
export const SESSION_HEADER = 'x-khaya-session';

/**
 * The JSON script element of a signed-in page's document that carries who is signed in and the
 * answers of the page's first GETs (src/server/plugins/first-view.ts, src/web/lib/first-view.ts).
 */
export const FIRST_VIEW_ID = 'first-view';

/**
 * What a page's boot loader (src/web/boot/after-first-paint.ts) asks for once the page has
 * painted: written into each page's document as a JSON script element with this id.
 */
export const PAGE_ASSETS_ID = 'page-assets';

export interface PageAssets {
  /** The stylesheet, or null when the page carries all of it inline. */
  css: string | null;
  /** The entry module. */
  script: string;
  /** The entry's and the page's chunks, in the order to ask for them. */
  preloads: string[];
}

/** The element of a signed-in page's document that holds its sign-in view. */
export const SIGNED_OUT_TEMPLATE_ID = 'signed-out-view';

/** A meta element a signed-in page's document carries when the server took no session cookie. */
export const NO_SESSION_META = 'khaya-no-session';

/** One way an account signs in, as Firebase's `providerData` lists it (web SDK and Admin SDK alike). */
export interface SignInMethod {
  providerId: string;
  uid: string;
  displayName: string | null;
  email: string | null;
  phoneNumber: string | null;
  photoURL: string | null;
}
