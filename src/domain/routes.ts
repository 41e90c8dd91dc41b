/**
 * The app's routes and the page module each one shows (spec section 2). The browser's router
 * lazy-loads these pages; the server uses the same table to tell the browser, in the HTML, which
 * page code to fetch alongside the main bundle instead of after it.
 */
export const ROUTE_PAGES = [
  { path: '/', page: 'home' },
  { path: '/login', page: 'login' },
  { path: '/register', page: 'register' },
  { path: '/reset-password', page: 'reset-password' },
  { path: '/provider-onboarding', page: 'provider-onboarding' },
  { path: '/customer', page: 'customer' },
  { path: '/provider', page: 'provider' },
  { path: '/providers', page: 'providers' },
  { path: '/request', page: 'request' },
  { path: '/quote/:id', page: 'quote' },
] as const;

export type PageName = (typeof ROUTE_PAGES)[number]['page'] | 'not-found';

/** Every page the app can show, the not-found page included. */
export const PAGE_NAMES: readonly PageName[] = [...ROUTE_PAGES.map((r) => r.page), 'not-found'];

/**
 * Pages whose first view is the same for every visitor at their bare path (no data, no
 * signed-in state, no query): they are prerendered whole and hydrated. Every other page arrives
 * as a shell (header and loading skeleton) that the app replaces.
 */
export const PRERENDERED_PAGES: readonly PageName[] = [
  'home',
  'login',
  'register',
  'reset-password',
  'providers',
  'not-found',
];

/**
 * Pages that ask a visitor who is not signed in to sign in. Their shell also carries that view,
 * which the page shows before the app starts when the browser holds no session.
 */
export const SIGNED_IN_PAGES: readonly PageName[] = [
  'provider-onboarding',
  'customer',
  'provider',
  'request',
  'quote',
];

/** The page a path shows: `:name` segments match any one segment; anything else is not found. */
export function pageForPath(pathname: string): PageName {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const route of ROUTE_PAGES) {
    const pattern = route.path.split('/').filter(Boolean);
    if (
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i])
    ) {
      return route.page;
    }
  }
  return 'not-found';
}
