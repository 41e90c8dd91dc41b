import { describe, expect, it } from 'vitest';
import { formatRand } from '../../../domain/money';
import { feeNoticeWords, statementLineWords } from './credit-words';

describe('credit words', () => {
  it('say the fee before quoting', () => {
    expect(feeNoticeWords(1850, 3)).toBe(
      'If you are hired at R1 850 the fee is R93. Quoting is free.',
    );
    expect(feeNoticeWords(1850, 1)).toBe(
      'Your first 3 hires on Khaya are free: 2 left. Quoting is always free.',
    );
  });

  // The ledger's lines as the server writes them (services/credit, cancellations, instant-cleans, escrow).
  const lines = [
    [
      `Fee for a plumbing hire at ${formatRand(1850)}`,
      "Fooi vir 'n aanstelling (Plumbing) teen R1 850",
    ],
    [`Top-up of ${formatRand(200)} by card or EFT`, 'Aanvulling van R200 per kaart of EFT'],
    [
      'Visit cancelled by the provider: fee given back',
      'Besoek deur die verskaffer gekanselleer: fooi terugbetaal',
    ],
    [
      'Instant booking declined in time: fee given back',
      'Kitsbespreking betyds van die hand gewys: fooi terugbetaal',
    ],
    [
      'Fee from a payout through Khaya of R1 234.50',
      "Fooi van 'n uitbetaling deur Khaya van R1 234.50",
    ],
    [
      'Fee from a cancellation fee paid through Khaya of R150.00',
      "Fooi van 'n kansellasiefooi deur Khaya betaal van R150.00",
    ],
  ] as const;

  it.each(lines)('say the statement line %s in Afrikaans', (english, afrikaans) => {
    expect(statementLineWords(english, 'af')).toBe(afrikaans);
    expect(statementLineWords(english, 'en-ZA')).toBe(english);
  });

  it("keep an admin's own words as written", () => {
    expect(statementLineWords('Goodwill for the storm week', 'af')).toBe(
      'Goodwill for the storm week',
    );
  });
});
