import { describe, expect, it } from 'vitest';
import { hourlyRateSchema } from './providers';
import { amountSchema } from './quotes';

describe('amounts typed the South African way', () => {
  it.each([
    ['1850', 1850],
    ['1 850', 1850],
    ['1\u00a0850', 1850],
    ['1,850', 1850],
    ['R1 850', 1850],
    ['R 1850', 1850],
    ['r1,850', 1850],
    ['12 500 000', undefined],
    ['1 234 567', 1234567],
    [' 450 ', 450],
    [450, 450],
  ])('%j reads as %j', (typed, amount) => {
    const parsed = amountSchema.safeParse(typed);
    if (amount === undefined) expect(parsed.success).toBe(false);
    else expect(parsed.data).toBe(amount);
  });

  it.each(['1850.50', '1850,50', 'R1850.5', '1 850.75'])(
    '%j is refused: whole rand only',
    (typed) => {
      const parsed = amountSchema.safeParse(typed);
      expect(parsed.error?.issues[0]?.message).toBe('Whole rand only');
    },
  );

  it.each(['1 85', '18 50', '1,85,0', 'R', '0x64', '1e3', 'abc', '1.850.000'])(
    '%j is not an amount',
    (typed) => {
      expect(amountSchema.safeParse(typed).error?.issues[0]?.message).toBe(
        'Amount must be a number',
      );
    },
  );

  it('reads an hourly rate the same way, empty meaning per job', () => {
    expect(hourlyRateSchema.parse('R350')).toBe(350);
    expect(hourlyRateSchema.parse('1 200')).toBe(1200);
    expect(hourlyRateSchema.parse('')).toBeNull();
    expect(hourlyRateSchema.safeParse('350.50').error?.issues[0]?.message).toBe('Whole rand only');
  });
});
