import { useLocation } from 'wouter';
import { useRawSearch } from '../../lib/use-raw-search';

/** The pages that lead to signing in: returning to them after signing in makes no sense. */
const AUTH_PATHS = ['/login', '/register', '/reset-password'];
const ORIGIN = 'https://khaya.invalid';

/**
 * A path on this site, or null: only a path (`/...`) that stays on this origin once resolved is
 * accepted, so `?next=` can never send someone to another site (`//evil.example`, `/\evil`,
 * `https://...`, `javascript:`).
 */
export function sitePath(value: string | null): string | null {
  if (!value?.startsWith('/') || /^\/[/\\]/.test(value)) return null;
  // The URL parser drops tabs and newlines, which could join '/' and '/' into '//'.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, ORIGIN);
    if (url.origin !== ORIGIN || AUTH_PATHS.includes(url.pathname.replace(/\/+$/, ''))) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments resolve away ('/.//evil.example' is '//evil.example', another site): the
    // path as it will be followed is checked again.
    return /^\/[/\\]/.test(path) ? null : path;
  } catch {
    return null;
  }
}

/** Where the address's `next` asks to go after signing in, when it is a page of this site. */
export function nextFrom(search: string): string | null {
  return sitePath(new URLSearchParams(search).get('next'));
}

/**
 * The sign-in or sign-up address that brings the visitor back to `next` afterwards (and, for
 * sign-up, with 'I want to offer services' ticked when `asProvider`).
 */
export function authHref(
  target: '/login' | '/register',
  next: string | null,
  asProvider = false,
): string {
  const params = new URLSearchParams();
  const back = sitePath(next);
  if (back && back !== '/') params.set('next', back);
  if (asProvider && target === '/register') params.set('as', 'provider');
  const query = params.toString();
  return query ? `${target}?${query}` : target;
}

/**
 * {@link authHref} back to the page being shown. A prerendered page is rendered at the path it
 * is served at, so the markup it takes over already says the same (a signed-in page's sign-in
 * view is written for its real address by its boot script, src/web/boot/signed-out-view.ts, which
 * rewrites the links marked data-return).
 */
export function useAuthHref(target: '/login' | '/register', asProvider = false): string {
  const [pathname] = useLocation();
  const search = useRawSearch();
  const here = `${pathname}${search ? `?${search}` : ''}`;
  // On a sign-in page, keep where it was asked to return to.
  return authHref(target, sitePath(here) ?? nextFrom(search), asProvider);
}
