import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  payoutAccountInputSchema,
  payoutAccountSchema,
  payoutSettingsSchema,
  protectedOnlyInputSchema,
} from '../../domain/schemas/payouts';
import { ServiceUnavailableError } from '../errors';
import { requireCaller } from '../plugins/auth';
import {
  payoutSettings,
  savePayoutAccount,
  setProtectedOnly,
  type EscrowPartner,
} from '../services/escrow';
import { bearerSecurity, errorResponses } from './common';

const NOT_SET_UP =
  'Payment through Khaya is not available right now, so there is nothing to set up.';

/**
 * A provider's side of payment through Khaya (issue 48): the bank account it is paid into
 * (changed only soon after a sign-in), and whether it takes payment through Khaya only.
 */
export const payoutRoutes: FastifyPluginAsyncZod<{
  escrow: EscrowPartner | null;
  payoutKey: Buffer;
  clock: () => Date;
}> = async (app, options) => {
  const db = () => app.database.db;

  app.get(
    '/providers/me/payouts',
    {
      schema: {
        summary: 'Where the caller (a provider) is paid for jobs paid through Khaya, masked',
        operationId: 'getPayoutSettings',
        security: bearerSecurity,
        response: { 200: payoutSettingsSchema, ...errorResponses(404) },
      },
    },
    async (request) => payoutSettings(db(), requireCaller(request), options.escrow !== null),
  );

  app.put(
    '/providers/me/payout-account',
    {
      schema: {
        summary:
          'Sets the bank account jobs paid through Khaya pay into (checked by the escrow partner; within 5 minutes of signing in)',
        operationId: 'savePayoutAccount',
        security: bearerSecurity,
        body: payoutAccountInputSchema,
        response: { 200: payoutAccountSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      if (!options.escrow) throw new ServiceUnavailableError(NOT_SET_UP);
      return savePayoutAccount(
        db(),
        options.escrow,
        options.payoutKey,
        requireCaller(request),
        request.body,
        options.clock(),
      );
    },
  );

  app.put(
    '/providers/me/protected-only',
    {
      schema: {
        summary: 'Whether customers must pay through Khaya to hire the caller (a provider)',
        operationId: 'setProtectedOnly',
        security: bearerSecurity,
        body: protectedOnlyInputSchema,
        response: { 200: protectedOnlyInputSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => {
      if (!options.escrow) throw new ServiceUnavailableError(NOT_SET_UP);
      return setProtectedOnly(db(), requireCaller(request), request.body.protectedOnly);
    },
  );
};
