import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailboxMessageSchema } from '../../domain/schemas/notifications';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors';
import {
  handleWhatsappWebhook,
  mailboxMessages,
  validSignature,
  type WhatsappConfig,
} from '../services/notifications';
import { errorResponses, publicSecurity } from './common';
import { noSuchRoute } from '../plugins/errors';

export interface DeliveryRouteOptions {
  /** The embedded mailbox is shown (only on the Auth emulator, never in production). */
  devMailbox: boolean;
  /** WhatsApp's webhook answers only when WhatsApp is set up. */
  whatsapp: WhatsappConfig | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

/** Compares two secrets in time that does not depend on where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

const NO_WHATSAPP = 'WhatsApp is not set up on this server.';

/** The embedded mailbox as JSON, and WhatsApp's webhook. */
export const deliveryRoutes: FastifyPluginAsyncZod<DeliveryRouteOptions> = async (app, options) => {
  app.get(
    '/dev/mailbox',
    {
      config: { auth: 'public' },
      schema: {
        // Not part of the public API: on the emulator only, and otherwise not there at all.
        hide: true,
        summary:
          'The embedded mailbox: messages caught instead of sent, newest first (emulator only)',
        operationId: 'listDevMailbox',
        security: publicSecurity,
        response: { 200: z.array(mailboxMessageSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      if (!options.devMailbox) throw noSuchRoute(request);
      return (await mailboxMessages(app.database.db)).map(({ message }) => message);
    },
  );

  app.get(
    '/webhooks/whatsapp',
    {
      config: { auth: 'public' },
      schema: {
        summary: "WhatsApp webhook verification (Meta's subscribe handshake)",
        operationId: 'verifyWhatsappWebhook',
        security: publicSecurity,
        querystring: z.object({
          'hub.mode': z.string().max(50).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
        response: { 200: z.string(), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      if (!options.whatsapp) throw new NotFoundError(NO_WHATSAPP);
      const query = request.query;
      if (
        query['hub.mode'] !== 'subscribe' ||
        !sameSecret(query['hub.verify_token'] ?? '', options.whatsapp.verifyToken)
      ) {
        throw new ForbiddenError('The verify token does not match WHATSAPP_VERIFY_TOKEN.');
      }
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  // The signature is over the bytes Meta sent: keep them as they came, then parse.
  await app.register(async (signed) => {
    signed.removeContentTypeParser('application/json');
    signed.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer' },
      (request, body, done) => {
        request.rawBody = body as Buffer;
        try {
          done(null, JSON.parse((body as Buffer).toString('utf8')) as unknown);
        } catch {
          done(null, {});
        }
      },
    );
    signed.post(
      '/webhooks/whatsapp',
      {
        config: { auth: 'public' },
        schema: {
          summary: "WhatsApp's status and inbound-message updates (signed with the app secret)",
          operationId: 'receiveWhatsappWebhook',
          security: publicSecurity,
          body: z.unknown(),
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses(404) },
        },
      },
      async (request) => {
        if (!options.whatsapp) throw new NotFoundError(NO_WHATSAPP);
        const signature = request.headers['x-hub-signature-256'];
        if (
          !request.rawBody ||
          !validSignature(
            request.rawBody,
            typeof signature === 'string' ? signature : undefined,
            options.whatsapp.appSecret,
          )
        ) {
          throw new UnauthorizedError('The X-Hub-Signature-256 signature does not match.');
        }
        // A signed payload of another shape is still answered 200 (Meta would retry it for
        // days); where it differs is logged, for a person to look at.
        const result = await handleWhatsappWebhook(app.database.db, request.body);
        if (result.unrecognised.length > 0)
          request.log.warn(
            { unrecognised: result.unrecognised.slice(0, 10) },
            'WhatsApp webhook payload of an unknown shape',
          );
        return { received: true };
      },
    );
  });
};
