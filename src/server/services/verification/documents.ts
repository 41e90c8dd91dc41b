import crypto from 'node:crypto';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  documentDateErrors,
  documentFieldsSchema,
  type ProviderDocument,
} from '../../../domain/schemas/documents';
import {
  DOCUMENT_LIMITS,
  isSingleDocument,
  southAfricanDate,
  UPLOAD_MESSAGES,
  type DocumentKind,
} from '../../../domain/verification';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { providers } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { providerDocuments, type ProviderDocumentRow } from '../../db/schema';
import { BadRequestError, ConflictError, HttpError, NotFoundError } from '../../errors';
import { getOwnProvider } from '../providers';
import { inspectUpload, type FileStore, type StoredFile } from '../../lib/storage';
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

  // Checked before anything is stored, and again under the provider's lock below (a race).
  await requireRoomFor(db, provider.id, inspected.bytes.length, kind, now);
  const key = `documents/${provider.id}/${crypto.randomUUID()}`;
  await files.put(key, inspected.bytes, inspected.contentType);
  let replacedKeys: string[] = [];
  let committed = false;
  try {
    const row = await transaction(db, async (tx) => {
      await tx
        .select({ id: providers.id })
        .from(providers)
        .where(eq(providers.id, provider.id))
        .for('update');
      await requireRoomFor(tx, provider.id, inspected.bytes.length, kind, now);
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

/**
 * Refuses an upload past DOCUMENT_LIMITS: too many waiting (409), too many kept (409), or too
 * many bytes in the last day (429). A single document that replaces its waiting or refused
 * predecessor takes no new place.
 */
async function requireRoomFor(
  db: Executor,
  providerId: string,
  bytes: number,
  kind: DocumentKind,
  now: Date,
): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3_600_000);
  const [counts] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${providerDocuments.status} = 'pending'
        and not (${isSingleDocument(kind)} and ${providerDocuments.kind} = ${kind}))`.mapWith(
        Number,
      ),
      kept: sql<number>`count(*) filter (where ${providerDocuments.status} in ('pending', 'approved')
        or (${providerDocuments.status} = 'rejected'
            and not (${isSingleDocument(kind)} and ${providerDocuments.kind} = ${kind})))`.mapWith(
        Number,
      ),
      bytesToday: sql<number>`coalesce(sum(${providerDocuments.byteSize})
        filter (where ${providerDocuments.createdAt} > ${dayAgo}), 0)`.mapWith(Number),
    })
    .from(providerDocuments)
    .where(eq(providerDocuments.providerId, providerId));
  if ((counts?.bytesToday ?? 0) + bytes > DOCUMENT_LIMITS.bytesPerDay)
    throw new HttpError(
      429,
      UPLOAD_MESSAGES.dailyBytes,
      { file: UPLOAD_MESSAGES.dailyBytes },
      {
        'retry-after': '3600',
      },
    );
  if ((counts?.waiting ?? 0) >= DOCUMENT_LIMITS.waiting)
    throw new ConflictError(UPLOAD_MESSAGES.tooManyWaiting, {
      file: UPLOAD_MESSAGES.tooManyWaiting,
    });
  if ((counts?.kept ?? 0) >= DOCUMENT_LIMITS.kept)
    throw new ConflictError(UPLOAD_MESSAGES.tooManyKept, { file: UPLOAD_MESSAGES.tooManyKept });
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
