import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REQUEST_PHOTO_MAX_BYTES,
  REQUEST_PHOTO_MESSAGES,
} from '../../domain/schemas/request-photos';
import {
  ownWorkPhotosSchema,
  workPhotoReportBodySchema,
  workPhotoSchema,
} from '../../domain/schemas/work-photos';
import { requireCaller } from '../plugins/auth';
import { refuseNul } from '../plugins/nul-character';
import type { FileStore, StoredFile } from '../lib/storage';
import {
  addWorkPhoto,
  ownWorkPhotos,
  removeWorkPhoto,
  reportWorkPhoto,
  workPhotoFile,
} from '../services/providers';
import { bearerSecurity, errorResponses, publicSecurity } from './common';
import { readFormUpload } from './multipart';
import { PHOTO_FILE } from './private-photo';

const ownPhotoParams = z.object({ photoId: z.string().max(100) });
const publicPhotoParams = z.object({ id: z.string().max(100), photoId: z.string().max(100) });

/** The upload: one file up to 10 MB, an optional caption and an optional completed job. */
async function readUpload(request: FastifyRequest) {
  const upload = await readFormUpload(request, {
    multipartOnly:
      'Send the photo as multipart/form-data, with the file as "file", any caption as "caption" and any job as "jobId".',
    oneFile: 'Send one photo, in the field named "file".',
    oneFileField: 'Send one photo',
    tooMany: 'Send one photo, its caption and its job only.',
    unreadable: 'The upload could not be read. Choose the photo again and retry.',
    tooLarge: REQUEST_PHOTO_MESSAGES.tooLarge,
    tooLargeAtField: true,
    defaultName: 'photo',
  });
  const caption = upload.fields['caption'];
  const jobId = upload.fields['jobId'];
  refuseNul({ caption: caption ?? '', jobId: jobId ?? '' }, 'body');
  return { bytes: upload.file?.bytes ?? null, caption, jobId };
}

/** A photo's address never names another photo; one taken down leaves caches within a day. */
function sendPublicPhoto(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', 'inline; filename="photo.webp"')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}

/**
 * A provider's photos of past work (issue 46): managed by the provider; each file is public,
 * as the provider's page is, and cached (an address always names the same photo).
 */
export const workPhotoRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (
  app,
  options,
) => {
  await app.register(multipart, {
    // A caption is at most 140 characters and a job id 36: a longer value is cut and refused.
    limits: { fileSize: REQUEST_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 1000, parts: 3 },
  });

  app.get(
    '/providers/me/work-photos',
    {
      schema: {
        summary:
          "The caller's photos of past work (newest first) and the completed Khaya jobs one can be linked to",
        operationId: 'listOwnWorkPhotos',
        security: bearerSecurity,
        response: { 200: ownWorkPhotosSchema },
      },
    },
    async (request) => ownWorkPhotos(app.database.db, requireCaller(request)),
  );

  app.post(
    '/providers/me/work-photos',
    {
      config: { rateLimitClass: 'upload' },
      schema: {
        summary:
          "Add a photo of past work to the caller's page (multipart `file`: JPEG, PNG, WebP or HEIC up to 10 MB; `caption`; `jobId`, one of its completed jobs); at most 12, kept without their metadata",
        operationId: 'addWorkPhoto',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: {
          201: workPhotoSchema.extend({ jobId: z.uuid().nullable(), hidden: z.boolean() }),
          ...errorResponses(403, 409),
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const photo = await addWorkPhoto(
        app.database.db,
        options.files,
        requireCaller(request),
        upload,
      );
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    '/providers/me/work-photos/:photoId',
    {
      schema: {
        summary: "Take a photo of past work off the caller's page",
        operationId: 'removeWorkPhoto',
        security: bearerSecurity,
        params: ownPhotoParams,
        response: { 204: z.null(), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await removeWorkPhoto(
        app.database.db,
        options.files,
        requireCaller(request),
        request.params.photoId,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/providers/:id/work-photos/:photoId/report',
    {
      schema: {
        summary:
          "Report a provider's photo of past work to Khaya (once per person: 409 after, and for the provider's own)",
        operationId: 'reportWorkPhoto',
        security: bearerSecurity,
        params: publicPhotoParams,
        body: workPhotoReportBodySchema,
        response: { 201: z.object({ reported: z.literal(true) }), ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const reported = await reportWorkPhoto(
        app.database.db,
        requireCaller(request),
        request.params.id,
        request.params.photoId,
        request.body.reason,
      );
      return reply.code(201).send(reported);
    },
  );

  for (const size of ['photo', 'thumb'] as const) {
    app.get(
      size === 'photo'
        ? '/providers/:id/work-photos/:photoId'
        : '/providers/:id/work-photos/:photoId/thumb',
      {
        config: { auth: 'public' },
        schema: {
          summary:
            size === 'photo'
              ? "A provider's photo of past work (WebP, at most 1600 pixels a side)"
              : "A provider's photo of past work as a thumbnail (WebP, 320 pixels, under 30 KB)",
          operationId: size === 'photo' ? 'getWorkPhoto' : 'getWorkPhotoThumb',
          security: publicSecurity,
          params: publicPhotoParams,
          response: { 200: PHOTO_FILE, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const file = await workPhotoFile(
          app.database.db,
          options.files,
          request.params.id,
          request.params.photoId,
          size,
        );
        return sendPublicPhoto(reply, file);
      },
    );
  }
};
