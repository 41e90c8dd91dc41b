import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_HIDDEN, hideContactDetails } from './contact-redaction';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** A South African number's nine digits after the 0 (mobile 6-8, landline 1-5). */
const subscriber = fc
  .tuple(
    fc.integer({ min: 1, max: 8 }),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`);

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

function typeGlyphs(text: string, glyphs: string): string {
  if (glyphs === 'full-width')
    return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0xff10 + Number(digit)));
  if (glyphs === 'letter-o') return text.replace(/0/g, 'O');
  return text;
}

/** Every way the issues name of writing a number down. */
const written = subscriber.chain((nine) =>
  fc
    .record({
      prefix: fc.constantFrom('0', '+27 ', '+27', '0027 ', '+27 (0)', '27'),
      grouping: fc.constantFrom('2-3-4', '3-3-4', 'none', 'each'),
      separator: fc.constantFrom(' ', '.', '-', ' - ', '/', '_'),
      words: fc.boolean(),
      // How the digits are typed: plain, full-width (a phone keyboard's ０８２), O for zero.
      glyphs: fc.constantFrom('plain', 'full-width', 'letter-o'),
    })
    .map(({ prefix, grouping, separator, words, glyphs }) => {
      const national = prefix === '0' ? `0${nine}` : nine;
      const lead = prefix === '0' ? '' : prefix;
      const chars = [...national];
      let body: string;
      if (grouping === 'each') {
        body = chars.map((c) => (words ? (WORDS[Number(c)] ?? c) : c)).join(' ');
      } else if (grouping === 'none') {
        body = national;
      } else {
        const sizes = prefix === '0' ? (grouping === '2-3-4' ? [3, 3, 4] : [3, 3, 4]) : [2, 3, 4];
        const parts: string[] = [];
        let at = 0;
        for (const size of sizes) {
          parts.push(national.slice(at, at + size));
          at += size;
        }
        body = parts.join(separator);
      }
      const text = grouping === 'each' && lead ? `${lead.trim()} ${body}` : `${lead}${body}`;
      return { text: typeGlyphs(text, glyphs), nine };
    }),
);

const filler = fc.constantFrom(
  'Hi, please',
  'call me on',
  'my number is',
  'WhatsApp me at',
  'or',
  'thanks!',
  'The geyser is leaking.',
  '',
);

describe('hideContactDetails', () => {
  it('leaves no phone number in any South African form', () => {
    fc.assert(
      fc.property(filler, written, filler, (before, phone, after) => {
        const result = hideContactDetails(`${before} ${phone.text} ${after}`);
        expect(result).toContain(CONTACT_HIDDEN);
        expect(digitsOf(result.normalize('NFKC').replace(/O/g, '0'))).not.toContain(
          phone.nine.slice(0, 7),
        );
        expect(result.toLowerCase()).not.toMatch(
          /(zero|one|two|three|four|five|six|seven|eight|nine)( \w+){6}/,
        );
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no email address, link or handle', () => {
    const name = fc.stringMatching(/^[a-z][a-z0-9._]{1,12}[a-z0-9]$/);
    // 'qz' first, so the domain is never part of the test's own words ('ple' is in 'please').
    const host = fc.stringMatching(/^[a-z0-9-]{1,10}[a-z0-9]$/).map((rest) => `qz${rest}`);
    const ending = fc.constantFrom('com', 'co.za', 'org.za', 'net', 'africa');
    fc.assert(
      fc.property(filler, name, host, ending, fc.nat(5), (before, user, domain, tld, form) => {
        const address = [
          `${user}@${domain}.${tld}`,
          `${user} @ ${domain} . ${tld}`,
          `${user} (at) ${domain} (dot) ${tld.replace('.', ' (dot) ')}`,
          `${user} at ${domain} dot ${tld.replace('.', ' dot ')}`,
          `https://${domain}.${tld}/contact`,
          `www.${domain}.${tld}`,
        ][form] as string;
        const result = hideContactDetails(`${before} ${address} please`);
        expect(result).toContain(CONTACT_HIDDEN);
        expect(result).not.toContain(`${domain}`);
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['Instagram: plumb_pro_sa', 'plumb_pro'],
    ['find me @khaya.plumber', 'khaya.plumber'],
    ['wa.me/27821234567', '821234567'],
    ['my whatsapp is thabo_fixit', 'thabo_fixit'],
    ['call +44 20 7946 0958 from abroad', '7946'],
    ['zero eight two, one two three, four five six seven', 'four five'],
    ['０８２ １１１ ０００２', '１１１'],
    ['082_111_0002', '111'],
    ['O82 111 OOO2', '111'],
    // Found by the property test (seed 1956179868): O for zero between underscores.
    ['Hi, please O3O_OOO_1123 Hi, please', '1123'],
    // Found by the property test (seed 1343273741): a name part that reads as a number.
    ['Hi, please o10000000.0 @ qza0 . com please', 'qza0'],
    ['Hi, please a60000o00_0 at qz-0 dot com please', 'qz-0'],
    ['gmail: mallory.plumb', 'mallory'],
    ['my email is mallory_plumb', 'mallory'],
  ])('hides %s', (text, secret) => {
    expect(hideContactDetails(text)).not.toContain(secret);
  });

  it.each([
    'The quote is R1 250, call-out R350 included.',
    'R12 500.00 for the whole house, 3 bedrooms and 2 bathrooms.',
    'I can come on 2026-11-23 at 14:30, or 23/11/2026 08:00.',
    'Ordinary words: at the house, dot the i, the app is fine. WhatsApp me when ready.',
    'Between 10 and 12 on the 5th, about 45 minutes, 2 hours max.',
    'The geyser is 150 l, 2 kW; unit 4, 12 Main Road.',
    'Room 2 of 3, the 2nd floor; ½ day; ﬁne.',
    'I will email you the photos. Good morning, 10 o clock is OK.',
  ])('keeps %s', (text) => {
    expect(hideContactDetails(text)).toBe(text);
  });
});
