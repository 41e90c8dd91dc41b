/**
 * The text fields each kind of document is sent with, as the upload form shows them (names as
 * the server's schema has them: src/domain/schemas/documents.ts).
 */
import {
  ELECTRICAL_CATEGORIES,
  ELECTRICAL_CATEGORY_LABELS,
  PIRB_DESIGNATION_LABELS,
  PIRB_DESIGNATIONS,
  type DocumentKind,
  type DocumentStatus,
} from '../../../domain/verification';

export interface DocumentField {
  name: string;
  label: string;
  type: 'select' | 'date' | 'text';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  placeholder?: string;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const REGISTRATION_NUMBER: DocumentField = {
  name: 'registrationNumber',
  label: 'Registration number',
  type: 'text',
};

export const DOCUMENT_FIELDS: Record<DocumentKind, readonly DocumentField[]> = {
  id_document: [
    {
      name: 'idType',
      label: 'Type of document',
      type: 'select',
      options: [
        { value: 'sa_id', label: 'South African ID (card or green book)' },
        { value: 'passport', label: 'Passport' },
      ],
    },
  ],
  proof_of_address: [
    {
      name: 'issuedOn',
      label: 'Date on the document',
      type: 'date',
      hint: 'A municipal account, bank statement or lease from the last 3 months.',
    },
  ],
  electrical_registration: [
    {
      name: 'category',
      label: 'Registration category',
      type: 'select',
      options: options(ELECTRICAL_CATEGORIES, ELECTRICAL_CATEGORY_LABELS),
    },
    {
      ...REGISTRATION_NUMBER,
      hint: 'As on your Department of Employment and Labour registration certificate.',
    },
  ],
  pirb_registration: [
    {
      name: 'designation',
      label: 'PIRB designation',
      type: 'select',
      options: options(PIRB_DESIGNATIONS, PIRB_DESIGNATION_LABELS),
      hint: 'Licensed and master plumbers may issue a plumbing Certificate of Compliance.',
    },
    REGISTRATION_NUMBER,
    { name: 'expiresOn', label: 'Expiry date on the card', type: 'date' },
  ],
  company_registration: [
    {
      name: 'cipcNumber',
      label: 'CIPC registration number',
      type: 'text',
      placeholder: '2015/123456/07',
    },
  ],
  agent_id_document: [{ name: 'workerName', label: "Worker's full name", type: 'text' }],
};

/** What each kind is for, under its heading. */
export const DOCUMENT_PURPOSES: Record<DocumentKind, string> = {
  id_document: 'With a proof of address, this earns the ID verified badge.',
  proof_of_address: 'Not older than 3 months, in the name on your ID.',
  electrical_registration:
    'Earns the Registered electrician badge: customers need one for a Certificate of Compliance.',
  pirb_registration: 'Earns the Licensed plumber (PIRB) badge while the licence is current.',
  company_registration: 'Earns the Registered company badge.',
  agent_id_document: 'An ID document for each worker you send to jobs.',
};

export const STATUS_TEXT: Record<DocumentStatus | 'missing', string> = {
  missing: 'Not sent yet',
  pending: 'Waiting for a check',
  approved: 'Approved',
  rejected: 'Not accepted',
  replaced: 'Replaced',
};

/** A field's value for display: an option's label, else the text as sent. */
export function fieldText(kind: DocumentKind, name: string, value: string): string {
  const field = DOCUMENT_FIELDS[kind].find((candidate) => candidate.name === name);
  return field?.options?.find((option) => option.value === value)?.label ?? value;
}

export function fieldLabel(kind: DocumentKind, name: string): string {
  return DOCUMENT_FIELDS[kind].find((candidate) => candidate.name === name)?.label ?? name;
}
