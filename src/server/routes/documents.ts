import { refuseNul } from '../plugins/nul-character';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { providerDocumentSchema } from '../../domain/schemas/documents';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../domain/verification';
import { HttpError } from '../errors';
import { requireCaller } from '../plugins/auth';
import type { FileStore, StoredFile } from '../lib/storage';
import {
  ownDocumentFile,
  ownDocuments,
  uploadDocument,
  type DocumentUpload,
} from '../services/verification';
import { bearerSecurity, errorResponses, idParams } from './common';

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

const MULTIPART_ONLY = 'Send the document as multipart/form-data, with the file as "file".';

/**
 * Reads the upload's parts: text fields, and one file read up to 5 MB (one byte more is a 413
 * with a message a person can act on, before anything is stored).
 */
async function readUpload(request: FastifyRequest): Promise<DocumentUpload> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_ONLY);
  const upload: DocumentUpload = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload.file) {
          await part.toBuffer().catch(() => undefined);
          throw new HttpError(400, 'Send one file, in the field named "file".', {
            file: 'Send one file',
          });
        }
        upload.file = { bytes: await part.toBuffer(), fileName: part.filename || 'document' };
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(400, 'Send one file and the fields of its kind only.');
    throw new HttpError(400, 'The upload could not be read. Choose the file again and retry.');
  }
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
