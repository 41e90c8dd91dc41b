import { z } from 'zod';
import { limitSchema } from './providers';
import {
  CIPC_NUMBER,
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  ELECTRICAL_CATEGORIES,
  PIRB_DESIGNATIONS,
  PROOF_OF_ADDRESS_MONTHS,
  REJECTION_REASONS,
} from '../verification';

export const documentKindSchema = z.enum(DOCUMENT_KINDS, {
  error: 'Choose which document this is',
});

const isoDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), message);

const registrationNumber = z
  .string({ error: 'Enter the registration number' })
  .trim()
  .min(3, 'Enter the registration number')
  .max(40, 'The registration number is at most 40 characters')
  .regex(/^[A-Za-z0-9 /.-]+$/, 'Use letters, digits, spaces, dashes, dots and slashes only');

/**
 * The text fields sent with each kind of document (multipart fields are text). Dates are checked
 * against `today` (YYYY-MM-DD) by `checkDocumentDates`, which needs the clock.
 */
export const documentFieldsSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('id_document'),
      idType: z.enum(['sa_id', 'passport'], {
        error: 'Say whether this is an SA ID or a passport',
      }),
    }),
    z.strictObject({
      kind: z.literal('proof_of_address'),
      issuedOn: isoDay('Enter the date on the document (YYYY-MM-DD)'),
    }),
    z.strictObject({
      kind: z.literal('electrical_registration'),
      category: z.enum(ELECTRICAL_CATEGORIES, { error: 'Choose the registration category' }),
      registrationNumber,
    }),
    z.strictObject({
      kind: z.literal('pirb_registration'),
      designation: z.enum(PIRB_DESIGNATIONS, { error: 'Choose the PIRB designation' }),
      registrationNumber,
      expiresOn: isoDay('Enter the expiry date on the card (YYYY-MM-DD)'),
    }),
    z.strictObject({
      kind: z.literal('company_registration'),
      cipcNumber: z
        .string({ error: 'Enter the CIPC registration number' })
        .trim()
        .regex(CIPC_NUMBER, 'Enter the CIPC number as on the certificate, e.g. 2015/123456/07'),
    }),
    z.strictObject({
      kind: z.literal('agent_id_document'),
      workerName: z
        .string({ error: "Enter the worker's name" })
        .trim()
        .min(2, "Enter the worker's name")
        .max(100, 'The name is at most 100 characters'),
    }),
  ],
  { error: 'Choose which document this is' },
);
export type DocumentFields = z.infer<typeof documentFieldsSchema>;

/** Date rules of a document's fields on `today`: field name to message, empty when fine. */
export function documentDateErrors(fields: DocumentFields, today: string): Record<string, string> {
  if (fields.kind === 'proof_of_address') {
    if (fields.issuedOn > today) return { issuedOn: 'The date cannot be in the future' };
    const oldest = new Date(`${today}T00:00:00Z`);
    oldest.setUTCMonth(oldest.getUTCMonth() - PROOF_OF_ADDRESS_MONTHS);
    if (fields.issuedOn < oldest.toISOString().slice(0, 10)) {
      return { issuedOn: 'Send a proof of address from the last 3 months' };
    }
  }
  if (fields.kind === 'pirb_registration' && fields.expiresOn < today) {
    return { expiresOn: 'This registration has expired: send the renewed card' };
  }
  return {};
}

export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

/** A document as its owner sees it. */
export const providerDocumentSchema = z.object({
  id: z.uuid(),
  kind: documentKindSchema,
  status: documentStatusSchema,
  /** The kind's fields as sent (registration number, expiry...). */
  fields: z.record(z.string(), z.string()),
  fileName: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  /** Whether the file is still kept (deleted 30 days after the decision). */
  fileKept: z.boolean(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type ProviderDocument = z.infer<typeof providerDocumentSchema>;

/** `POST /api/admin/documents/{id}/reject`. */
export const rejectDocumentBodySchema = z.strictObject({
  reason: z.enum(REJECTION_REASONS, { error: 'Choose a reason from the list' }),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});
export type RejectDocumentBody = z.infer<typeof rejectDocumentBodySchema>;

/** A document in the admin desk's queue, with the provider's details beside it. */
export const adminDocumentSchema = providerDocumentSchema.extend({
  provider: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    location: z.string(),
    services: z.array(z.string()),
    providerType: z.string().nullable(),
    verificationStatus: z.string(),
    createdAt: z.iso.datetime(),
  }),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const documentQueueQuerySchema = z.strictObject({
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  kind: documentKindSchema.optional(),
  /** A page of the queue (the next page's cursor comes in X-Next-Cursor). */
  limit: limitSchema,
  cursor: z.string().max(200).optional(),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
