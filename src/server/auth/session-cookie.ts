/**
 * The session cookie (ADR 11): Firebase's session cookie for the signed-in person, kept by the
 * browser so that the server knows them when a page is opened, before any script has run.
 * HttpOnly (no script reads it), SameSite=Lax (no other site's form or fetch sends it), Secure
 * in production, for the whole site. The API takes it only with the {@link SESSION_HEADER}
 * header, which no other site can add without the browser asking the server first (a CORS
 * preflight Khaya never allows): a link or form elsewhere cannot act as the person.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HEADER } from '../../domain/http';

export const SESSION_COOKIE = 'khaya_session';

export { SESSION_HEADER };

/** How long a session lasts before the app makes a new one from Firebase: Firebase's most. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

const COOKIE_VALUE = /(?:^|;\s*)khaya_session=([A-Za-z0-9._-]{1,4096})(?:;|$)/;

/** The session cookie a request came with, if any. */
export function sessionCookieOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  return COOKIE_VALUE.exec(header)?.[1] ?? null;
}

/** Whether a request asks the API to know the caller by the session cookie. */
export function asksBySession(request: FastifyRequest): boolean {
  return request.headers[SESSION_HEADER] === '1';
}

function attributes(secure: boolean): string {
  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Gives the browser the session cookie. */
export function setSessionCookie(
  reply: FastifyReply,
  cookie: string,
  options: { secure: boolean; maxAgeMs: number },
): void {
  void reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${cookie}; Max-Age=${Math.floor(options.maxAgeMs / 1000)}; ${attributes(options.secure)}`,
  );
}

/** Tells the browser to forget the session cookie. */
export function clearSessionCookie(reply: FastifyReply, options: { secure: boolean }): void {
  void reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${attributes(options.secure)}`);
}
