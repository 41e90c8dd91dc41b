import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { StoredFile } from '../lib/storage';

/** A photo of someone's home: for the two sides only, never kept by a shared cache. */
export function sendPrivatePhoto(reply: FastifyReply, file: StoredFile): FastifyReply {
  return reply
    .type(file.contentType)
    .header('content-disposition', 'inline; filename="photo.webp"')
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.bytes);
}

export const PHOTO_FILE = z
  .string()
  .meta({ format: 'binary', description: 'The photo, image/webp' });
