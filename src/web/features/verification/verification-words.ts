import { DOCUMENT_LIMITS, UPLOAD_MESSAGES } from '../../../domain/verification';
import type {
  DocumentKind,
  DocumentStatus,
  ProviderType,
  REJECTION_REASONS,
} from '../../../domain/verification';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * Verification's words in this build's language (issue 50): domain/verification.ts and the
 * documents' schema keep the English the server writes and the admin desk reads; what the server
 * sends back in English (a refusal's reason, an upload refused) is said here by that English.
 */

const KINDS: Record<DocumentKind, () => string> = {
  id_document: m.vf_kind_id_document,
  proof_of_address: m.vf_kind_proof_of_address,
  electrical_registration: m.vf_kind_electrical_registration,
  pirb_registration: m.vf_kind_pirb_registration,
  company_registration: m.vf_kind_company_registration,
  agent_id_document: m.vf_kind_agent_id_document,
};

const PURPOSES: Record<DocumentKind, () => string> = {
  id_document: m.vf_for_id_document,
  proof_of_address: m.vf_for_proof_of_address,
  electrical_registration: m.vf_for_electrical_registration,
  pirb_registration: m.vf_for_pirb_registration,
  company_registration: m.vf_for_company_registration,
  agent_id_document: m.vf_for_agent_id_document,
};

const STATUSES: Record<DocumentStatus | 'missing', () => string> = {
  missing: m.vf_st_missing,
  pending: m.vf_st_pending,
  approved: m.vf_st_approved,
  rejected: m.vf_st_rejected,
  replaced: m.vf_st_replaced,
};

const PROVIDER_TYPES: Record<ProviderType, () => string> = {
  individual: m.vf_type_individual,
  company: m.vf_type_company,
  agency: m.vf_type_agency,
};

const REASONS: Record<(typeof REJECTION_REASONS)[number], () => string> = {
  'The document cannot be read clearly': m.vf_rr_unreadable,
  'The name does not match the profile': m.vf_rr_name,
  'The document has expired or is too old': m.vf_rr_expired,
  'This is not the document asked for': m.vf_rr_wrong,
  'Part of the document is cut off': m.vf_rr_cut,
  'The registration could not be confirmed with the issuing body': m.vf_rr_unconfirmed,
};

/** What the server (and the file check here) says about a document, by its English. */
const SAID: Readonly<Record<string, () => string>> = {
  [UPLOAD_MESSAGES.tooLarge]: m.vf_up_too_large,
  [UPLOAD_MESSAGES.wrongType]: m.vf_up_wrong_type,
  [UPLOAD_MESSAGES.empty]: m.vf_up_empty,
  [UPLOAD_MESSAGES.noFile]: m.vf_up_no_file,
  [UPLOAD_MESSAGES.tooManyWaiting]: () => m.vf_sv_waiting({ count: DOCUMENT_LIMITS.waiting }),
  [UPLOAD_MESSAGES.tooManyKept]: () => m.vf_sv_kept({ count: DOCUMENT_LIMITS.kept }),
  [UPLOAD_MESSAGES.dailyBytes]: () =>
    m.vf_sv_daily({ count: DOCUMENT_LIMITS.bytesPerDay / 1024 / 1024 }),
  'Enter the registration number': m.vf_m_reg_number,
  'The registration number is at most 40 characters': m.vf_sv_reg_long,
  'Use letters, digits, spaces, dashes, dots and slashes only': m.vf_sv_reg_chars,
  'Enter the date on the document (YYYY-MM-DD)': m.vf_m_issued_on,
  'Choose the registration category': m.vf_m_category,
  'Choose the PIRB designation': m.vf_m_designation,
  'Enter the expiry date on the card (YYYY-MM-DD)': m.vf_m_expires,
  'Enter the CIPC registration number': m.vf_m_cipc,
  'Enter the CIPC number as on the certificate, e.g. 2015/123456/07': m.vf_sv_cipc_format,
  'The name is at most 100 characters': m.vf_sv_name_long,
  'The date cannot be in the future': m.vf_sv_future,
  'Send a proof of address from the last 3 months': m.vf_sv_old_address,
  'This registration has expired: send the renewed card': m.vf_sv_expired,
};

export const documentKindWords = (kind: DocumentKind): string => KINDS[kind]();
export const documentPurposeWords = (kind: DocumentKind): string => PURPOSES[kind]();
export const documentStatusWords = (status: DocumentStatus | 'missing'): string =>
  STATUSES[status]();
export const providerTypeWords = (type: ProviderType): string => PROVIDER_TYPES[type]();

/** A message about a document or its fields (the server's English when there is none here). */
export const documentSaid = (message: string): string => SAID[message]?.() ?? message;

/**
 * Why a document was refused: the admin's reason from the list, then any note of theirs as they
 * wrote it ("The name does not match the profile. Use the name on your ID").
 */
export function refusalWords(reason: string): string {
  for (const [english, words] of Object.entries(REASONS)) {
    if (reason === english || reason.startsWith(`${english}. `)) {
      return words() + reason.slice(english.length);
    }
  }
  return reason;
}
