import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationPreferencesSchema } from '../../domain/schemas/notifications';
import {
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../domain/schemas/push';
import { requireCaller } from '../plugins/auth';
import {
  subscribeToPush,
  unsubscribeFromPush,
  vapidKeys,
  type PushRules,
  type VapidSource,
} from '../services/notifications';
import { bearerSecurity, errorResponses } from './common';

/** Push notifications in a browser (issue 52): its key, turning them on and off. */
export const pushRoutes: FastifyPluginAsyncZod<{ vapid: VapidSource; rules: PushRules }> = async (
  app,
  options,
) => {
  app.get(
    '/notifications/push/key',
    {
      schema: {
        summary:
          "The server's VAPID public key, which the browser's pushManager.subscribe is given",
        operationId: 'getPushKey',
        security: bearerSecurity,
        response: { 200: pushKeySchema },
      },
    },
    async (request) => {
      requireCaller(request);
      const { publicKey } = await vapidKeys(app.database.db, options.vapid);
      return { publicKey };
    },
  );

  app.post(
    '/notifications/push',
    {
      config: { rateLimitClass: 'identity' },
      schema: {
        summary:
          'Turn push notifications on in this browser: its subscription (PushSubscription.toJSON()) is kept for the caller',
        operationId: 'subscribeToPush',
        security: bearerSecurity,
        body: pushSubscriptionSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      subscribeToPush(
        app.database.db,
        requireCaller(request),
        request.body,
        request.headers['user-agent'],
        options.rules,
      ),
  );

  app.delete(
    '/notifications/push',
    {
      schema: {
        summary: 'Turn push notifications off in this browser (its endpoint)',
        operationId: 'unsubscribeFromPush',
        security: bearerSecurity,
        body: pushUnsubscribeSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      unsubscribeFromPush(app.database.db, requireCaller(request), request.body.endpoint),
  );
};
