import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from '../../domain/http';
import {
  markReadBodySchema,
  notificationListQuerySchema,
  notificationSchema,
  unreadCountSchema,
} from '../../domain/schemas/notifications';
import { requireCaller } from '../plugins/auth';
import { listNotifications, markRead, unreadCount } from '../services/notifications';
import { bearerSecurity } from './common';

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
