import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

/** What one upload of a form brought: its text fields, and its one file (null without). */
export interface FormUpload {
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string } | null;
}

/** What each upload route says when the form is not as it should be. */
export interface UploadWording {
  /** Not multipart at all (415). */
  multipartOnly: string;
  /** A second file, or a file under another name (400, and a short text for the file field). */
  oneFile: string;
  oneFileField: string;
  /** More parts or fields than the form has (400). */
  tooMany: string;
  /** Broken multipart (400). */
  unreadable: string;
  /** A file past the route's limit (413), said at the file field too when `fieldToo`. */
  tooLarge: string;
  tooLargeAtField?: boolean;
  /** The file's name when the browser gave none. */
  defaultName: string;
}

/**
 * Reads a multipart form with one file named "file", within the limits the route registered
 * @fastify/multipart with: one byte past the file limit is a 413 with a message a person can act
 * on, before anything is stored.
 */
export async function readFormUpload(
  request: FastifyRequest,
  wording: UploadWording,
): Promise<FormUpload> {
  if (!request.isMultipart()) throw new HttpError(415, wording.multipartOnly);
  const upload: FormUpload = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || upload.file) {
          await part.toBuffer().catch(() => undefined);
          throw new HttpError(400, wording.oneFile, { file: wording.oneFileField });
        }
        upload.file = {
          bytes: await part.toBuffer(),
          fileName: part.filename || wording.defaultName,
        };
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(
        413,
        wording.tooLarge,
        wording.tooLargeAtField ? { file: wording.tooLarge } : undefined,
      );
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(400, wording.tooMany);
    throw new HttpError(400, wording.unreadable);
  }
  return upload;
}
