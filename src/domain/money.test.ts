import { describe, expect, it } from 'vitest';
import { formatRand, formatRandOnOneLine } from './money';

describe('formatRand', () => {
  it.each([
    [0, 'R0'],
    [450, 'R450'],
    [1250, 'R1 250'],
    [1234567, 'R1 234 567'],
    [-300, '-R300'],
    [99.6, 'R100'],
    [999, 'R999'],
    [1000, 'R1 000'],
    [-1234.4, '-R1 234'],
    [1e21, 'R1 000 000 000 000 000 000 000'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatRand(amount)).toBe(expected);
  });

  it('never prints NaN or Infinity', () => {
    expect(formatRand(Number.NaN)).toBe('R0');
    expect(formatRand(Number.POSITIVE_INFINITY)).toBe('R0');
  });
});

describe('formatRandOnOneLine', () => {
  it('joins the groups with no-break spaces, and reads as formatRand otherwise', () => {
    expect(formatRandOnOneLine(1850)).toBe('R1\u00a0850');
    expect(formatRandOnOneLine(1234567)).toBe('R1\u00a0234\u00a0567');
    expect(formatRandOnOneLine(450)).toBe('R450');
    expect(formatRandOnOneLine(1850).replace(/\u00a0/g, ' ')).toBe(formatRand(1850));
  });
});
