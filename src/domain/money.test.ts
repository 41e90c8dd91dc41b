import { describe, expect, it } from 'vitest';
import { formatRand } from './money';

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
