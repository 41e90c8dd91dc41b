import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../domain/schemas/common';
import { createSessionBodySchema, sessionSchema } from '../../domain/schemas/session';
import { UnauthorizedError } from '../errors';
import { clearSessionCookie, SESSION_LIFETIME_MS, setSessionCookie } from '../auth/session-cookie';
import type { TokenVerifier } from '../auth/verifier';
import { publicSecurity } from './common';

/**
 * The session cookie (ADR 11): made from a Firebase ID token once the person has signed in, so
 * that a page they open later comes with their data in its first answer; forgotten when they
 * sign out. The token is checked first, revocation included: a revoked or disabled account
 * gets no session.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ verifier: TokenVerifier }> = async (
  app,
  options,
) => {
  app.post(
    '/session',
    {
      config: { auth: 'public', rateLimitClass: 'identity' },
      schema: {
        summary:
          'Start a session cookie (HttpOnly) from the Firebase ID token of the person who signed in',
        operationId: 'createSession',
        security: publicSecurity,
        body: createSessionBodySchema,
        response: { 200: sessionSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { idToken } = request.body;
      let cookie: string;
      try {
        await options.verifier.verify(idToken, { checkRevoked: true });
        // Firebase checks the token and the account again as it makes the cookie (an account
        // disabled within the status lifetime is refused here).
        cookie = await options.verifier.createSession(idToken, SESSION_LIFETIME_MS);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || !code.startsWith('auth/')) throw error;
        request.log.info({ reason: code }, 'session refused');
        throw new UnauthorizedError(
          'Your session has expired or is invalid. Please sign in again.',
        );
      }
      setSessionCookie(reply, cookie, {
        secure: app.secureCookies,
        maxAgeMs: SESSION_LIFETIME_MS,
      });
      return reply
        .header('cache-control', 'no-store')
        .send({ expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS).toISOString() });
    },
  );

  app.delete(
    '/session',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'End the session cookie (signing out): the browser forgets it',
        operationId: 'endSession',
        security: publicSecurity,
        response: { 204: z.null().describe('The cookie is cleared') },
      },
    },
    async (_request, reply) => {
      clearSessionCookie(reply, { secure: app.secureCookies });
      return reply.code(204).send(null);
    },
  );
};
