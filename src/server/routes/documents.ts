import { refuseNul } from '../plugins/nul-character';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerDocumentSchema } from '../../domain/schemas/documents';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../domain/verification';
import { requireCaller } from '../plugins/auth';
import type { FileStore, StoredFile } from '../lib/storage';
import {
  ownDocumentFile,
  ownDocuments,
  uploadDocument,
  type DocumentUpload,
} from '../services/verification';
import { bearerSecurity, errorResponses, idParams } from './common';
import { readFormUpload } from './multipart';

/** Sends a stored document as a download: never shown inline, never sniffed, never cached. */
export function sendDocumentFile(
  reply: FastifyReply,
  file: StoredFile,
  fileName: string,
): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${fileName.replace(/["\\]/g, '')}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}

/** OpenAPI: a file download (PDF, JPEG or PNG) rather than JSON. */
export const DOCUMENT_FILE = z
  .string()
  .meta({ format: 'binary', description: 'The file: PDF, JPEG or PNG, as an attachment' });

/** The document's form: its kind's fields and one file up to 5 MB. */
async function readUpload(request: FastifyRequest): Promise<DocumentUpload> {
  const upload = await readFormUpload(request, {
    multipartOnly: 'Send the document as multipart/form-data, with the file as "file".',
    oneFile: 'Send one file, in the field named "file".',
    oneFileField: 'Send one file',
    tooMany: 'Send one file and the fields of its kind only.',
    unreadable: 'The upload could not be read. Choose the file again and retry.',
    tooLarge: UPLOAD_MESSAGES.tooLarge,
    defaultName: 'document',
  });
  refuseNul({ ...upload.fields, ...(upload.file ? { file: upload.file.fileName } : {}) }, 'body');
  return upload;
}

export const documentRoutes: FastifyPluginAsyncZod<{
  files: FileStore;
  clock: () => Date;
}> = async (app, options) => {
  // Here only: every other route keeps taking JSON alone.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 8, fieldSize: 200, parts: 10 },
  });

  app.post(
    '/providers/me/documents',
    {
      config: { rateLimitClass: 'upload' },
      schema: {
        summary:
          "Send a verification document (multipart: `kind`, the kind's fields, `file`: PDF, JPEG or PNG up to 5 MB)",
        operationId: 'uploadDocument',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 201: providerDocumentSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const document = await uploadDocument(
        app.database.db,
        options.files,
        requireCaller(request),
        upload,
        options.clock(),
      );
      return reply.code(201).send(document);
    },
  );

  app.get(
    '/providers/me/documents',
    {
      schema: {
        summary: "The caller's verification documents with their status and any refusal's reason",
        operationId: 'listOwnDocuments',
        security: bearerSecurity,
        response: { 200: z.array(providerDocumentSchema), ...errorResponses(404) },
      },
    },
    async (request) => ownDocuments(app.database.db, requireCaller(request)),
  );

  app.get(
    '/providers/me/documents/:id/file',
    {
      schema: {
        summary: "One of the caller's documents as a download (its owner only)",
        operationId: 'getOwnDocumentFile',
        security: bearerSecurity,
        params: idParams,
        response: { 200: DOCUMENT_FILE, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { row, file } = await ownDocumentFile(
        app.database.db,
        options.files,
        requireCaller(request),
        request.params.id,
      );
      return sendDocumentFile(reply, file, row.fileName);
    },
  );
};
