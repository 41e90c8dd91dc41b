import { CONTACT_HIDDEN } from './contact-hidden';

/**
 * Contact details in a message, hidden until the customer accepts the provider's quote (so a
 * job is not taken off the platform before anyone is committed, and no one's number is handed
 * to a provider they did not choose). What is found is replaced, and the original is not kept.
 *
 * Found: South African phone numbers in every written form (082 123 4567, +27 82 123 4567,
 * 0027..., +27 (0)82..., with spaces, dots, dashes or slashes, a digit at a time, or digits as
 * words), any other number written with a leading +, email addresses (also "name at mail dot
 * com"), links and bare web addresses, and social handles (@name, "Instagram: name_za").
 * Ordinary numbers stay: prices (R1 250, R12 500.00), dates (2026-11-23, 23/11/2026), times.
 * The text is read in its NFKC form (full-width ０８２ is 082), with the letter O standing for a
 * zero inside a run of digits and underscores between groups; a text with nothing hidden is
 * given back exactly as it came.
 */
export { CONTACT_HIDDEN };

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** A run of digits (or digit words) and what may stand between the groups of one number. */
const DIGIT_TOKEN = /(\+\s*)?(\d+|\b(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b)/gi;
const GROUP_GAP = /^[\s.\-()/,_\u00a0]{0,3}$/;
/**
 * Runs of the letter O alone, or among digits: 'O82 111 OOO2', 'O8 OOO' and 'O3O_OOO_1123' are
 * numbers (an underscore parts groups, so it bounds a run as a space does).
 */
const DIGITS_AND_OS = /(?<![A-Za-z0-9])[Oo]+(?![A-Za-z0-9])|[\dOo]*\d[\dOo]*/g;

/** The digits a phone number is, in each South African form (and any number after a +). */
function isPhoneNumber(digits: string, plus: boolean): boolean {
  if (/^0[1-9]\d{8}$/.test(digits)) return true; // 082 123 4567
  if (/^(?:00)?270?[1-9]\d{8}$/.test(digits)) return true; // +27 82..., 0027 82..., +27 (0)82...
  if (/^[6-8]\d{8}$/.test(digits)) return true; // a mobile number without its 0
  return plus && digits.length >= 8 && digits.length <= 15; // +44 20 7946 0958
}

interface Token {
  start: number;
  end: number;
  digits: string;
  plus: boolean;
}

/** The spans of the phone numbers in a text: the longest number starting at each group. */
function phoneSpans(text: string): [number, number][] {
  const tokens: Token[] = [...text.matchAll(DIGIT_TOKEN)].map((match) => {
    const word = match[2] ?? '';
    return {
      start: match.index,
      end: match.index + match[0].length,
      digits: DIGIT_WORDS[word.toLowerCase()] ?? word,
      plus: match[1] !== undefined,
    };
  });
  const spans: [number, number][] = [];
  let i = 0;
  while (i < tokens.length) {
    let digits = '';
    let found = -1;
    for (let j = i; j < tokens.length; j++) {
      const token = tokens[j];
      const previous = tokens[j - 1];
      if (!token) break;
      if (
        j > i &&
        (token.plus || !previous || !GROUP_GAP.test(text.slice(previous.end, token.start)))
      )
        break;
      digits += token.digits;
      if (digits.length > 15) break;
      if (isPhoneNumber(digits, tokens[i]?.plus ?? false)) found = j;
    }
    const first = tokens[i];
    const last = tokens[found];
    if (found >= 0 && first && last) {
      spans.push([first.start, last.end]);
      i = found + 1;
    } else {
      i += 1;
    }
  }
  return spans;
}

const DOMAIN_ENDINGS =
  'com|net|org|info|biz|io|africa|co\\.za|org\\.za|net\\.za|web\\.za|za|co\\.uk';
const SPELLED_DOT = String.raw`(?:\s*\.\s*|\s*\(dot\)\s*|\s*\[dot\]\s*|\s+dot\s+)`;

/** Emails, links and handles: each a pattern whose whole match is hidden. */
const TEXT_PATTERNS: RegExp[] = [
  // name@example.co.za, name (at) example (dot) com; and what is left of one whose name part
  // was a number hidden before it ('0821234567 @ example . com')
  new RegExp(
    String.raw`[\w.%+-]*\s*(?:@|\(at\)|\[at\])\s*[\w-]+(?:${SPELLED_DOT}[\w-]+)*${SPELLED_DOT}[a-z]{2,}\b`,
    'gi',
  ),
  // name at example dot com
  /(?:\b[\w.]+|(?<=\]))\s+at\s+[\w-]+\s+dot\s+[a-z]{2,}(?:\s+dot\s+[a-z]{2,})?\b/gi,
  // links and bare web addresses: https://..., www..., wa.me/27..., plumbing.co.za/contact
  /\b(?:https?:\/\/|www\.)\S+/gi,
  /\b(?:wa\.me|t\.me|bit\.ly)\/\S*/gi,
  new RegExp(
    String.raw`\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:${DOMAIN_ENDINGS})\b(?:/\S*)?`,
    'gi',
  ),
  // social handles: @name, and the name after a platform ("Instagram: plumb_pro", "my WhatsApp is plumb.pro")
  /(?<![\w@])@[a-z0-9_.]{2,}/gi,
  /\b(?:whats\s?app|telegram|signal|instagram|insta|facebook|fb|tiktok|twitter|snapchat|skype|g-?mail|yahoo|outlook|hotmail|icloud|e-?mail)\b(?:\s+me)?(?:\s+(?:on|at|is))?\s*(?::\s*[a-z0-9_.]{2,}|\s[a-z0-9]*[_.\d][a-z0-9_.]*)/gi,
];

/**
 * Free text that another party or the public reads (a request's description, a quote's message,
 * a review, a reply, a bio): contact details are hidden as it is written, whoever reads it later
 * (PRODUCT.md rule 13). The contact card after acceptance is how the two sides reach each other.
 */
export function textForOthers(text: string): string;
export function textForOthers(text: string | null): string | null;
export function textForOthers(text: string | null): string | null {
  return text === null ? null : hideContactDetails(text);
}

export const NAME_WITH_CONTACT_DETAILS =
  'A name cannot hold a phone number, email address, link or handle';

/** Whether a text holds any contact detail (a cheaper question than {@link hideContactDetails}). */
export function hasContactDetails(text: string): boolean {
  return hideContactDetails(text) !== text;
}

/** The text with every contact detail replaced by {@link CONTACT_HIDDEN}. */
export function hideContactDetails(text: string): string {
  const normal = text.normalize('NFKC');
  // Numbers first, so a platform's name before one does not take half of it. They are found in
  // a copy of the same length where an O among digits is a 0.
  const numbers = normal.replace(DIGITS_AND_OS, (run) => run.replace(/[Oo]/g, '0'));
  let result = normal;
  const spans = phoneSpans(numbers);
  for (let k = spans.length - 1; k >= 0; k--) {
    const span = spans[k];
    if (span) result = result.slice(0, span[0]) + CONTACT_HIDDEN + result.slice(span[1]);
  }
  for (const pattern of TEXT_PATTERNS) result = result.replace(pattern, CONTACT_HIDDEN);
  return result === normal ? text : result;
}
