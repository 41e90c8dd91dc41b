import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_MESSAGES,
  providerProfileSchema,
} from '../../domain/schemas/providers';
import { HttpError } from '../errors';
import { requireCaller } from '../plugins/auth';
import { readProfilePhoto, removeProfilePhoto, setProfilePhoto } from '../services/providers';
import type { FileStore, StoredFile } from '../lib/storage';
import { bearerSecurity, errorResponses, publicSecurity } from './common';

const MULTIPART_ONLY = 'Send the photo as multipart/form-data, with the file as "file".';

/** The one file of the upload (as bytes), read up to 2 MB (one byte more is a 413). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, MULTIPART_ONLY);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new HttpError(400, PROFILE_PHOTO_MESSAGES.noFile);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, PROFILE_PHOTO_MESSAGES.tooLarge);
    throw new HttpError(400, 'The upload could not be read. Choose the photo again and retry.');
  }
}

/** A photo's address names its content: any cache may keep it for a year. */
function sendPhoto(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

export const photoRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, options) => {
  await app.register(multipart, {
    limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });

  app.put(
    '/providers/me/photo',
    {
      config: { rateLimitClass: 'upload' },
      schema: {
        summary:
          'Set the caller’s profile photo (multipart `file`: JPEG or PNG up to 2 MB; kept as a 256-pixel square)',
        operationId: 'setProfilePhoto',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        response: { 200: providerProfileSchema, ...errorResponses(403) },
      },
    },
    async (request) =>
      setProfilePhoto(
        app.database.db,
        options.files,
        requireCaller(request),
        await readPhoto(request),
      ),
  );

  app.delete(
    '/providers/me/photo',
    {
      schema: {
        summary: 'Take the caller’s profile photo down',
        operationId: 'removeProfilePhoto',
        security: bearerSecurity,
        response: { 200: providerProfileSchema, ...errorResponses(403) },
      },
    },
    async (request) => removeProfilePhoto(app.database.db, options.files, requireCaller(request)),
  );

  app.get(
    '/photos/:name',
    {
      config: { auth: 'public' },
      schema: {
        summary:
          'A profile photo (WebP); its address changes with the photo, so it is cached for a year',
        operationId: 'getProfilePhoto',
        security: publicSecurity,
        params: z.object({ name: z.string().max(100) }),
        response: {
          200: z.string().meta({ format: 'binary', description: 'The photo, image/webp' }),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const file = await readProfilePhoto(options.files, request.params.name);
      return sendPhoto(reply, file);
    },
  );
};
