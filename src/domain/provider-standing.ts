import { RELIABILITY_RULE, reliabilityView, type Standing } from './reliability';

/**
 * A provider's standing with Khaya (issue 49) as data, like the quote status machine: what its
 * reliability figures and an admin can change, and what each standing lets it do.
 *
 *   good       it gets new leads and quotes.
 *   warned     its completion rate over its last 20 booked jobs fell below 80 %: it is told, and
 *              gets leads as before. Back to good by itself when the rate recovers.
 *   paused     the rate fell below 60 %: no new leads and no new quotes until an admin reviews
 *              it. Its booked jobs go on.
 *   suspended  an admin suspended it with a reason it reads (a dispute, a review): no new leads,
 *              no new quotes and out of Browse Providers, until an admin lifts it.
 */
export const PROVIDER_STANDINGS = ['good', 'warned', 'paused', 'suspended'] as const;
export type ProviderStanding = (typeof PROVIDER_STANDINGS)[number];

export type StandingEvent =
  | 'reliability_warned'
  | 'reliability_recovered'
  | 'reliability_paused'
  | 'admin_lifted'
  | 'admin_suspended';

interface StandingTransition {
  from: readonly ProviderStanding[];
  to: ProviderStanding;
  by: 'reliability' | 'admin';
  why: string;
}

export const STANDING_TRANSITIONS: Record<StandingEvent, StandingTransition> = {
  reliability_warned: {
    from: ['good'],
    to: 'warned',
    by: 'reliability',
    why: `Completion over the last ${RELIABILITY_RULE.window} booked jobs fell below ${RELIABILITY_RULE.warnBelow * 100} %: the provider is told.`,
  },
  reliability_recovered: {
    from: ['warned'],
    to: 'good',
    by: 'reliability',
    why: `Completion is back at ${RELIABILITY_RULE.warnBelow * 100} % or more.`,
  },
  reliability_paused: {
    from: ['good', 'warned'],
    to: 'paused',
    by: 'reliability',
    why: `Completion fell below ${RELIABILITY_RULE.pauseBelow * 100} %: no new leads until an admin reviews the provider.`,
  },
  admin_lifted: {
    from: ['paused', 'suspended'],
    to: 'good',
    by: 'admin',
    why: 'An admin reviewed the provider and lifted the pause or the suspension, with a reason.',
  },
  admin_suspended: {
    from: ['good', 'warned', 'paused'],
    to: 'suspended',
    by: 'admin',
    why: 'An admin suspended the provider with a reason it reads.',
  },
};

export function canStandingChange(event: StandingEvent, from: ProviderStanding): boolean {
  return STANDING_TRANSITIONS[event].from.includes(from);
}

/** Standings that get no new leads and may not send new quotes. */
export const NO_NEW_LEADS: readonly ProviderStanding[] = ['paused', 'suspended'];

/**
 * What the reliability figures move a provider's standing to after a booked job ended, or null
 * for no change. Only a provider's own cancellation or no-show can warn or pause it (a completed
 * job after an admin lifted a pause does not pause it again); a completion can lift a warning.
 */
export function standingAfterEnding(
  current: ProviderStanding,
  figures: Standing,
  endedOnProvider: boolean,
): StandingEvent | null {
  if (figures === 'good') {
    return canStandingChange('reliability_recovered', current) ? 'reliability_recovered' : null;
  }
  if (!endedOnProvider) return null;
  if (figures === 'paused' && canStandingChange('reliability_paused', current)) {
    return 'reliability_paused';
  }
  if (figures === 'warned' && canStandingChange('reliability_warned', current)) {
    return 'reliability_warned';
  }
  return null;
}

/** What the provider reads about its standing (its dashboard, the notification). */
export function standingText(
  standing: ProviderStanding,
  completionPercent: number | null,
  reason: string | null,
): string | null {
  const rate = completionPercent === null ? '' : ` (${completionPercent} %)`;
  switch (standing) {
    case 'good':
      return null;
    case 'warned':
      return `You completed fewer than ${RELIABILITY_RULE.warnBelow * 100} % of your last booked jobs${rate}. Below ${RELIABILITY_RULE.pauseBelow * 100} % you stop getting new leads until Khaya reviews your account.`;
    case 'paused':
      return `You get no new leads for now: you completed fewer than ${RELIABILITY_RULE.pauseBelow * 100} % of your last booked jobs${rate}. Khaya reviews your account within 2 working days; your booked jobs go on.`;
    case 'suspended':
      return `Your account is suspended: ${(reason ?? 'Khaya will contact you').replace(/[.!\s]+$/, '')}. You get no new leads and cannot send quotes. Reply to the email we sent to ask for a review.`;
  }
}

/** What the provider reads about its own standing (its profile, its dashboard). */
export function ownStandingOf(row: {
  standing: ProviderStanding;
  standingReason: string | null;
  standingAt: Date | null;
  completionPercent: number | null;
  onTimePercent: number | null;
}) {
  return {
    standing: row.standing,
    text: standingText(row.standing, row.completionPercent, row.standingReason),
    since: row.standingAt?.toISOString() ?? null,
    reliability: reliabilityView(row),
  };
}
