import { describe, expect, it } from 'vitest';
import {
  canStandingChange,
  PROVIDER_STANDINGS,
  standingAfterEnding,
  STANDING_TRANSITIONS,
  standingText,
  type ProviderStanding,
} from './provider-standing';
import type { Standing } from './reliability';

describe('a provider’s standing', () => {
  it('moves by its figures only after its own cancellation or no-show, and recovers by itself only from a warning', () => {
    const table: [ProviderStanding, Standing, boolean, string | null][] = [
      ['good', 'warned', true, 'reliability_warned'],
      ['good', 'warned', false, null],
      ['good', 'paused', true, 'reliability_paused'],
      ['warned', 'paused', true, 'reliability_paused'],
      ['warned', 'warned', true, null],
      ['warned', 'good', false, 'reliability_recovered'],
      // Lifted by an admin, a completion does not pause it again; its next failure may.
      ['good', 'paused', false, null],
      ['paused', 'good', false, null],
      ['paused', 'paused', true, null],
      ['suspended', 'good', false, null],
      ['suspended', 'paused', true, null],
    ];
    for (const [current, figures, own, expected] of table) {
      expect([current, figures, own, standingAfterEnding(current, figures, own)]).toEqual([
        current,
        figures,
        own,
        expected,
      ]);
    }
  });

  it('is lifted and suspended only by an admin, from the standings that allow it', () => {
    expect(PROVIDER_STANDINGS.filter((from) => canStandingChange('admin_lifted', from))).toEqual([
      'paused',
      'suspended',
    ]);
    expect(PROVIDER_STANDINGS.filter((from) => canStandingChange('admin_suspended', from))).toEqual(
      ['good', 'warned', 'paused'],
    );
    expect(STANDING_TRANSITIONS.admin_suspended.by).toBe('admin');
  });

  it('tells the provider what its standing means, with the admin’s reason when suspended', () => {
    expect(standingText('good', 95, null)).toBeNull();
    expect(standingText('warned', 75, null)).toContain('(75 %)');
    expect(standingText('paused', 50, null)).toMatch(/^You get no new leads for now/);
    expect(standingText('suspended', null, 'Unsafe work')).toMatch(
      /^Your account is suspended: Unsafe work\./,
    );
  });
});
