import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ownStandingSchema,
  standingCaseSchema,
  standingDecisionSchema,
} from '../../domain/schemas/reliability';
import { decideStanding, standingQueue } from '../services/reliability';
import type { Admin } from '../services/verification';
import { bearerSecurity, errorResponses, idParams } from './common';

const CONCEALED = { auth: 'concealed' } as const;

/**
 * The admin desk's review of providers' standing (issue 49): those paused by their reliability
 * or suspended, and the decision to lift or suspend with a reason the provider reads; inside the
 * admin routes, behind their admin check (anyone else gets 404).
 */
export const adminStandingRoutes: FastifyPluginAsyncZod<{
  adminOf: (request: { admin: Admin | null }) => Admin;
}> = async (app, { adminOf }) => {
  const db = () => app.database.db;

  app.get(
    '/admin/standing',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: providers paused by their reliability or suspended, longest first',
        operationId: 'adminStandingQueue',
        security: bearerSecurity,
        response: {
          200: z.object({ items: z.array(standingCaseSchema) }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      adminOf(request);
      return { items: await standingQueue(db()) };
    },
  );

  app.post(
    '/admin/providers/:id/standing',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: lift a provider’s pause or suspension, or suspend it, with a reason',
        operationId: 'adminDecideStanding',
        security: bearerSecurity,
        params: idParams,
        body: standingDecisionSchema,
        response: { 200: ownStandingSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => decideStanding(db(), adminOf(request), request.params.id, request.body),
  );
};
