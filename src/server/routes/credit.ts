import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  businessSchema,
  creditSummarySchema,
  invoiceSchema,
  startedTopUpSchema,
  statementSchema,
  topUpBodySchema,
  topUpSchema,
} from '../../domain/schemas/credit';
import { ServiceUnavailableError } from '../errors';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { requireCaller } from '../plugins/auth';
import {
  businessMonths,
  cancelTopUp,
  creditSummary,
  invoiceNumberText,
  invoiceOf,
  invoicePdf,
  invoicesOf,
  startTopUp,
  statementOf,
  topUpOf,
  type PaymentGateway,
  type Seller,
} from '../services/credit';
import { requireOwnProvider } from '../services/providers';
import { bearerSecurity, errorResponses } from './common';

const STATEMENT_PAGE = 20;
const topUpParams = z.object({ topUpId: z.string().max(100) });

export interface CreditRouteOptions {
  /** The payment gateway top-ups go through; null when none is set up (503). */
  gateway: PaymentGateway | null;
  siteUrl: string;
  /** Who issues the monthly invoices (Khaya's name, address and VAT number). */
  seller: Seller;
  clock: () => Date;
}

/**
 * A provider's Khaya credit (issue 47): its balance and the fee rule, its statement, top-ups
 * through the gateway, and what the fees bought, month by month.
 */
export const creditRoutes: FastifyPluginAsyncZod<CreditRouteOptions> = async (app, options) => {
  app.get(
    '/providers/me/credit',
    {
      schema: {
        summary:
          "The caller's Khaya credit: balance in cents, hires so far, free hires left, whether it may send new quotes, and the fee rule",
        operationId: 'getOwnCredit',
        security: bearerSecurity,
        response: { 200: creditSummarySchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(app.database.db, requireCaller(request));
      return creditSummary(app.database.db, provider);
    },
  );

  app.get(
    '/providers/me/credit/statement',
    {
      schema: {
        summary: "The caller's statement of Khaya credit, newest first, 20 entries a page",
        operationId: 'getOwnCreditStatement',
        security: bearerSecurity,
        querystring: z.object({ cursor: z.string().max(200).optional() }).strict(),
        response: { 200: statementSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(app.database.db, requireCaller(request));
      const { cursor } = request.query;
      const beforeId = cursor ? decodeCursor<[number]>(cursor, ['number'])[0] : undefined;
      const rows = await statementOf(app.database.db, provider.id, {
        beforeId,
        limit: STATEMENT_PAGE + 1,
      });
      const items = rows.slice(0, STATEMENT_PAGE).map((row) => ({
        id: row.id,
        kind: row.kind,
        reason: row.reason,
        cents: row.cents,
        at: row.at.toISOString(),
      }));
      const last = items.at(-1);
      return {
        items,
        nextCursor: rows.length > STATEMENT_PAGE && last ? encodeCursor([last.id]) : null,
      };
    },
  );

  app.post(
    '/providers/me/credit/top-ups',
    {
      config: { rateLimitClass: 'write' },
      schema: {
        summary:
          'Start a top-up of Khaya credit (R100 to R5 000): the signed form the browser posts to the payment gateway',
        operationId: 'startTopUp',
        security: bearerSecurity,
        body: topUpBodySchema,
        response: { 201: startedTopUpSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      if (!options.gateway) {
        throw new ServiceUnavailableError('Top-ups are not set up on this server yet.');
      }
      const started = await startTopUp(
        app.database.db,
        requireCaller(request),
        options.gateway,
        request.body.amount,
        { siteUrl: options.siteUrl, notifyUrl: `${options.siteUrl}/api/payments/payfast/notify` },
      );
      return reply.code(201).send(started);
    },
  );

  app.get(
    '/providers/me/credit/top-ups/:topUpId',
    {
      schema: {
        summary: "One of the caller's top-ups: paid once the gateway's notification is confirmed",
        operationId: 'getTopUp',
        security: bearerSecurity,
        params: topUpParams,
        response: { 200: topUpSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => topUpOf(app.database.db, requireCaller(request), request.params.topUpId),
  );

  app.post(
    '/providers/me/credit/top-ups/:topUpId/cancel',
    {
      schema: {
        summary: 'The caller cancelled a waiting top-up on the payment page: it waits no longer',
        operationId: 'cancelTopUp',
        security: bearerSecurity,
        params: topUpParams,
        response: { 200: topUpSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => cancelTopUp(app.database.db, requireCaller(request), request.params.topUpId),
  );

  app.get(
    '/providers/me/business',
    {
      schema: {
        summary:
          "What the caller's fees bought, month by month for a year: leads, quotes sent, hires, win rate, median minutes to quote, earnings and fees",
        operationId: 'getOwnBusiness',
        security: bearerSecurity,
        response: { 200: businessSchema, ...errorResponses(403) },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(app.database.db, requireCaller(request));
      return { months: await businessMonths(app.database.db, provider) };
    },
  );

  app.get(
    '/providers/me/invoices',
    {
      schema: {
        summary:
          "The caller's monthly tax invoices for its fees (credit-backs netted), newest first; a finished month's is issued when first asked for",
        operationId: 'listOwnInvoices',
        security: bearerSecurity,
        response: { 200: z.array(invoiceSchema), ...errorResponses(403) },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(app.database.db, requireCaller(request));
      const invoices = await invoicesOf(app.database.db, provider.id, options.clock());
      return invoices.map((invoice) => ({
        number: invoice.number,
        numberText: invoiceNumberText(invoice.number),
        month: invoice.month,
        totalCents: invoice.totalCents,
        vatCents: invoice.vatCents,
        issuedAt: invoice.issuedAt.toISOString(),
      }));
    },
  );

  app.get(
    '/providers/me/invoices/:number',
    {
      schema: {
        summary: "One of the caller's invoices as a PDF",
        operationId: 'getOwnInvoicePdf',
        security: bearerSecurity,
        params: z.object({ number: z.string().max(20) }),
        response: {
          200: z.any().meta({ description: 'The invoice (application/pdf)' }),
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const provider = await requireOwnProvider(app.database.db, requireCaller(request));
      const number = /^\d{1,9}$/.test(request.params.number) ? Number(request.params.number) : NaN;
      const { invoice, lines } = await invoiceOf(app.database.db, provider.id, number);
      const pdf = await invoicePdf(options.seller, provider, invoice, lines);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="khaya-invoice-${invoiceNumberText(invoice.number)}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};
