import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookCleanBodySchema,
  bookedCleanSchema,
  declineBookingBodySchema,
  instantCleanQuerySchema,
  instantCleanSearchSchema,
  priceListBodySchema,
  priceListSchema,
} from '../../domain/schemas/instant-cleans';
import { requireCaller } from '../plugins/auth';
import {
  bookClean,
  declineInstantBooking,
  ownPriceList,
  savePriceList,
  searchInstantCleans,
} from '../services/instant-cleans';
import { bearerSecurity, errorResponses, idParams, publicSecurity } from './common';

/** Instant booking of a standard clean: price lists, the search, booking, declining. */
export const instantCleanRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (
  app,
  options,
) => {
  app.get(
    '/instant-cleans',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          'Cleaners who travel to a point and can be booked instantly on a date: their price for the home and their free starts',
        operationId: 'searchInstantCleans',
        security: publicSecurity,
        querystring: instantCleanQuerySchema,
        response: { 200: instantCleanSearchSchema },
      },
    },
    async (request) => searchInstantCleans(app.database.db, request.query, options.clock()),
  );

  app.post(
    '/instant-cleans',
    {
      schema: {
        summary:
          "Book a cleaner's free start at its listed price: the request, its accepted quote and the booking at once (409 when the start was just taken)",
        operationId: 'bookClean',
        security: bearerSecurity,
        body: bookCleanBodySchema,
        response: { 201: bookedCleanSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await bookClean(app.database.db, requireCaller(request), request.body, options.clock()),
        ),
  );

  app.post(
    '/bookings/:id/decline',
    {
      schema: {
        summary:
          'The cleaner declines an instant booking within two hours, with a reason: the request opens to other cleaners',
        operationId: 'declineInstantBooking',
        security: bearerSecurity,
        params: idParams,
        body: declineBookingBodySchema,
        response: { 204: z.null(), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      await declineInstantBooking(
        app.database.db,
        requireCaller(request),
        request.params.id,
        request.body.reason,
        options.clock(),
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/providers/me/price-list',
    {
      schema: {
        summary: "The caller's price list for a standard clean (null before it made one)",
        operationId: 'getPriceList',
        security: bearerSecurity,
        response: { 200: priceListSchema.nullable(), ...errorResponses(403) },
      },
    },
    async (request) => ownPriceList(app.database.db, requireCaller(request)),
  );

  app.put(
    '/providers/me/price-list',
    {
      schema: {
        summary:
          "Save the caller's price list for a standard clean, and whether customers may book it instantly",
        operationId: 'savePriceList',
        security: bearerSecurity,
        body: priceListBodySchema,
        response: { 200: priceListSchema, ...errorResponses(403) },
      },
    },
    async (request) => savePriceList(app.database.db, requireCaller(request), request.body),
  );
};
