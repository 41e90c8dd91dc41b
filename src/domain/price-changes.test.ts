import { describe, expect, it } from 'vitest';
import {
  awaitsFunding,
  PRICE_CHANGE_STATES,
  PRICE_CHANGE_TRANSITIONS,
  priceChangeAfter,
  priceChangeCounts,
  type PriceChangeEvent,
} from './price-changes';
import { PROTECTED_PAYMENT_STATES } from './protected-payment-states';

describe('the price change machine', () => {
  it('allows exactly these transitions, and says who makes each', () => {
    const table = Object.fromEntries(
      (Object.keys(PRICE_CHANGE_TRANSITIONS) as PriceChangeEvent[]).map((event) => [
        event,
        Object.fromEntries(
          PRICE_CHANGE_STATES.map((from) => [from, priceChangeAfter(event, from)]),
        ),
      ]),
    );
    expect(table).toEqual({
      customer_agreed: {
        proposed: 'agreed',
        agreed: null,
        declined: null,
        withdrawn: null,
        lapsed: null,
      },
      customer_declined: {
        proposed: 'declined',
        agreed: null,
        declined: null,
        withdrawn: null,
        lapsed: null,
      },
      provider_withdrew: {
        proposed: 'withdrawn',
        agreed: 'withdrawn',
        declined: null,
        withdrawn: null,
        lapsed: null,
      },
      work_done_unpaid: {
        proposed: 'lapsed',
        agreed: 'lapsed',
        declined: null,
        withdrawn: null,
        lapsed: null,
      },
    });
    expect(
      Object.fromEntries(
        Object.entries(PRICE_CHANGE_TRANSITIONS).map(([event, { by }]) => [event, by]),
      ),
    ).toEqual({
      customer_agreed: 'customer',
      customer_declined: 'customer',
      provider_withdrew: 'provider',
      work_done_unpaid: 'provider',
    });
  });

  it('counts a change only when agreed and, through Khaya, held by the partner', () => {
    const counted = [null, ...PROTECTED_PAYMENT_STATES].map((paymentState) => [
      paymentState,
      priceChangeCounts({ state: 'agreed', paymentState }),
      awaitsFunding({ state: 'agreed', paymentState }),
    ]);
    expect(counted).toEqual([
      [null, true, false],
      ['awaiting_payment', false, true],
      ['funded', true, false],
      ['delivered', true, false],
      ['released', true, false],
      ['cancelled', false, false],
      ['refunded', false, false],
      ['cancelled_with_fee', false, false],
    ]);
    for (const state of PRICE_CHANGE_STATES.filter((s) => s !== 'agreed')) {
      expect(priceChangeCounts({ state, paymentState: null })).toBe(false);
      expect(priceChangeCounts({ state, paymentState: 'funded' })).toBe(false);
    }
  });
});
