import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDocumentSchema,
  auditEntrySchema,
  documentQueueQuerySchema,
  providerDocumentSchema,
  rejectDocumentBodySchema,
} from '../../domain/schemas/documents';
import {
  moderationBodySchema,
  reportedItemSchema,
  reportedParamsSchema,
} from '../../domain/schemas/moderation';
import { contactMessageSchema, contactQueueQuerySchema } from '../../domain/schemas/contact';
import { NEXT_CURSOR_HEADER } from '../../domain/http';
import { requireCaller } from '../plugins/auth';
import { noSuchRoute } from '../plugins/errors';
import { contactQueue, markContactMessageHandled } from '../services/contact';
import type { FileStore } from '../lib/storage';
import {
  adminDocumentFile,
  auditTrail,
  decideDocument,
  documentQueue,
  adminUserId,
  type Admin,
} from '../services/verification';
import { moderate, reportQueue } from '../services/moderation';
import { adminCreditRoutes } from './admin-credit';
import { adminDisputeRoutes } from './admin-disputes';
import { adminStandingRoutes } from './admin-standing';
import type { EscrowPartner } from '../services/escrow';
import { bearerSecurity, errorResponses, idParams } from './common';
import { DOCUMENT_FILE, sendDocumentFile } from './documents';
import { PHOTO_FILE, sendPrivatePhoto } from './private-photo';
import { adminWorkPhotoFile } from '../services/providers';

/** Admin routes answer like unknown ones to everyone else, and stay out of the public API document. */
const CONCEALED = { auth: 'concealed' } as const;

declare module 'fastify' {
  interface FastifyRequest {
    admin: Admin | null;
  }
}

/**
 * The admin desk's API. Every route here first checks that the caller is an admin (the role is
 * in the database, not the token); anyone else gets the same 404 as a route that does not exist.
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  files: FileStore;
  clock: () => Date;
  escrow: EscrowPartner | null;
}> = async (app, options) => {
  app.decorateRequest('admin', null);
  // Before the body is validated: a non-admin learns nothing, not even what a body should be.
  app.addHook('onRequest', async (request, reply) => {
    const admin = await adminUserId(app.database.db, requireCaller(request).uid);
    if (!admin) throw noSuchRoute(request);
    request.admin = { id: admin, label: request.caller?.email ?? admin };
    void reply.header('cache-control', 'no-store');
  });
  const adminOf = (request: { admin: Admin | null }): Admin => {
    if (!request.admin) throw new Error('admin hook did not run');
    return request.admin;
  };

  app.get(
    '/admin/documents',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: documents by status (pending: oldest first), optionally of one kind',
        operationId: 'adminListDocuments',
        security: bearerSecurity,
        querystring: documentQueueQuerySchema,
        response: { 200: z.array(adminDocumentSchema), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const page = await documentQueue(app.database.db, request.query);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.documents;
    },
  );

  app.get(
    '/admin/documents/:id/file',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: "Admins: a document's file (the view is written to the audit log)",
        operationId: 'adminGetDocumentFile',
        security: bearerSecurity,
        params: idParams,
        response: { 200: DOCUMENT_FILE, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { row, file } = await adminDocumentFile(
        app.database.db,
        options.files,
        adminOf(request),
        request.params.id,
      );
      return sendDocumentFile(reply, file, row.fileName);
    },
  );

  app.get(
    '/admin/work-photos/:id',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: a reported photo of past work (its thumbnail), taken down or not',
        operationId: 'adminGetWorkPhoto',
        security: bearerSecurity,
        params: idParams,
        response: { 200: PHOTO_FILE, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const file = await adminWorkPhotoFile(app.database.db, options.files, request.params.id);
      return sendPrivatePhoto(reply, file);
    },
  );

  app.post(
    '/admin/documents/:id/approve',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: approve a waiting document (badges follow)',
        operationId: 'adminApproveDocument',
        security: bearerSecurity,
        params: idParams,
        body: z.strictObject({}).optional(),
        response: { 200: providerDocumentSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      decideDocument(
        app.database.db,
        options.files,
        adminOf(request),
        request.params.id,
        { approve: true },
        options.clock(),
      ),
  );

  app.post(
    '/admin/documents/:id/reject',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: refuse a waiting document with a reason the provider sees',
        operationId: 'adminRejectDocument',
        security: bearerSecurity,
        params: idParams,
        body: rejectDocumentBodySchema,
        response: { 200: providerDocumentSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) =>
      decideDocument(
        app.database.db,
        options.files,
        adminOf(request),
        request.params.id,
        { approve: false, ...request.body },
        options.clock(),
      ),
  );

  app.get(
    '/admin/reports',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary:
          'Admins: reviews, messages and photos of past work with open reports, the longest waiting first',
        operationId: 'adminListReports',
        security: bearerSecurity,
        response: { 200: z.array(reportedItemSchema), ...errorResponses(404) },
      },
    },
    async () => reportQueue(app.database.db),
  );

  for (const action of ['hide', 'keep'] as const) {
    app.post(
      `/admin/reports/:type/:id/${action}`,
      {
        config: CONCEALED,
        schema: {
          hide: true,
          summary:
            action === 'hide'
              ? 'Admins: hide a reported review or message (a hidden review no longer counts)'
              : 'Admins: keep a reported review or message as it is',
          operationId: action === 'hide' ? 'adminHideReported' : 'adminKeepReported',
          security: bearerSecurity,
          params: reportedParamsSchema,
          body: moderationBodySchema,
          response: { 200: z.object({ hidden: z.boolean() }), ...errorResponses(404) },
        },
      },
      async (request) =>
        moderate(
          app.database.db,
          adminOf(request),
          request.params.type,
          request.params.id,
          action,
          request.body.reason,
          options.clock(),
        ),
    );
  }

  await app.register(adminCreditRoutes, { adminOf });
  await app.register(adminDisputeRoutes, { adminOf, escrow: options.escrow, clock: options.clock });
  await app.register(adminStandingRoutes, { adminOf });

  app.get(
    '/admin/contact-messages',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: messages from the Contact page (open: the longest waiting first)',
        operationId: 'adminListContactMessages',
        security: bearerSecurity,
        querystring: contactQueueQuerySchema,
        response: { 200: z.array(contactMessageSchema), ...errorResponses(404) },
      },
    },
    async (request) => contactQueue(app.database.db, request.query),
  );

  app.post(
    '/admin/contact-messages/:id/handled',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: a message was answered (it leaves the open queue)',
        operationId: 'adminHandleContactMessage',
        security: bearerSecurity,
        params: idParams,
        body: z.strictObject({}).nullish(),
        response: { 200: contactMessageSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      markContactMessageHandled(
        app.database.db,
        adminOf(request),
        request.params.id,
        options.clock(),
      ),
  );

  app.get(
    '/admin/audit',
    {
      config: CONCEALED,
      schema: {
        hide: true,
        summary: 'Admins: the newest audit entries (grants, document views and decisions)',
        operationId: 'adminAuditTrail',
        security: bearerSecurity,
        querystring: z.strictObject({ subjectId: z.string().max(100).optional() }),
        response: { 200: z.array(auditEntrySchema), ...errorResponses(404) },
      },
    },
    async (request) => auditTrail(app.database.db, request.query),
  );
};
