import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../domain/http';
import {
  notificationPreferencesSchema,
  preferencesPatchSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  whatsappConfirmSchema,
  whatsappOptInSchema,
  markReadBodySchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from '../../domain/schemas/notifications';
import { requireCaller } from '../plugins/auth';
import { NotFoundError } from '../errors';
import {
  getPreferences,
  listNotifications,
  markRead,
  confirmWhatsappCode,
  sendWhatsappCode,
  type Transport,
  optOutByCaller,
  unreadCount,
  unsubscribe,
  updatePreferences,
} from '../services/notifications';
import { bearerSecurity, errorResponses, publicSecurity } from './common';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications',
    {
      schema: {
        summary:
          "The caller's notifications, newest first (paginated; next cursor in X-Next-Cursor)",
        operationId: 'listNotifications',
        security: bearerSecurity,
        querystring: notificationListQuerySchema,
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request, reply) => {
      const { items, nextCursor } = await listNotifications(
        app.database.db,
        requireCaller(request),
        request.query,
      );
      if (nextCursor) void reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return items;
    },
  );

  app.get(
    '/notifications/unread',
    {
      schema: {
        summary: "How many of the caller's notifications are unread (the bell)",
        operationId: 'getUnreadNotificationCount',
        security: bearerSecurity,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => unreadCount(app.database.db, requireCaller(request)),
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        summary: "Mark some (ids) or all of the caller's notifications read",
        operationId: 'markNotificationsRead',
        security: bearerSecurity,
        body: markReadBodySchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => markRead(app.database.db, requireCaller(request), request.body),
  );
};

/** A person's channels by topic, WhatsApp opt-in and opt-out, and the emails' unsubscribe link. */
export const notificationPreferenceRoutes: FastifyPluginAsyncZod<{
  /** Where a WhatsApp confirmation code goes (the Cloud API, or the embedded mailbox). */
  whatsappTransport: Transport;
  clock: () => Date;
}> = async (app, options) => {
  app.get(
    '/notifications/preferences',
    {
      schema: {
        summary: "The caller's notification channels by topic, and WhatsApp opt-in",
        operationId: 'getNotificationPreferences',
        security: bearerSecurity,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => getPreferences(app.database.db, requireCaller(request)),
  );

  app.patch(
    '/notifications/preferences',
    {
      schema: {
        summary: 'Turn email or WhatsApp on or off for a topic (leads, quotes, outcomes, jobs)',
        operationId: 'updateNotificationPreferences',
        security: bearerSecurity,
        body: preferencesPatchSchema,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => updatePreferences(app.database.db, requireCaller(request), request.body),
  );

  app.post(
    '/notifications/whatsapp',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary:
          'Ask to turn WhatsApp on for this number: a 6-digit code is sent to it by WhatsApp (whatsappPending until it comes back)',
        operationId: 'optInToWhatsapp',
        security: bearerSecurity,
        body: whatsappOptInSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      sendWhatsappCode(
        app.database.db,
        options.whatsappTransport,
        requireCaller(request),
        request.body.phone,
        options.clock(),
      ),
  );

  app.post(
    '/notifications/whatsapp/confirm',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary:
          'Confirm the WhatsApp number with the code sent to it: the consent is kept with its words and WhatsApp messages start',
        operationId: 'confirmWhatsapp',
        security: bearerSecurity,
        body: whatsappConfirmSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(409) },
      },
    },
    async (request) =>
      confirmWhatsappCode(
        app.database.db,
        requireCaller(request),
        request.body.code,
        options.clock(),
      ),
  );

  app.delete(
    '/notifications/whatsapp',
    {
      schema: {
        summary: 'Opt out of WhatsApp messages',
        operationId: 'optOutOfWhatsapp',
        security: bearerSecurity,
        response: { 200: notificationPreferencesSchema },
      },
    },
    async (request) => optOutByCaller(app.database.db, requireCaller(request)),
  );

  // Mail clients' one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click` as a form:
  // this route alone takes one (every other keeps answering 415 to anything but JSON).
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );
    scope.post(
      '/notifications/unsubscribe',
      {
        config: { auth: 'public' },
        schema: {
          summary: "One-click unsubscribe from an email's topic (the token from the email's link)",
          operationId: 'unsubscribe',
          security: publicSecurity,
          querystring: unsubscribeQuerySchema,
          response: { 200: unsubscribeResultSchema, ...errorResponses(404) },
        },
      },
      async (request) => {
        const result = await unsubscribe(app.database.db, request.query.token);
        if (!result) {
          throw new NotFoundError(
            'This unsubscribe link is not valid. Sign in and choose what you hear about on Settings.',
          );
        }
        return result;
      },
    );
  });
};
