import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  messageListQuerySchema,
  messageSchema,
  sendMessageBodySchema,
  threadReadBodySchema,
  threadSchema,
  threadSummarySchema,
  unreadMessagesSchema,
} from '../../domain/schemas/messages';
import { reportBodySchema } from '../../domain/schemas/reviews';
import { requireCaller } from '../plugins/auth';
import {
  getThread,
  listThreads,
  markThreadRead,
  reportMessage,
  sendMessage,
  unreadMessages,
} from '../services/messages';
import { bearerSecurity, errorResponses, idParams } from './common';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quote-requests/:id/messages',
    {
      schema: {
        summary:
          "A thread's messages, oldest first: the newest page, or the page before `before` (the customer names the provider)",
        operationId: 'getThread',
        security: bearerSecurity,
        params: idParams,
        querystring: messageListQuerySchema,
        response: { 200: threadSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      getThread(app.database.db, requireCaller(request), request.params.id, request.query),
  );

  app.post(
    '/quote-requests/:id/messages',
    {
      config: { rateLimitClass: 'message' },
      schema: {
        summary:
          'Write in a thread (contact details hidden until this provider is accepted); 30 a minute',
        operationId: 'sendMessage',
        security: bearerSecurity,
        params: idParams,
        body: sendMessageBodySchema,
        response: { 201: messageSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sendMessage(
            app.database.db,
            requireCaller(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.post(
    '/quote-requests/:id/messages/read',
    {
      schema: {
        summary: 'Mark a thread read up to its newest message',
        operationId: 'markThreadRead',
        security: bearerSecurity,
        params: idParams,
        body: threadReadBodySchema,
        response: { 200: z.object({ unread: z.literal(0) }), ...errorResponses(404) },
      },
    },
    async (request) =>
      markThreadRead(
        app.database.db,
        requireCaller(request),
        request.params.id,
        request.body.providerId,
      ),
  );

  app.get(
    '/quote-requests/:id/threads',
    {
      schema: {
        summary:
          "A request's threads with their last message and unread count (the customer's: every provider who quoted or wrote)",
        operationId: 'listThreads',
        security: bearerSecurity,
        params: idParams,
        response: { 200: z.array(threadSummarySchema), ...errorResponses(404) },
      },
    },
    async (request) => listThreads(app.database.db, requireCaller(request), request.params.id),
  );

  app.get(
    '/messages/unread',
    {
      schema: {
        summary: "The caller's unread messages: the total and each thread's count",
        operationId: 'unreadMessages',
        security: bearerSecurity,
        response: { 200: unreadMessagesSchema },
      },
    },
    async (request) => unreadMessages(app.database.db, requireCaller(request)),
  );

  app.post(
    '/messages/:id/report',
    {
      schema: {
        summary: 'Report a message from the other side of a thread (kept for the admin desk)',
        operationId: 'reportMessage',
        security: bearerSecurity,
        params: idParams,
        body: reportBodySchema,
        response: { 201: z.object({ reported: z.literal(true) }), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await reportMessage(
            app.database.db,
            requireCaller(request),
            request.params.id,
            request.body.reason,
          ),
        ),
  );
};
