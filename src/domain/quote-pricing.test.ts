import { describe, expect, it } from 'vitest';
import { guaranteeClaimBy, GUARANTEE_RULE } from './guarantee';
import { hourlyTotal, maxDeposit } from './quote-pricing';
import { quoteFormSchema } from './schemas/quotes';

describe('a deposit for materials', () => {
  it('is at most half the total the customer pays, price and call-out fee, in whole rand', () => {
    expect(maxDeposit(6000, 400)).toBe(3200);
    expect(maxDeposit(1850)).toBe(925);
    expect(maxDeposit(1)).toBe(0);
    expect(maxDeposit(hourlyTotal(400, 2.5))).toBe(500);
  });

  it('is checked by the form before anything is sent, with the most it may be', () => {
    const form = {
      priceType: 'hourly' as const,
      amount: '',
      hourlyRate: '400',
      estimatedHours: '2.5',
      calloutFee: '',
      includesMaterials: true,
      deposit: '600',
      earliestStart: '',
      visitDate: '',
      visitStart: '',
      visitHours: '2',
      validUntil: '2026-12-12',
      message: '',
    };
    const refused = quoteFormSchema.safeParse(form);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['deposit', 'A deposit can be at most half the total: R500 here'],
    ]);
    expect(quoteFormSchema.safeParse({ ...form, deposit: 'R500' }).success).toBe(true);
    expect(quoteFormSchema.safeParse({ ...form, deposit: '' }).success).toBe(true);
  });
});

describe('the Khaya Guarantee', () => {
  it('takes claims for 30 days after the work was accepted', () => {
    const accepted = new Date('2026-11-28T10:00:00Z');
    expect(guaranteeClaimBy(accepted).toISOString()).toBe('2026-12-28T10:00:00.000Z');
    expect(GUARANTEE_RULE).toEqual({ maxRand: 5000, claimDays: 30 });
  });
});
