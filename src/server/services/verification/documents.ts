import crypto from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import {
  documentDateErrors,
  documentFieldsSchema,
  type ProviderDocument,
} from '../../../domain/schemas/documents';
import { isSingleDocument, southAfricanDate, UPLOAD_MESSAGES } from '../../../domain/verification';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import { providerDocuments, type ProviderDocumentRow } from '../../db/verification-schema';
import { BadRequestError, NotFoundError } from '../../errors';
import { getOwnProvider } from '../providers';
import { inspectUpload, type FileStore, type StoredFile } from '../storage';
import { refreshVerification } from './derive';

export interface DocumentUpload {
  /** The multipart text fields (kind and the kind's own). */
  fields: Record<string, string>;
  file: { bytes: Buffer; fileName: string } | null;
}

export function toProviderDocument(row: ProviderDocumentRow): ProviderDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fields: row.fields,
    fileName: row.fileName,
    contentType: row.contentType,
    byteSize: row.byteSize,
    fileKept: row.fileKey !== null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

function fieldErrors(error: z.ZodError): BadRequestError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : 'kind';
    // A field the kind does not take is named by its key.
    if (issue.code === 'unrecognized_keys') {
      for (const name of issue.keys) errors[name] = 'This field does not belong to this document';
    } else errors[key] ??= issue.message;
  }
  return new BadRequestError(Object.values(errors)[0] ?? 'Check the form', errors);
}

/** A name safe to show and to offer as the download's name. */
function cleanFileName(name: string, extension: string): string {
  const base = name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w .-]+/g, '')
    .trim()
    .slice(0, 80);
  return `${base || 'document'}.${extension}`;
}

/**
 * Stores a provider's document: fields checked by kind, the file by content (inspectUpload).
 * The file is written first and the row after, so a row never points at nothing; a waiting or
 * refused document of the same kind is replaced, and its file deleted once the row is committed.
 */
export async function uploadDocument(
  db: Db,
  files: FileStore,
  caller: Caller,
  upload: DocumentUpload,
  now: Date,
): Promise<ProviderDocument> {
  const provider = await getOwnProvider(db, caller);
  const parsed = documentFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) throw fieldErrors(parsed.error);
  const dateErrors = documentDateErrors(parsed.data, southAfricanDate(now));
  const firstDateError = Object.values(dateErrors)[0];
  if (firstDateError) throw new BadRequestError(firstDateError, dateErrors);
  if (!upload.file)
    throw new BadRequestError(UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
  const inspected = await inspectUpload(upload.file.bytes);
  const fileName = cleanFileName(upload.file.fileName, inspected.extension);
  const { kind, ...fields } = parsed.data;

  const key = `documents/${provider.id}/${crypto.randomUUID()}`;
  await files.put(key, inspected.bytes, inspected.contentType);
  let replacedKeys: string[] = [];
  let committed = false;
  try {
    const row = await transaction(db, async (tx) => {
      if (isSingleDocument(kind)) {
        const waiting = and(
          eq(providerDocuments.providerId, provider.id),
          eq(providerDocuments.kind, kind),
          inArray(providerDocuments.status, ['pending', 'rejected']),
        );
        const previous = await tx
          .select({ fileKey: providerDocuments.fileKey })
          .from(providerDocuments)
          .where(waiting)
          .for('update');
        replacedKeys = previous.flatMap((old) => (old.fileKey ? [old.fileKey] : []));
        await tx
          .update(providerDocuments)
          .set({ status: 'replaced', fileKey: null })
          .where(waiting);
      }
      const [inserted] = await tx
        .insert(providerDocuments)
        .values({
          providerId: provider.id,
          kind,
          fields,
          fileKey: key,
          fileName,
          contentType: inspected.contentType,
          byteSize: inspected.bytes.length,
        })
        .returning();
      await refreshVerification(tx, [provider.id]);
      if (!inserted) throw new Error('insert returned no row');
      return inserted;
    });
    committed = true;
    return toProviderDocument(row);
  } catch (error) {
    await files.delete(key).catch(() => undefined);
    throw error;
  } finally {
    // The replaced files go once their rows no longer point at them (a failed delete leaves a
    // file no row names: harmless, and the store's lifecycle rule can clear it).
    if (committed) for (const old of replacedKeys) await files.delete(old).catch(() => undefined);
  }
}

/** The caller's documents (not those replaced), newest first. */
export async function ownDocuments(db: Db, caller: Caller): Promise<ProviderDocument[]> {
  const provider = await getOwnProvider(db, caller);
  const rows = await db
    .select()
    .from(providerDocuments)
    .where(
      and(eq(providerDocuments.providerId, provider.id), ne(providerDocuments.status, 'replaced')),
    )
    .orderBy(desc(providerDocuments.createdAt), desc(providerDocuments.id));
  return rows.map(toProviderDocument);
}

const GONE = 'This file was deleted 30 days after the decision; the decision itself is kept.';

async function readFile(files: FileStore, row: ProviderDocumentRow | undefined) {
  if (!row) throw new NotFoundError('Document not found');
  if (!row.fileKey) throw new NotFoundError(GONE);
  const file = await files.get(row.fileKey);
  if (!file) throw new NotFoundError(GONE);
  return { row, file };
}

/** The caller's own document's file; anyone else's is 404. */
export async function ownDocumentFile(
  db: Db,
  files: FileStore,
  caller: Caller,
  documentId: string,
): Promise<{ row: ProviderDocumentRow; file: StoredFile }> {
  const provider = await getOwnProvider(db, caller);
  if (!z.uuid().safeParse(documentId).success) throw new NotFoundError('Document not found');
  const [row] = await db
    .select()
    .from(providerDocuments)
    .where(and(eq(providerDocuments.id, documentId), eq(providerDocuments.providerId, provider.id)))
    .limit(1);
  return readFile(files, row);
}

export { readFile as readDocumentFile };
