import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DocumentKind, DocumentStatus } from '../../../domain/verification';
import { providers, users } from './people';

/**
 * A document a provider sent for verification. The file lives in the file store under
 * `fileKey` (null once deleted: when replaced, or 30 days after the decision); the decision,
 * the reason and the kind's fields (registration number, expiry) stay.
 */
export const providerDocuments = pgTable(
  'provider_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<DocumentKind>(),
    status: text('status').notNull().default('pending').$type<DocumentStatus>(),
    fields: jsonb('fields').notNull().$type<Record<string, string>>(),
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    reason: text('reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_documents_provider_idx').on(t.providerId, t.kind),
    // The admin desk's queue: oldest first.
    index('provider_documents_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The daily sweep: decided documents whose file is still kept.
    index('provider_documents_kept_idx')
      .on(t.decidedAt)
      .where(sql`${t.fileKey} is not null and ${t.decidedAt} is not null`),
    check(
      'provider_documents_status_known',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'replaced')`,
    ),
    check('provider_documents_size', sql`${t.byteSize} between 1 and 5242880`),
  ],
);
export type ProviderDocumentRow = typeof providerDocuments.$inferSelect;

/** Who is an admin: granted only by `npm run admin:grant` (the role is not in the token). */
export const admins = pgTable('admins', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every grant, revocation, view of a document and decision: who (`actor`: an admin's user id, or
 * null with `actorLabel` for the command line), what, on what, when. Rows are only added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    detail: jsonb('detail').notNull().default({}).$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
