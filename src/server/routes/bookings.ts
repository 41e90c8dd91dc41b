import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  bookingSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  moveBodySchema,
  moveParamsSchema,
} from '../../domain/schemas/bookings';
import { requireCaller } from '../plugins/auth';
import {
  answerMove,
  calendarFeedOf,
  calendarFeedText,
  proposeMove,
  sayOnTheWay,
  startCalendarFeed,
  stopCalendarFeed,
  visitCalendarFile,
} from '../services/bookings';
import { bearerSecurity, errorResponses, idParams, publicSecurity } from './common';

/** OpenAPI: an iCalendar file rather than JSON. */
const CALENDAR_FILE = z
  .string()
  .meta({ description: 'An iCalendar (RFC 5545) file: text/calendar' });

function sendCalendar(reply: FastifyReply, content: string, cache: string, filename?: string) {
  if (filename) void reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply
    .type('text/calendar; charset=utf-8')
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(content));
}

/** A booked visit's time: either side proposes another, the other accepts or declines it. */
export const bookingRoutes: FastifyPluginAsyncZod<{
  clock: () => Date;
  /** The site's origin, for links in calendar events and the feed's address. */
  siteUrl: string;
}> = async (app, options) => {
  app.get(
    '/bookings/:id/calendar.ics',
    {
      schema: {
        summary: 'The booked visit as an .ics file to add to a calendar (either side of it)',
        operationId: 'getVisitCalendarFile',
        security: bearerSecurity,
        params: idParams,
        response: { 200: CALENDAR_FILE, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await visitCalendarFile(
        app.database.db,
        requireCaller(request),
        request.params.id,
        options.siteUrl,
      );
      return sendCalendar(reply, file.content, 'private, no-store', file.filename);
    },
  );

  app.get(
    '/calendar-feeds/:secret/visits.ics',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          "A provider's booked visits as a calendar to subscribe to, at its secret address (404 once revoked)",
        operationId: 'getCalendarFeed',
        security: publicSecurity,
        params: calendarFeedParamsSchema,
        response: { 200: CALENDAR_FILE, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendCalendar(
        reply,
        await calendarFeedText(
          app.database.db,
          request.params.secret,
          options.siteUrl,
          options.clock(),
        ),
        'private, max-age=300',
        'khaya-visits.ics',
      ),
  );

  app.get(
    '/providers/me/calendar-feed',
    {
      schema: {
        summary: "Whether the caller's private calendar feed is on (its address is shown once)",
        operationId: 'getCalendarFeedState',
        security: bearerSecurity,
        response: { 200: calendarFeedSchema, ...errorResponses(403) },
      },
    },
    async (request) => calendarFeedOf(app.database.db, requireCaller(request)),
  );

  app.post(
    '/providers/me/calendar-feed',
    {
      schema: {
        summary:
          "A new secret address for the caller's calendar feed, shown once (the old one stops working)",
        operationId: 'startCalendarFeed',
        security: bearerSecurity,
        response: { 201: calendarFeedSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await startCalendarFeed(app.database.db, requireCaller(request), options.siteUrl)),
  );

  app.delete(
    '/providers/me/calendar-feed',
    {
      schema: {
        summary: "Turn the caller's calendar feed off: its address answers 404 from now on",
        operationId: 'stopCalendarFeed',
        security: bearerSecurity,
        response: { 204: z.null(), ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await stopCalendarFeed(app.database.db, requireCaller(request));
      return reply.code(204).send(null);
    },
  );

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
