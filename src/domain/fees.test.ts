import { describe, expect, it } from 'vitest';
import { FEE_RULE, hireFeeRand, vatInsideCents } from './fees';

describe('the fee per hire', () => {
  it.each([
    // accepted, earlier hires, fee
    [1850, 3, 93], // 92.5 rounds up
    [1000, 3, 50],
    [500, 5, 25], // 5 % is R25 exactly
    [300, 3, 25], // the floor
    [20, 3, 20], // never more than the job
    [7000, 3, 350], // 5 % is R350 exactly
    [12000, 9, 350], // the cap
    [1850, 0, 0], // the first three hires are free
    [1850, 2, 0],
    [0, 5, 0],
    [-400, 5, 0],
    [Number.NaN, 5, 0],
    [1.5, 5, 0], // amounts are whole rand
  ])('R%s after %s hires: R%s', (accepted, earlier, fee) => {
    expect(hireFeeRand(accepted, earlier)).toBe(fee);
  });

  it('follows the rule it is given', () => {
    const rule = { ...FEE_RULE, percent: 10, minimumRand: 10, maximumRand: 100, freeHires: 0 };
    expect(hireFeeRand(250, 0, rule)).toBe(25);
    expect(hireFeeRand(5000, 0, rule)).toBe(100);
  });

  it.each([
    [93, 1213],
    [25, 326],
    [350, 4565],
    [0, 0],
  ])('a fee of R%s holds %s cents of VAT', (fee, cents) => {
    expect(vatInsideCents(fee)).toBe(cents);
  });
});
