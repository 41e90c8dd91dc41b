/** What an entry of the page registry (./pages.ts) says about a page. */
interface PageBase {
  /** The page's module is src/web/pages/<name>.tsx. */
  name: string;
  /** The route (`:name` matches any one segment); null for the not-found page. */
  path: string | null;
  /** Tab title ("Title · Khaya"; a title starting with Khaya is used as it is). */
  title: string;
  /** Meta description: what search results and link previews show. */
  description: string;
}

export interface PublicPage extends PageBase {
  access: 'public';
  /**
   * 'everyone-alike': the first view at the bare path is the same for every visitor (no data, no
   * account), so the build prerenders it whole and the browser hydrates it. 'per-visitor': the
   * document carries a shell (header and loading skeleton) that the app replaces.
   */
  firstView: 'everyone-alike' | 'per-visitor';
  /** A GET the page makes at once, fetched along with its document. */
  prefetch?: string;
}

export interface SignedInPage extends PageBase {
  access: 'signed-in';
  /**
   * What a visitor who is not signed in sees instead (prerendered into the page's shell), with a
   * way to sign in and to sign up (as a provider, for the provider's pages).
   */
  signIn: { title: string; text: string; signUpAs?: 'customer' | 'provider' };
  /**
   * 'page': a visitor who is not signed in sees the page itself (without an account), which asks
   * for a sign-in (with `signIn`'s words) only when it needs one: the request form, filled in
   * first and sent after signing in. Otherwise a visitor sees `signIn` at once.
   */
  visitors?: 'page';
}

export type PageEntry = PublicPage | SignedInPage;
