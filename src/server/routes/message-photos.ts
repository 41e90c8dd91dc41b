import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_PHOTO_MESSAGES } from '../../domain/messages';
import { REQUEST_PHOTO_MAX_BYTES, REQUEST_PHOTO_MESSAGES } from '../../domain/request-photos';
import { messageSchema } from '../../domain/schemas/messages';
import { requireCaller } from '../plugins/auth';
import { refuseNul } from '../plugins/nul-character';
import type { FileStore } from '../lib/storage';
import { messagePhotoFile, sendPhotoMessage, type MessagePhotoUpload } from '../services/messages';
import { bearerSecurity, errorResponses, idParams } from './common';
import { readFormUpload } from './multipart';
import { PHOTO_FILE, sendPrivatePhoto } from './private-photo';

const messageParams = z.object({ id: z.string().max(100), messageId: z.string().max(100) });

/** The upload: one photo up to 10 MB, any words, and (from the customer) the provider. */
async function readUpload(request: FastifyRequest): Promise<MessagePhotoUpload> {
  const upload = await readFormUpload(request, {
    multipartOnly: MESSAGE_PHOTO_MESSAGES.multipartOnly,
    oneFile: 'Send one photo, in the field named "file".',
    oneFileField: 'Send one photo',
    tooMany: 'Send one photo, its words and the provider only.',
    unreadable: 'The upload could not be read. Choose the photo again and retry.',
    tooLarge: REQUEST_PHOTO_MESSAGES.tooLarge,
    tooLargeAtField: true,
    defaultName: 'photo',
  });
  const { text, providerId } = upload.fields;
  refuseNul({ ...(text === undefined ? {} : { text }), providerId }, 'body');
  return { bytes: upload.file?.bytes ?? null, text, providerId };
}

/** Photos in a thread (issue 46): sent by either side, seen by the two sides only. */
export const messagePhotoRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (
  app,
  options,
) => {
  await app.register(multipart, {
    // The words are at most 2,000 characters (8,000 bytes of UTF-8); more is cut and refused.
    limits: { fileSize: REQUEST_PHOTO_MAX_BYTES, files: 1, fields: 2, fieldSize: 9000, parts: 3 },
  });

  app.post(
    '/quote-requests/:id/messages/photo',
    {
      config: { rateLimitClass: 'upload' },
      schema: {
        summary:
          'Send a photo in a thread (multipart `file`: JPEG, PNG, WebP or HEIC up to 10 MB; `text`, optional; `providerId` from the customer), kept without its metadata',
        operationId: 'sendPhotoMessage',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: messageSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request);
      const message = await sendPhotoMessage(
        app.database.db,
        options.files,
        requireCaller(request),
        request.params.id,
        upload,
      );
      return reply.code(201).send(message);
    },
  );

  for (const size of ['photo', 'thumb'] as const) {
    app.get(
      size === 'photo'
        ? '/quote-requests/:id/messages/:messageId/photo'
        : '/quote-requests/:id/messages/:messageId/photo/thumb',
      {
        // An <img> sends no Authorization header: the signed-in browser's session cookie does.
        config: { cookieReads: true },
        schema: {
          summary:
            size === 'photo'
              ? "A message's photo (WebP, at most 1600 pixels a side): the two sides of its thread only"
              : "A message's photo as a thumbnail (WebP, 320 pixels): the two sides of its thread only",
          operationId: size === 'photo' ? 'getMessagePhoto' : 'getMessagePhotoThumb',
          security: bearerSecurity,
          params: messageParams,
          response: { 200: PHOTO_FILE, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const file = await messagePhotoFile(
          app.database.db,
          options.files,
          requireCaller(request),
          request.params.id,
          request.params.messageId,
          size,
        );
        return sendPrivatePhoto(reply, file);
      },
    );
  }
};
