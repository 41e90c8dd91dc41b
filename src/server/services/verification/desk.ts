import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdminDocument,
  AuditEntryView,
  RejectDocumentBody,
} from '../../../domain/schemas/documents';
import { isSingleDocument, type DocumentKind } from '../../../domain/verification';
import { decodeCursor, encodeCursor, isUuid } from '../../lib/cursor';
import type { Db } from '../../db/client';
import { providers, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import { auditLog, providerDocuments } from '../../db/schema';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import type { FileStore, StoredFile } from '../../lib/storage';
import { audit } from './admins';
import { refreshVerification } from './derive';
import { readDocumentFile, toProviderDocument } from './documents';

/** The admin acting at the desk (routes/admin.ts finds them; everyone else gets an unknown route's 404). */
export interface Admin {
  id: string;
  label: string;
}

const DOCUMENT_NOT_FOUND = 'Document not found';

/**
 * The desk's queue, a page at a time: documents with the provider beside them, the waiting ones
 * oldest first, decided ones latest decision first. The cursor is the last row's sort key (the
 * time as PostgreSQL writes it, to the microsecond, and the id).
 */
export async function documentQueue(
  db: Db,
  filter: {
    status: 'pending' | 'approved' | 'rejected';
    kind?: DocumentKind | undefined;
    limit: number;
    cursor?: string | undefined;
  },
): Promise<{ documents: AdminDocument[]; nextCursor: string | null }> {
  const pending = filter.status === 'pending';
  const sortTime = pending ? providerDocuments.createdAt : providerDocuments.decidedAt;
  const after = filter.cursor
    ? decodeCursor<[string, string]>(filter.cursor, ['string', 'string'])
    : null;
  if (after && (!isUuid(after[1]) || Number.isNaN(Date.parse(after[0])))) {
    throw new BadRequestError('Invalid cursor: start again from the first page.', {
      cursor: 'Invalid cursor',
    });
  }
  const rows = await db
    .select({
      sortKey: sql<string>`${sortTime}::text`,
      document: providerDocuments,
      provider: {
        id: providers.id,
        name: providers.name,
        location: providers.location,
        services: providers.services,
        providerType: providers.providerType,
        verificationStatus: providers.verificationStatus,
        createdAt: providers.createdAt,
      },
      email: users.email,
      phone: users.phone,
    })
    .from(providerDocuments)
    .innerJoin(providers, eq(providers.id, providerDocuments.providerId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(
      and(
        eq(providerDocuments.status, filter.status),
        filter.kind ? eq(providerDocuments.kind, filter.kind) : undefined,
        after
          ? pending
            ? sql`(${sortTime}, ${providerDocuments.id}) > (${after[0]}::timestamptz, ${after[1]}::uuid)`
            : sql`(${sortTime}, ${providerDocuments.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(
      pending ? asc(sortTime) : desc(sortTime),
      pending ? asc(providerDocuments.id) : desc(providerDocuments.id),
    )
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > filter.limit && last ? encodeCursor([last.sortKey, last.document.id]) : null;
  const documents = page.map((row) => ({
    ...toProviderDocument(row.document),
    provider: {
      ...row.provider,
      email: row.email,
      phone: row.phone,
      createdAt: row.provider.createdAt.toISOString(),
    },
  }));
  return { documents, nextCursor };
}

/** A document's file for an admin; the view is written to the audit log. */
export async function adminDocumentFile(
  db: Db,
  files: FileStore,
  admin: Admin,
  documentId: string,
): Promise<{ row: typeof providerDocuments.$inferSelect; file: StoredFile }> {
  if (!isUuid(documentId)) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const [row] = await db
    .select()
    .from(providerDocuments)
    .where(eq(providerDocuments.id, documentId))
    .limit(1);
  const found = await readDocumentFile(files, row);
  await audit(db, {
    actorId: admin.id,
    actorLabel: admin.label,
    action: 'document.viewed',
    subjectType: 'document',
    subjectId: documentId,
    detail: { kind: found.row.kind, providerId: found.row.providerId },
  });
  return found;
}

/**
 * Approves or refuses a waiting document, once (409 after), with its audit row, and derives the
 * provider's badges again in the same transaction. An approved document of a kind a provider holds
 * once replaces the one approved before it (whose file is then deleted).
 */
export async function decideDocument(
  db: Db,
  files: FileStore,
  admin: Admin,
  documentId: string,
  decision: { approve: true } | ({ approve: false } & RejectDocumentBody),
  now: Date,
) {
  if (!isUuid(documentId)) throw new NotFoundError(DOCUMENT_NOT_FOUND);
  const reason = decision.approve
    ? null
    : [decision.reason, decision.note].filter(Boolean).join('. ');
  const { row, replacedKeys } = await transaction(db, async (tx) => {
    const [current] = await tx
      .select()
      .from(providerDocuments)
      .where(eq(providerDocuments.id, documentId))
      .for('update');
    if (!current) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    if (current.status !== 'pending') {
      throw new ConflictError(`This document was already ${current.status}.`);
    }
    let keys: string[] = [];
    if (decision.approve && isSingleDocument(current.kind)) {
      const before = and(
        eq(providerDocuments.providerId, current.providerId),
        eq(providerDocuments.kind, current.kind),
        eq(providerDocuments.status, 'approved'),
      );
      const previous = await tx
        .select({ fileKey: providerDocuments.fileKey })
        .from(providerDocuments)
        .where(before)
        .for('update');
      keys = previous.flatMap((old) => (old.fileKey ? [old.fileKey] : []));
      await tx.update(providerDocuments).set({ status: 'replaced', fileKey: null }).where(before);
    }
    const [decided] = await tx
      .update(providerDocuments)
      .set({
        status: decision.approve ? 'approved' : 'rejected',
        reason,
        decidedAt: now,
        decidedBy: admin.id,
      })
      .where(eq(providerDocuments.id, documentId))
      .returning();
    await refreshVerification(tx, [current.providerId]);
    await audit(tx, {
      actorId: admin.id,
      actorLabel: admin.label,
      action: decision.approve ? 'document.approved' : 'document.rejected',
      subjectType: 'document',
      subjectId: documentId,
      detail: { kind: current.kind, providerId: current.providerId, ...(reason ? { reason } : {}) },
    });
    if (!decided) throw new Error('update returned no row');
    // The provider hears of it (notifications subscribe), once this commits.
    await recordEvent(tx, {
      type: 'document_decided',
      subjects: { documentId, providerId: current.providerId },
      payload: { approved: decision.approve },
    });
    return { row: decided, replacedKeys: keys };
  });
  for (const key of replacedKeys) await files.delete(key).catch(() => undefined);
  return toProviderDocument(row);
}

/** The newest audit entries (all, or about one subject). */
export async function auditTrail(
  db: Db,
  filter: { subjectId?: string | undefined },
): Promise<AuditEntryView[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(filter.subjectId ? eq(auditLog.subjectId, filter.subjectId) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    actor: row.actorLabel,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Deletes the files of documents decided more than `days` ago (the decision, reason and
 * registration details stay). Returns how many went.
 */
export async function sweepDecidedFiles(db: Db, files: FileStore, now: Date, days: number) {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const due = await db
    .select({ id: providerDocuments.id, fileKey: providerDocuments.fileKey })
    .from(providerDocuments)
    .where(
      and(
        sql`${providerDocuments.fileKey} is not null`,
        sql`${providerDocuments.decidedAt} < ${cutoff}`,
      ),
    )
    .limit(500);
  for (const document of due) if (document.fileKey) await files.delete(document.fileKey);
  if (due.length > 0) {
    await db
      .update(providerDocuments)
      .set({ fileKey: null })
      .where(
        inArray(
          providerDocuments.id,
          due.map((document) => document.id),
        ),
      );
  }
  return due.length;
}
