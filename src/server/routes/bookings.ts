import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingSchema, moveBodySchema, moveParamsSchema } from '../../domain/schemas/bookings';
import { requireCaller } from '../plugins/auth';
import { answerMove, proposeMove, sayOnTheWay } from '../services/bookings';
import { bearerSecurity, errorResponses, idParams } from './common';

/** A booked visit's time: either side proposes another, the other accepts or declines it. */
export const bookingRoutes: FastifyPluginAsyncZod<{ clock: () => Date }> = async (app, options) => {
  app.post(
    '/bookings/:id/moves',
    {
      schema: {
        summary:
          'Propose another time for a booked visit, with a reason (the booking stands until the other side accepts)',
        operationId: 'proposeMove',
        security: bearerSecurity,
        params: idParams,
        body: moveBodySchema,
        response: { 201: bookingSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await proposeMove(
            app.database.db,
            requireCaller(request),
            request.params.id,
            request.body,
            options.clock(),
          ),
        ),
  );

  app.post(
    '/bookings/:id/on-the-way',
    {
      schema: {
        summary:
          'The provider says it is on its way to the visit (on the day): the customer is told',
        operationId: 'sayOnTheWay',
        security: bearerSecurity,
        params: idParams,
        response: { 200: bookingSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      sayOnTheWay(app.database.db, requireCaller(request), request.params.id, options.clock()),
  );

  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/bookings/:id/moves/:moveId/${path}`,
      {
        schema: {
          summary:
            answer === 'accepted'
              ? 'Accept the time the other side proposed: the visit moves to it'
              : 'Decline the time the other side proposed: the booked time stands',
          operationId: answer === 'accepted' ? 'acceptMove' : 'declineMove',
          security: bearerSecurity,
          params: moveParamsSchema,
          response: { 200: bookingSchema, ...errorResponses(404, 409) },
        },
      },
      async (request) =>
        answerMove(
          app.database.db,
          requireCaller(request),
          request.params.id,
          request.params.moveId,
          answer,
          options.clock(),
        ),
    );
  }
};
