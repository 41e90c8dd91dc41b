import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import type { OrderedFields } from '../lib/payments/payfast';
import { receivePaymentNotification, type PaymentGateway } from '../services/credit';
import { publicSecurity } from './common';

/** A form post's fields in the order they came (the gateway signed them in that order). */
export function formFields(body: unknown): OrderedFields {
  if (typeof body !== 'string') return [];
  return [...new URLSearchParams(body).entries()];
}

/** Form posts up to 16 KB, kept as their text so their order survives. */
export const FORM_BODY = {
  type: 'application/x-www-form-urlencoded',
  options: { parseAs: 'string' as const, bodyLimit: 16_384 },
};

/**
 * The payment gateway's notifications (PayFast's ITN, ADR 14): public, form-encoded, and
 * credited only after every check; a repeat answers 200 and credits nothing.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ gateway: PaymentGateway | null }> = async (
  app,
  options,
) => {
  app.addContentTypeParser(FORM_BODY.type, FORM_BODY.options, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/payments/payfast/notify',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          "PayFast's notification of a payment (ITN, form-encoded): credited once its source, signature, amount and PayFast's own confirmation check out",
        operationId: 'receivePayFastNotification',
        security: publicSecurity,
        consumes: [FORM_BODY.type],
        body: z.string().max(16_384).optional(),
        response: { 200: z.object({ outcome: z.string() }) },
      },
    },
    async (request) => {
      const posted = formFields(request.body);
      if (!options.gateway || posted.length === 0) {
        throw new BadRequestError('Send the notification as application/x-www-form-urlencoded.');
      }
      const outcome = await receivePaymentNotification(
        app.database.db,
        options.gateway,
        posted,
        request.ip,
      );
      if (outcome !== 'credited' && outcome !== 'replayed') {
        throw new BadRequestError(`The notification was not accepted (${outcome}).`);
      }
      return { outcome };
    },
  );
};
