import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema, contactReceiptSchema } from '../../domain/schemas/contact';
import { sendContactMessage } from '../services/contact';
import { bearerSecurity } from './common';

/** The Contact page's form: anyone may write (signed in, the message is linked to the account). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { auth: 'optional', rateLimitClass: 'contact' },
      schema: {
        summary: 'Send a message to the Khaya team (it reaches the admin desk)',
        operationId: 'sendContactMessage',
        // Either way: anonymous, or with a token (OpenAPI's optional security).
        security: [{}, ...bearerSecurity],
        body: contactBodySchema,
        response: { 201: contactReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sendContactMessage(app.database.db, request.caller, request.body)),
  );
};
