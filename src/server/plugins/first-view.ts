/**
 * A signed-in page's first view (ADR 11): when the browser comes with the session cookie, the
 * page's document carries who is signed in and the answers of the GETs the page makes as it
 * opens (src/web/lib/first-view.ts), so a link opened from WhatsApp or an email shows its data
 * as soon as the page's code has run, without Firebase's SDK or a round trip per question.
 * The answers are the API's own (each GET is made through the app, as the person, with every
 * check a call from the browser gets).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  clearSessionCookie,
  SESSION_COOKIE,
  SESSION_HEADER,
  sessionCookieOf,
} from '../auth/session-cookie';
import type { AccountDetails, Caller, SignInMethod, TokenVerifier } from '../auth/verifier';
import { NEXT_CURSOR_HEADER, FIRST_REQUESTS_PAGE } from '../../domain/http';

/** The GETs a signed-in page makes as it opens, by its registry name (src/web/app/pages.ts). */
const PAGE_GETS: Record<string, (params: Record<string, string>) => string[]> = {
  customer: () => [
    `/api/quote-requests?as=customer&limit=${FIRST_REQUESTS_PAGE}`,
    '/api/quote-requests/stats?as=customer',
  ],
  'customer-request': ({ id = '' }) => [
    `/api/quote-requests/${id}`,
    `/api/quote-requests/${id}/comparison`,
    `/api/quote-requests/${id}/threads`,
  ],
  provider: () => [
    '/api/providers/me',
    `/api/quote-requests?as=provider&limit=${FIRST_REQUESTS_PAGE}&scope=new`,
    '/api/quote-requests/stats?as=provider',
  ],
  verification: () => ['/api/providers/me', '/api/providers/me/documents'],
  'provider-onboarding': () => ['/api/providers/me'],
  notifications: () => ['/api/notifications?limit=30'],
  settings: () => ['/api/notifications/preferences'],
};

/**
 * Pages that show how the account signs in and its email: they open from a first view only when
 * Firebase answered for the account this moment (an address proved a minute ago in another tab),
 * not from a session's claims, fixed when it began; otherwise as before, with Firebase.
 */
const NEEDS_ACCOUNT_NOW = new Set(['settings']);

/**
 * Pages the server renders whole from their first view (ADR 12): their data shows with the
 * document. Others (a form that starts from the browser's draft) come as the page's shell.
 */
const RENDERED = new Set(['customer', 'customer-request', 'provider', 'notifications', 'settings']);

/** What the header of every signed-in page asks: the unread counts. */
const HEADER_GETS = ['/api/notifications/unread', '/api/messages/unread'];

/** Answers worth carrying: found, or not there (a missing record is an answer a page uses). */
const CARRIED = new Set([200, 404]);

export interface FirstViewPage {
  name: string;
  /** The registry's route, `:name` for a segment the path fills. */
  path: string;
}

/** Who is signed in (as the web SDK's user would say) and the answers, by the GET's path. */
export interface FirstViewData {
  user: ReturnType<typeof personOf>;
  answers: Record<string, { status: number; body: unknown; nextCursor?: string }>;
}

/**
 * The document's first view, and whether the page is rendered from it; `no-session` when the
 * browser came without a good session cookie (the app then makes a new one); null for a page
 * that opens without one.
 */
export type MakeFirstView = (
  request: FastifyRequest,
  reply: FastifyReply,
  page: FirstViewPage,
  pathname: string,
) => Promise<{ view: FirstViewData; render: boolean } | 'no-session' | null>;

/** The route's `:name` segments, filled from the path. */
export function routeParams(route: string, pathname: string): Record<string, string> {
  const names = route.split('/');
  const values = pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((name, index) => {
    if (name.startsWith(':')) params[name.slice(1)] = decodeURIComponent(values[index] ?? '');
  });
  return params;
}

/**
 * The identity as the web SDK's user would give it (src/web/lib/auth-user.ts): as Firebase has
 * the account now, else as the session's claims had it when it began.
 */
function personOf(caller: Caller, account: AccountDetails | null) {
  const claimed: SignInMethod[] = caller.signInProvider
    ? [
        {
          providerId: caller.signInProvider,
          uid: caller.uid,
          displayName: caller.name ?? null,
          email: caller.email ?? null,
          phoneNumber: caller.phoneNumber ?? null,
          photoURL: caller.picture ?? null,
        },
      ]
    : [];
  return {
    uid: caller.uid,
    displayName: account ? account.displayName : (caller.name ?? null),
    email: account ? account.email : (caller.email ?? null),
    emailVerified: account ? account.emailVerified : caller.emailVerified,
    phoneNumber: account ? account.phoneNumber : (caller.phoneNumber ?? null),
    photoURL: account ? account.photoURL : (caller.picture ?? null),
    isAnonymous: caller.signInProvider === 'anonymous',
    tenantId: null,
    providerData: account ? account.providerData : claimed,
    metadata: {},
  };
}

export function firstViewMaker(app: FastifyInstance, verifier: TokenVerifier): MakeFirstView {
  return async (request, reply, page, pathname) => {
    const cookie = sessionCookieOf(request);
    if (!cookie) return 'no-session';
    let caller: Caller;
    try {
      caller = await verifier.verifySession(cookie, { checkRevoked: true });
    } catch (error) {
      // Ended, revoked or of a disabled account: the browser forgets it (the app makes a new one
      // from Firebase's session, if there still is one).
      request.log.info({ reason: (error as { code?: string }).code }, 'session cookie refused');
      clearSessionCookie(reply, { secure: app.secureCookies });
      return 'no-session';
    }
    const gets = [
      `/api/users/firebase/${encodeURIComponent(caller.uid)}`,
      ...HEADER_GETS,
      ...(PAGE_GETS[page.name]?.(routeParams(page.path, pathname)) ?? []),
    ];
    const headers = { cookie: `${SESSION_COOKIE}=${cookie}`, [SESSION_HEADER]: '1' };
    const [account, ...answers] = await Promise.all([
      verifier.accountOf(caller.uid).catch(() => null),
      ...gets.map((url) => app.inject({ method: 'GET', url, headers })),
    ]);
    if (!account && NEEDS_ACCOUNT_NOW.has(page.name)) return null;
    const carried: FirstViewData['answers'] = {};
    answers.forEach((answer, index) => {
      const url = gets[index];
      if (!url || !CARRIED.has(answer.statusCode)) return;
      const nextCursor = answer.headers[NEXT_CURSOR_HEADER];
      carried[url] = {
        status: answer.statusCode,
        body: answer.json(),
        ...(typeof nextCursor === 'string' ? { nextCursor } : {}),
      };
    });
    return {
      view: { user: personOf(caller, account), answers: carried },
      render: RENDERED.has(page.name),
    };
  };
}
