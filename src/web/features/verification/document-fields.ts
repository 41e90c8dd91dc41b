/**
 * The text fields each kind of document is sent with, as the upload form shows them (names as
 * the server's schema has them: src/domain/schemas/documents.ts), in this build's language.
 */
import {
  ELECTRICAL_CATEGORIES,
  PIRB_DESIGNATIONS,
  type DocumentKind,
  type ElectricalCategory,
  type PirbDesignation,
} from '../../../domain/verification';
import { m } from '../../../i18n/paraglide/messages.js';

type Words = () => string;

export interface DocumentField {
  name: string;
  label: Words;
  /** What the form says when the field is left empty. */
  missing: Words;
  type: 'select' | 'date' | 'text';
  options?: readonly { value: string; label: Words }[];
  hint?: Words;
  placeholder?: string;
}

const ELECTRICAL_CATEGORY_WORDS: Record<ElectricalCategory, Words> = {
  electrical_tester_single_phase: m.vf_ec_tester,
  installation_electrician: m.vf_ec_installation,
  master_installation_electrician: m.vf_ec_master,
};

const PIRB_DESIGNATION_WORDS: Record<PirbDesignation, Words> = {
  learner_plumber: m.vf_pd_learner,
  assistant_plumber: m.vf_pd_assistant,
  operating_plumber: m.vf_pd_operating,
  qualified_plumber: m.vf_pd_qualified,
  licensed_plumber: m.vf_pd_licensed,
  master_plumber: m.vf_pd_master,
};

const options = <T extends string>(values: readonly T[], labels: Record<T, Words>) =>
  values.map((value) => ({ value, label: labels[value] }));

const REGISTRATION_NUMBER: DocumentField = {
  name: 'registrationNumber',
  label: m.vf_f_reg_number,
  missing: m.vf_m_reg_number,
  type: 'text',
};

export const DOCUMENT_FIELDS: Record<DocumentKind, readonly DocumentField[]> = {
  id_document: [
    {
      name: 'idType',
      label: m.vf_f_id_type,
      missing: m.vf_m_id_type,
      type: 'select',
      options: [
        { value: 'sa_id', label: m.vf_f_sa_id },
        { value: 'passport', label: m.vf_f_passport },
      ],
    },
  ],
  proof_of_address: [
    {
      name: 'issuedOn',
      label: m.vf_f_issued_on,
      missing: m.vf_m_issued_on,
      type: 'date',
      hint: m.vf_f_issued_on_hint,
    },
  ],
  electrical_registration: [
    {
      name: 'category',
      label: m.vf_f_category,
      missing: m.vf_m_category,
      type: 'select',
      options: options(ELECTRICAL_CATEGORIES, ELECTRICAL_CATEGORY_WORDS),
    },
    { ...REGISTRATION_NUMBER, hint: m.vf_f_reg_number_hint },
  ],
  pirb_registration: [
    {
      name: 'designation',
      label: m.vf_f_designation,
      missing: m.vf_m_designation,
      type: 'select',
      options: options(PIRB_DESIGNATIONS, PIRB_DESIGNATION_WORDS),
      hint: m.vf_f_designation_hint,
    },
    REGISTRATION_NUMBER,
    { name: 'expiresOn', label: m.vf_f_expires, missing: m.vf_m_expires, type: 'date' },
  ],
  company_registration: [
    {
      name: 'cipcNumber',
      label: m.vf_f_cipc,
      missing: m.vf_m_cipc,
      type: 'text',
      placeholder: '2015/123456/07',
    },
  ],
  agent_id_document: [
    { name: 'workerName', label: m.vf_f_worker, missing: m.vf_m_worker, type: 'text' },
  ],
};

/** A field's value for display: an option's label, else the text as sent. */
export function fieldText(kind: DocumentKind, name: string, value: string): string {
  const field = DOCUMENT_FIELDS[kind].find((candidate) => candidate.name === name);
  return field?.options?.find((option) => option.value === value)?.label() ?? value;
}

export function fieldLabel(kind: DocumentKind, name: string): string {
  return DOCUMENT_FIELDS[kind].find((candidate) => candidate.name === name)?.label() ?? name;
}
