import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import type { TokenVerifier } from '../auth/verifier';
import { requireCaller, verifyCredential } from '../plugins/auth';
import type { LiveStreams } from '../services/live';
import { findUserByUid } from '../services/users';
import { bearerSecurity } from './common';

const EVENT_ID = /^\d{1,18}$/;

export const liveRoutes: FastifyPluginAsyncZod<{
  streams: LiveStreams;
  verifier: TokenVerifier;
}> = async (app, options) => {
  app.get(
    '/events',
    {
      schema: {
        summary:
          "The caller's live events as Server-Sent Events (messages, changes to their requests and quotes); Last-Event-ID resumes",
        operationId: 'liveEvents',
        security: bearerSecurity,
        headers: z.object({ 'last-event-id': z.string().max(40).optional() }),
        response: {
          200: z
            .string()
            .describe('text/event-stream: id, event (message, change, ready, reset), data (JSON)'),
          204: z.null().describe('No account yet: nothing to follow; ask again later'),
        },
      },
    },
    async (request, reply) => {
      const given = request.headers['last-event-id'];
      if (given !== undefined && !EVENT_ID.test(given.trim())) {
        throw new BadRequestError('Last-Event-ID must be the id of an event from this stream', {
          'last-event-id': 'Last-Event-ID must be the id of an event from this stream',
        });
      }
      // Signed in but no account yet (registration under way): nothing to follow yet.
      const caller = requireCaller(request);
      const user = await findUserByUid(app.database.db, caller.uid);
      if (!user) return reply.code(204).send(null);
      const owner = {
        userId: user.id,
        address: request.ip,
        // The token it was opened with, and the account behind it, still good (a deleted
        // account's uid is gone from users; a disabled or signed-out one fails the check).
        stillAllowed: async () => {
          if (!request.credential) return false;
          const again = await verifyCredential(options.verifier, request.credential, {
            checkRevoked: true,
          });
          return (
            again.uid === caller.uid &&
            (await findUserByUid(app.database.db, caller.uid))?.id === user.id
          );
        },
      };
      options.streams.admit(owner);
      reply.hijack();
      reply.raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      await options.streams.serve(
        owner,
        reply.raw,
        given === undefined ? null : Number(given.trim()),
      );
    },
  );
};
