import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  REQUEST_PHOTO_MAX_BYTES,
  REQUEST_PHOTO_MESSAGES,
  requestPhotoSchema,
} from '../../domain/schemas/request-photos';
import { requireCaller } from '../plugins/auth';
import { refuseNul } from '../plugins/nul-character';
import type { FileStore } from '../lib/storage';
import { addRequestPhoto, removeRequestPhoto, requestPhotoFile } from '../services/quote-requests';
import { bearerSecurity, errorResponses, idParams } from './common';
import { readFormUpload } from './multipart';
import { PHOTO_FILE, sendPrivatePhoto } from './private-photo';

const photoParams = z.object({ id: z.string().max(100), photoId: z.string().max(100) });

/** The upload: one file up to 10 MB and an optional caption. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer | null; caption: string | undefined }> {
  const upload = await readFormUpload(request, {
    multipartOnly:
      'Send the photo as multipart/form-data, with the file as "file" and any caption as "caption".',
    oneFile: 'Send one photo, in the field named "file".',
    oneFileField: 'Send one photo',
    tooMany: 'Send one photo and its caption only.',
    unreadable: 'The upload could not be read. Choose the photo again and retry.',
    tooLarge: REQUEST_PHOTO_MESSAGES.tooLarge,
    tooLargeAtField: true,
    defaultName: 'photo',
  });
  const caption = upload.fields['caption'];
  if (caption !== undefined) refuseNul({ caption }, 'body');
  return { bytes: upload.file?.bytes ?? null, caption };
}

/** A request's photos (issue 46): added and removed by its customer, seen by the two sides. */
export const requestPhotoRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (
  app,
  options,
) => {
  await app.register(multipart, {
    // A caption is at most 140 characters; a longer value is cut at 1,000 bytes and refused.
    limits: { fileSize: REQUEST_PHOTO_MAX_BYTES, files: 1, fields: 1, fieldSize: 1000, parts: 2 },
  });

  app.post(
    '/quote-requests/:id/photos',
    {
      config: { rateLimitClass: 'upload' },
      schema: {
        summary:
          "Add a photo to the caller's open request (multipart `file`: JPEG, PNG, WebP or HEIC up to 10 MB, and `caption`); at most 6, kept without their metadata",
        operationId: 'addRequestPhoto',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: requestPhotoSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const photo = await addRequestPhoto(
        app.database.db,
        options.files,
        requireCaller(request),
        request.params.id,
        upload,
      );
      return reply.code(201).send(photo);
    },
  );

  app.delete(
    '/quote-requests/:id/photos/:photoId',
    {
      schema: {
        summary: "Remove a photo from the caller's request",
        operationId: 'removeRequestPhoto',
        security: bearerSecurity,
        params: photoParams,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await removeRequestPhoto(
        app.database.db,
        options.files,
        requireCaller(request),
        request.params.id,
        request.params.photoId,
      );
      return reply.code(204).send(null);
    },
  );

  for (const size of ['photo', 'thumb'] as const) {
    app.get(
      size === 'photo'
        ? '/quote-requests/:id/photos/:photoId'
        : '/quote-requests/:id/photos/:photoId/thumb',
      {
        // An <img> sends no Authorization header: the signed-in browser's session cookie does.
        config: { cookieReads: true },
        schema: {
          summary:
            size === 'photo'
              ? "A request's photo (WebP, at most 1600 pixels a side): its customer and the providers it reaches only"
              : "A request's photo as a thumbnail (WebP, 320 pixels, under 30 KB): its customer and the providers it reaches only",
          operationId: size === 'photo' ? 'getRequestPhoto' : 'getRequestPhotoThumb',
          security: bearerSecurity,
          params: photoParams,
          response: { 200: PHOTO_FILE, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const file = await requestPhotoFile(
          app.database.db,
          options.files,
          requireCaller(request),
          request.params.id,
          request.params.photoId,
          size,
        );
        return sendPrivatePhoto(reply, file);
      },
    );
  }
};
