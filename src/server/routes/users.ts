import { BASE_LOCALE, isLocale } from '../../domain/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountExportSchema,
  createUserBodySchema,
  deleteAccountBodySchema,
  updateUserBodySchema,
  userSchema,
} from '../../domain/schemas/users';
import { NotFoundError } from '../errors';
import { clearSessionCookie } from '../auth/session-cookie';
import type { TokenVerifier } from '../auth/verifier';
import { eraseAccount, exportAccount, ownAccount, updateOwnUser } from '../services/account';
import type { FileStore } from '../lib/storage';
import type { LiveStreams } from '../services/live';
import { requireCaller } from '../plugins/auth';
import { errorResponses, bearerSecurity } from './common';
import { createUser, hasProviderProfile, toUser } from '../services/users';

export const userRoutes: FastifyPluginAsyncZod<{
  verifier: TokenVerifier;
  files: FileStore;
  clock: () => Date;
  /** This instance's live streams: a deleted account's are ended at once (others' at their next heartbeat). */
  streams?: Pick<LiveStreams, 'endFor'>;
}> = async (app, options) => {
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
      return reply.status(201).send({
        ...toUser(row),
        hasProviderProfile: await hasProviderProfile(app.database.db, row.id),
        language: isLocale(row.language) ? row.language : BASE_LOCALE,
      });
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
    async (request) => ownAccount(app.database.db, requireCaller(request)),
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
      return ownAccount(app.database.db, caller);
    },
  );

  app.patch(
    '/users/me',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary:
          "Correct the caller's name or phone (empty removes it), or save the email they changed in Firebase",
        operationId: 'updateOwnUser',
        security: bearerSecurity,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      await updateOwnUser(app.database.db, caller, request.body, options.clock());
      return ownAccount(app.database.db, caller);
    },
  );

  app.get(
    '/users/me/export',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary: 'Everything Khaya holds about the caller, as one JSON file (POPIA access)',
        operationId: 'exportOwnData',
        security: bearerSecurity,
        response: { 200: accountExportSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const now = options.clock();
      const data = await exportAccount(app.database.db, requireCaller(request), now);
      const day = now.toISOString().slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="khaya-my-data-${day}.json"`);
      return data;
    },
  );

  app.delete(
    '/users/me',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary:
          "Delete the caller's account: sign-in deleted, personal data erased, what others rely on anonymised",
        operationId: 'deleteOwnAccount',
        security: bearerSecurity,
        body: deleteAccountBodySchema,
        response: {
          204: z.null().describe('Deleted: the account cannot sign in any more'),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const { userId, fileKeys } = await eraseAccount(
        app.database.db,
        caller,
        request.body.confirmEmail,
        options.clock(),
      );
      options.streams?.endFor(userId);
      // The database has forgotten the person; now their files and their sign-in. A failure
      // here leaves nothing personal behind in Khaya, and signing in again finds no account.
      await Promise.all(fileKeys.map((key) => options.files.delete(key))).catch((error: unknown) =>
        request.log.error({ err: error }, 'deleted account: a file could not be deleted'),
      );
      await options.verifier
        .deleteAccount(caller.uid)
        .catch((error: unknown) =>
          request.log.error(
            { err: error },
            'deleted account: the Firebase account could not be deleted',
          ),
        );
      // This browser's session goes with the account.
      clearSessionCookie(reply, { secure: app.secureCookies });
      return reply.code(204).send(null);
    },
  );
};
