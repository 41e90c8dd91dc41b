import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  creditAdjustmentBodySchema,
  creditDeskSchema,
  feeCreditBackBodySchema,
} from '../../domain/schemas/credit';
import { adjustCredit, creditDesk, giveFeeBack } from '../services/credit';
import { paymentDesk } from '../services/escrow';
import { paymentDeskSchema } from '../../domain/schemas/protected-payments';
import type { Admin } from '../services/verification';
import { bearerSecurity, errorResponses } from './common';

const CONCEALED = { auth: 'concealed' } as const;

/**
 * The admin desk's money: Khaya credit (issue 47) and payments through Khaya (issue 48);
 * registered inside the admin routes, behind their admin check (anyone else gets 404).
 */
export const adminCreditRoutes: FastifyPluginAsyncZod<{
  adminOf: (request: { admin: Admin | null }) => Admin;
}> = async (app, { adminOf }) => {
  app.get(
    '/admin/credit',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary:
          'Admins: Khaya credit by day (top-ups, fees, credit-backs, adjustments), the lowest balances, failed gateway notifications and admins’ corrections',
        operationId: 'adminCreditDesk',
        security: bearerSecurity,
        response: { 200: creditDeskSchema, ...errorResponses(404) },
      },
    },
    async () => creditDesk(app.database.db),
  );

  app.get(
    '/admin/payments',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary:
          'Admins: payments through Khaya by state, the stuck ones, and escrow callbacks that did not check out',
        operationId: 'adminPaymentDesk',
        security: bearerSecurity,
        response: { 200: paymentDeskSchema, ...errorResponses(404) },
      },
    },
    async () => paymentDesk(app.database.db),
  );

  app.post(
    '/admin/credit/adjustments',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: "Admins: correct a provider's credit (cents, with a reason on its statement)",
        operationId: 'adminAdjustCredit',
        security: bearerSecurity,
        body: creditAdjustmentBodySchema,
        response: { 201: z.object({ postingId: z.number().int() }), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await adjustCredit(app.database.db, adminOf(request), request.body)),
  );

  app.post(
    '/admin/credit/credit-backs',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: "Admins: give a hire's fee back (a duplicate request), once",
        operationId: 'adminCreditBackFee',
        security: bearerSecurity,
        body: feeCreditBackBodySchema,
        response: { 201: z.object({ cents: z.number().int() }), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await giveFeeBack(app.database.db, adminOf(request), request.body)),
  );
};
