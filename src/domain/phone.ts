/**
 * Phone numbers: South African in its local form (`082 123 4567`, `021 555 0100`) or any number
 * in international form (`+27 82 123 4567`, `+44 20 7946 0958`, `0044 ...`), with spaces, dots,
 * dashes or brackets while typing. Stored in one form, E.164 (`+27821234567`).
 *
 * The international check is E.164's shape (a country code without a leading 0, at most 15
 * digits), not each country's numbering plan: libphonenumber-js's smallest build would add about
 * 30 KB (gzip) to the sign-up form on phones that pay for every megabyte.
 */
export const PHONE_PLACEHOLDER = '082 123 4567';
export const PHONE_MAX_LENGTH = 24;
export const PHONE_MESSAGE =
  'Enter a South African number (082 123 4567) or an international one starting with +';

const SA_LOCAL = /^0[1-9]\d{8}$/;
const SA_INTERNATIONAL = /^\+27[1-9]\d{8}$/;
const E164 = /^\+[1-9]\d{7,14}$/;

/** The number in E.164 (`+27821234567`), or null when it is not a number we accept. */
export function normalisePhone(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text || text.length > PHONE_MAX_LENGTH) return null;
  // 00 dials out of South Africa like +; a short 00... is more likely a mistyped local number.
  const compact = text.replace(/[\s\-.()]/g, '').replace(/^00(?=\d{9})/, '+');
  if (SA_LOCAL.test(compact)) return `+27${compact.slice(1)}`;
  if (compact.startsWith('+27')) return SA_INTERNATIONAL.test(compact) ? compact : null;
  return E164.test(compact) ? compact : null;
}

/** A stored number as people read it: `+27 82 123 4567` for South Africa, else as stored. */
export function formatPhone(e164: string): string {
  const sa = /^\+27(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return sa ? `+27 ${sa[1]} ${sa[2]} ${sa[3]}` : e164;
}

// The same rule as one regular expression, for the API document (and any client that wants it).
const SEP = '[\\s().-]*';
const digits = (count: string) => `(?:${SEP}\\d)${count}`;
const NOT_27 = `(?!2${SEP}7)`;
export const PHONE_PATTERN = [
  '^\\s*$',
  `^${SEP}(?:${[
    `0${SEP}[1-9]${digits('{8}')}`,
    `(?:\\+|00)${SEP}2${SEP}7${SEP}[1-9]${digits('{8}')}`,
    `\\+${SEP}${NOT_27}[1-9]${digits('{7,14}')}`,
    `00${SEP}${NOT_27}[1-9]${digits('{8,14}')}`,
  ].join('|')})${SEP}$`,
].join('|');
