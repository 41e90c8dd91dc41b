import { describe, expect, it } from 'vitest';
import { balances, creditBalance, postingLines, POSTING_KINDS, type LedgerLine } from './ledger';

describe("Khaya credit's books", () => {
  it.each([
    ['top_up', 10_000, 10_000],
    ['fee', 9_300, -9_300],
    ['credit_back', 9_300, 9_300],
    ['adjustment', 5_000, 5_000],
    ['adjustment', -5_000, -5_000],
  ] as const)('a %s of %s cents moves the credit by %s, and balances', (kind, cents, moved) => {
    const lines = postingLines(kind, cents);
    expect(balances(lines)).toBe(true);
    expect(creditBalance(lines)).toBe(moved);
  });

  it.each([
    ['top_up', -100],
    ['fee', 0],
    ['fee', 12.5],
    ['credit_back', Number.NaN],
    ['adjustment', 0],
  ] as const)('refuses a %s of %s cents', (kind, cents) => {
    expect(() => postingLines(kind, cents)).toThrow(RangeError);
  });

  it('finds lines that do not balance', () => {
    expect(balances([{ account: 'fee_income', cents: 5 }])).toBe(false);
    expect(
      balances([
        { account: 'provider_credit', cents: 5 },
        { account: 'fee_income', cents: -4 },
      ]),
    ).toBe(false);
  });

  it('always balances, whatever the sequence, and the credit is the sum of what moved it', () => {
    // A seeded sequence of random postings (the same every run).
    let seed = 47;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const all: LedgerLine[] = [];
    let expected = 0;
    for (let n = 0; n < 2_000; n++) {
      const kind = POSTING_KINDS[next() % POSTING_KINDS.length] ?? 'fee';
      const cents = (1 + (next() % 500_000)) * (kind === 'adjustment' && next() % 2 ? -1 : 1);
      const lines = postingLines(kind, cents);
      expect(balances(lines)).toBe(true);
      all.push(...lines);
      // An agent fee comes from the escrow partner's payout, a Guarantee payout from Khaya's own
      // money: the provider's credit does not move.
      expected +=
        kind === 'fee' ? -cents : kind === 'agent_fee' || kind === 'guarantee_payout' ? 0 : cents;
    }
    expect(all.reduce((sum, line) => sum + line.cents, 0)).toBe(0);
    expect(creditBalance(all)).toBe(expected);
  });
});
