import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { asksBySession, sessionCookieOf } from '../auth/session-cookie';
import type { Caller, TokenVerifier } from '../auth/verifier';
import { UnauthorizedError } from '../errors';
import { noSuchRoute } from './errors';

/**
 * How a route treats identity:
 * - `required` (the default for every /api route; pages and assets are public): no valid token, 401.
 * - `optional`: a valid token sets the caller; none leaves it null; a bad one is still 401.
 * - `public`: the token is not looked at.
 * - `concealed` (the admin desk, the dev mailbox): like `required`, but without a valid token the
 *   route answers exactly as an address the API does not serve, so it cannot be told apart.
 */
export type AuthMode = 'required' | 'optional' | 'public' | 'concealed';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /**
     * A GET the page loads as an image (a request's photo): the session cookie is taken without
     * the session header. It changes nothing, and SameSite=Lax keeps the cookie off other
     * sites' images, so no other site can show it.
     */
    cookieReads?: boolean;
  }
  interface FastifyRequest {
    caller: Caller | null;
    /** What the caller proved who they are with: an ID token, or the session cookie (ADR 11). */
    credential: Credential | null;
    /** Whether the credential's revocation check is still to be made (in preHandler). */
    accountCheckPending: boolean;
  }
}

export interface Credential {
  kind: 'bearer' | 'session';
  value: string;
}

/** Checks a credential again, the account included (a live stream, now and then). */
export function verifyCredential(
  verifier: TokenVerifier,
  credential: Credential,
  options: { checkRevoked: boolean },
): Promise<Caller> {
  return credential.kind === 'bearer'
    ? verifier.verify(credential.value, options)
    : verifier.verifySession(credential.value, options);
}

// The scheme is case-insensitive (RFC 9110, section 11.1): `bearer` works like `Bearer`.
const BEARER = /^Bearer +([A-Za-z0-9._~+/-]+=*) *$/i;

/** The caller, for routes declared `required` (the hook has already refused anonymous ones). */
export function requireCaller(request: FastifyRequest): Caller {
  if (!request.caller) throw new UnauthorizedError();
  return request.caller;
}

function rejected(request: FastifyRequest, error: unknown): UnauthorizedError {
  request.log.info({ reason: (error as { code?: string }).code }, 'token rejected');
  return new UnauthorizedError('Your session has expired or is invalid. Please sign in again.');
}

export const authPlugin = fp(async (app: FastifyInstance, opts: { verifier: TokenVerifier }) => {
  app.decorateRequest('caller', null);
  app.decorateRequest('credential', null);
  app.decorateRequest('accountCheckPending', false);

  // One hook enforces identity for every route, so no route can forget to.
  app.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (!url) return; // no route matched: the not-found handler answers
    const mode: AuthMode =
      request.routeOptions.config.auth ?? (url.startsWith('/api') ? 'required' : 'public');
    if (mode === 'public') return;
    const concealed = mode === 'concealed';
    // What a signed-in call answers is that person's (an email, a phone): no cache keeps it.
    if (!concealed) void reply.header('cache-control', 'no-store');
    const header = request.headers.authorization;
    // Without a token, the session cookie, when the call asks for it by its header.
    const cookieReads =
      request.routeOptions.config.cookieReads === true && request.method === 'GET';
    const cookie =
      !header && (asksBySession(request) || cookieReads) ? sessionCookieOf(request) : null;
    if (!header && !cookie) {
      if (concealed) throw noSuchRoute(request);
      if (mode === 'required') throw new UnauthorizedError();
      return;
    }
    let credential: Credential;
    if (cookie) credential = { kind: 'session', value: cookie };
    else {
      const match = BEARER.exec(header ?? '');
      if (!match?.[1]) {
        if (concealed) throw noSuchRoute(request);
        throw new UnauthorizedError('The Authorization header must be "Bearer <token>".');
      }
      credential = { kind: 'bearer', value: match[1] };
    }
    try {
      // Signature, expiry, audience and issuer: local work, no call to Firebase (against the
      // emulator, which signs nothing, firebase-admin also checks the account here).
      request.caller = await verifyCredential(opts.verifier, credential, { checkRevoked: false });
      request.credential = credential;
      request.accountCheckPending = !opts.verifier.accountCheckedOnVerify;
    } catch (error) {
      throw concealed ? noSuchRoute(request) : rejected(request, error);
    }
  });

  // Revoked tokens and disabled accounts: a call to Firebase, so only for requests that passed
  // validation (a bad body gets its 400 without the round trip), and before any handler runs.
  app.addHook('preHandler', async (request) => {
    const credential = request.credential;
    if (!credential || !request.accountCheckPending) return;
    request.accountCheckPending = false;
    try {
      await verifyCredential(opts.verifier, credential, { checkRevoked: true });
    } catch (error) {
      request.caller = null;
      throw request.routeOptions.config.auth === 'concealed'
        ? noSuchRoute(request)
        : rejected(request, error);
    }
  });
});
