import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createUserBodySchema, userSchema } from '../../domain/schemas/users';
import { NotFoundError } from '../errors';
import { requireCaller } from '../plugins/auth';
import { errorResponses, bearerSecurity } from './common';
import type { Caller } from '../auth/verifier';
import type { Db } from '../db/client';
import { createUser, getOwnUser, toUser } from '../services/users';
import { adminUserId } from '../services/verification';

/** The caller's own record, saying whether they keep the admin desk (a link in their menu). */
async function ownUser(db: Db, caller: Caller) {
  const [row, adminId] = await Promise.all([getOwnUser(db, caller), adminUserId(db, caller.uid)]);
  return { ...toUser(row), isAdmin: adminId !== null };
}

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary: "Create the signed-in identity's user record",
        operationId: 'createUser',
        security: bearerSecurity,
        body: createUserBodySchema,
        response: { 201: userSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const row = await createUser(app.database.db, requireCaller(request), request.body);
      return reply.status(201).send(toUser(row));
    },
  );

  app.get(
    '/users/me',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary: "The signed-in user's own record",
        operationId: 'getOwnUser',
        security: bearerSecurity,
        response: { 200: userSchema, ...errorResponses(404) },
      },
    },
    async (request) => ownUser(app.database.db, requireCaller(request)),
  );

  app.get(
    '/users/firebase/:firebaseUid',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary: 'The user record of a Firebase uid (only your own)',
        operationId: 'getUserByFirebaseUid',
        security: bearerSecurity,
        params: z.object({ firebaseUid: z.string().min(1).max(128) }),
        response: { 200: userSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      // Someone else's uid answers like an unknown one: nothing to learn about who exists.
      if (request.params.firebaseUid !== caller.uid) throw new NotFoundError('User not found');
      return ownUser(app.database.db, caller);
    },
  );
};
