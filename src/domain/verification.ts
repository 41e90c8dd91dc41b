/**
 * Verification rules: which documents a provider sends, and the badges that follow from the ones
 * an admin approved. Badges are derived here, never set (PRODUCT.md, marketplace rule 9).
 */

export const DOCUMENT_KINDS = [
  'id_document',
  'proof_of_address',
  'electrical_registration',
  'pirb_registration',
  'company_registration',
  'agent_id_document',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  id_document: 'ID document',
  proof_of_address: 'Proof of address',
  electrical_registration: 'Electrical registration',
  pirb_registration: 'PIRB plumbing registration',
  company_registration: 'Company registration (CIPC)',
  agent_id_document: "A worker's ID document",
};

/** Kinds a provider holds one of: a new upload replaces the one waiting or refused. */
export function isSingleDocument(kind: DocumentKind): boolean {
  return kind !== 'agent_id_document';
}

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'replaced'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const PROVIDER_TYPES = ['individual', 'company', 'agency'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];
export const PROVIDER_TYPE_LABELS: Record<ProviderType, string> = {
  individual: 'An individual',
  company: 'A registered company',
  agency: 'An agency sending its own workers',
};

/** The Department of Employment and Labour's registration categories. */
export const ELECTRICAL_CATEGORIES = [
  'electrical_tester_single_phase',
  'installation_electrician',
  'master_installation_electrician',
] as const;
export type ElectricalCategory = (typeof ELECTRICAL_CATEGORIES)[number];

/** PIRB designations; licensed and master plumbers may issue a plumbing Certificate of Compliance. */
export const PIRB_DESIGNATIONS = [
  'learner_plumber',
  'assistant_plumber',
  'operating_plumber',
  'qualified_plumber',
  'licensed_plumber',
  'master_plumber',
] as const;
export type PirbDesignation = (typeof PIRB_DESIGNATIONS)[number];
export const CERTIFYING_PIRB_DESIGNATIONS: readonly PirbDesignation[] = [
  'licensed_plumber',
  'master_plumber',
];

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** A proof of address older than this many months is refused. */
export const PROOF_OF_ADDRESS_MONTHS = 3;
/** Files of decided documents are deleted this many days after the decision. */
export const DECIDED_FILE_DAYS = 30;

/**
 * What one provider may send: documents waiting for a decision, documents kept on the profile
 * (not replaced), and bytes a day (replaced files count too). Past them uploads are refused
 * before anything is stored, so no account can fill the store or bury the admin desk.
 */
export const DOCUMENT_LIMITS = {
  waiting: 10,
  kept: 40,
  bytesPerDay: 50 * 1024 * 1024,
} as const;

export const UPLOAD_MESSAGES = {
  tooLarge: 'The file is larger than 5 MB. Scan it at a lower resolution or send a photo instead.',
  wrongType: 'Send a PDF, JPEG or PNG file. Other kinds of file (and renamed files) are refused.',
  empty: 'The file is empty. Choose the file again.',
  noFile: 'Choose a file to upload.',
  tooManyWaiting: `You have ${DOCUMENT_LIMITS.waiting} documents waiting for a decision. Send more once some are checked (usually within two working days).`,
  tooManyKept: `This profile holds ${DOCUMENT_LIMITS.kept} documents, the most it can keep. A refused document is replaced when you send one of its kind again.`,
  dailyBytes: `You have sent ${DOCUMENT_LIMITS.bytesPerDay / 1024 / 1024} MB of documents today, the most for one day. Try again tomorrow.`,
} as const;

/** Reasons an admin picks from when refusing a document (free text may add to them). */
export const REJECTION_REASONS = [
  'The document cannot be read clearly',
  'The name does not match the profile',
  'The document has expired or is too old',
  'This is not the document asked for',
  'Part of the document is cut off',
  'The registration could not be confirmed with the issuing body',
] as const;

/** What an approved document tells about a provider, kept on the provider's row. */
export interface VerificationFacts {
  /** ID document and proof of address both approved. */
  isVerified: 0 | 1;
  providerType: string | null;
  electricalCategory: string | null;
  /** The approved PIRB registration's designation (certifying only) and its expiry, ISO date. */
  pirbExpiresOn: string | null;
  companyRegNumber: string | null;
}

export const BADGES = [
  'id_verified',
  'registered_electrician',
  'licensed_plumber',
  'registered_company',
] as const;
export type Badge = (typeof BADGES)[number];

export const BADGE_LABELS: Record<Badge, string> = {
  id_verified: 'ID verified',
  registered_electrician: 'Registered electrician',
  licensed_plumber: 'Licensed plumber (PIRB)',
  registered_company: 'Registered company',
};

/** Today's date in South Africa (UTC+2, no daylight saving), as YYYY-MM-DD. */
export function southAfricanDate(now: Date): string {
  return new Date(now.getTime() + 2 * 3600_000).toISOString().slice(0, 10);
}

/** The badges a provider carries on `today` (YYYY-MM-DD): an expired licence drops its own. */
export function providerBadges(facts: VerificationFacts, today: string): Badge[] {
  const badges: Badge[] = [];
  if (facts.isVerified === 1) badges.push('id_verified');
  if (facts.electricalCategory) badges.push('registered_electrician');
  if (facts.pirbExpiresOn && facts.pirbExpiresOn >= today) badges.push('licensed_plumber');
  if (facts.companyRegNumber) badges.push('registered_company');
  return badges;
}

/** A CIPC registration number: 2015/123456/07. */
export const CIPC_NUMBER = /^(19|20)\d{2}\/\d{6}\/\d{2}$/;
