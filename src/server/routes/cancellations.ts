import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelBodySchema,
  cancellationFeeSchema,
  cancellationFeeViewSchema,
  cancellationSchema,
  cancellationTermsSchema,
} from '../../domain/schemas/cancellations';
import { requireCaller } from '../plugins/auth';
import {
  cancelBooking,
  cancellationFeeOf,
  cancellationTerms,
  setCancellationFee,
} from '../services/cancellations';
import type { EscrowPartner } from '../services/escrow';
import { bearerSecurity, errorResponses, idParams } from './common';

/**
 * Cancelling a booked visit (issue 49): what it costs, read before confirming, then the
 * cancellation; and a provider's fee for late cancellations.
 */
export const cancellationRoutes: FastifyPluginAsyncZod<{
  escrow: EscrowPartner | null;
  clock: () => Date;
}> = async (app, options) => {
  const db = () => app.database.db;

  app.get(
    '/bookings/:id/cancel',
    {
      schema: {
        summary: 'What cancelling a booked visit now costs, and the reasons to choose from',
        operationId: 'getCancellationTerms',
        security: bearerSecurity,
        params: idParams,
        response: { 200: cancellationTermsSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      cancellationTerms(db(), requireCaller(request), request.params.id, options.clock()),
  );

  app.post(
    '/bookings/:id/cancel',
    {
      schema: {
        summary: 'Either side cancels a booked visit, with a reason (its fee shown first)',
        operationId: 'cancelBooking',
        security: bearerSecurity,
        params: idParams,
        body: cancelBodySchema,
        response: { 200: cancellationSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      cancelBooking(
        db(),
        options.escrow,
        requireCaller(request),
        request.params.id,
        request.body,
        options.clock(),
      ),
  );

  app.get(
    '/providers/me/cancellation-fee',
    {
      schema: {
        summary: "The caller's fee for a customer's cancellation within 24 hours (a provider)",
        operationId: 'getCancellationFee',
        security: bearerSecurity,
        response: { 200: cancellationFeeViewSchema, ...errorResponses(404) },
      },
    },
    async (request) => cancellationFeeOf(db(), requireCaller(request)),
  );

  app.put(
    '/providers/me/cancellation-fee',
    {
      schema: {
        summary: "Sets the caller's fee for a customer's cancellation within 24 hours",
        operationId: 'setCancellationFee',
        security: bearerSecurity,
        body: cancellationFeeSchema,
        response: { 200: cancellationFeeViewSchema, ...errorResponses(404) },
      },
    },
    async (request) => setCancellationFee(db(), requireCaller(request), request.body.fee),
  );
};
