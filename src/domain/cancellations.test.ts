import { describe, expect, it } from 'vitest';
import {
  CANCELLATION_REASONS,
  cancellationCharge,
  cancellationReasonLabel,
  noShowFeeRand,
  cancellationFeeCap,
  FEE_EXEMPT_REASONS,
  noShowReportable,
} from './cancellations';

const start = new Date('2026-12-05T08:00:00Z');
const before = (hours: number, minutes = 0) =>
  new Date(start.getTime() - hours * 3_600_000 - minutes * 60_000);
const charge = (now: Date, reason = 'not_needed', providerFeeRand = 250, calloutFeeRand = 0) =>
  cancellationCharge({
    by: 'customer',
    reason,
    bookedStart: start,
    now,
    providerFeeRand,
    calloutFeeRand,
  }).feeRand;

describe('what a customer’s cancellation costs', () => {
  it('is free with more than 24 hours’ notice, and the provider’s fee within them', () => {
    expect(charge(before(24, 1))).toBe(0);
    expect(charge(before(24))).toBe(250);
    expect(charge(before(23, 59))).toBe(250);
    expect(charge(before(0))).toBe(250);
    expect(charge(before(-2))).toBe(250);
  });

  it('is capped at the call-out fee, or R300 without one', () => {
    expect(charge(before(2), 'not_needed', 500, 0)).toBe(300);
    expect(charge(before(2), 'not_needed', 500, 350)).toBe(350);
    expect(charge(before(2), 'not_needed', 500, 150)).toBe(150);
    expect(cancellationFeeCap(0)).toBe(300);
    expect(charge(before(2), 'not_needed', 0, 150)).toBe(0);
  });

  it('is nothing for illness, a death or a hospital stay, however late', () => {
    for (const reason of ['illness', 'death', 'hospitalisation']) {
      expect(charge(before(1), reason)).toBe(0);
    }
    expect(FEE_EXEMPT_REASONS.every((r) => r in CANCELLATION_REASONS.customer)).toBe(true);
  });

  it('is nothing when the provider cancels', () => {
    const provider = cancellationCharge({
      by: 'provider',
      reason: 'unavailable',
      bookedStart: start,
      now: before(1),
      providerFeeRand: 250,
      calloutFeeRand: 350,
    });
    expect(provider).toEqual({ feeRand: 0, why: 'The provider cancelled: it costs you nothing.' });
  });
});

describe('a no-show', () => {
  it('can be reported from 30 minutes after the booked start', () => {
    expect(noShowReportable(start, new Date(start.getTime() + 29 * 60_000))).toBe(false);
    expect(noShowReportable(start, new Date(start.getTime() + 30 * 60_000))).toBe(true);
  });

  it('costs the customer nothing when the provider did not come, the call-out fee when it was not there', () => {
    expect(noShowFeeRand('provider', 350)).toBe(0);
    expect(noShowFeeRand('customer', 350)).toBe(350);
    expect(noShowFeeRand('customer', 0)).toBe(0);
  });

  it('is recorded as a cancellation read as "Did not come", on either side', () => {
    expect(cancellationReasonLabel('provider', 'no_show')).toBe('Did not come');
    expect(cancellationReasonLabel('customer', 'no_show')).toBe('Did not come');
    expect(cancellationReasonLabel('customer', 'illness')).toBe('Illness');
    expect(Object.keys(CANCELLATION_REASONS.customer)).not.toContain('no_show');
  });
});
