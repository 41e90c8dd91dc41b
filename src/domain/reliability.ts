/**
 * How reliable a provider is (issue 49), from how its booked jobs ended. Shown on cards, its
 * page and the comparison once it has enough booked jobs; below the thresholds the provider is
 * told, then paused from new leads until an admin reviews it.
 *
 *   completion rate  jobs completed of its booked jobs that ended on its side: a customer's
 *                    cancellation or no-show does not count against it; open ones not yet.
 *   on-time rate     visits it started on time, of those where it is known ('On my way' and
 *                    no-show reports).
 */

export const RELIABILITY_RULE = {
  /** Figures are shown once this many booked jobs have ended. */
  shownFrom: 5,
  /** The standing is read over the provider's last this many ended jobs. */
  window: 20,
  /** Below this completion rate the provider is told; below the next it is paused. */
  warnBelow: 0.8,
  pauseBelow: 0.6,
} as const;

export const JOB_ENDINGS = [
  'completed',
  'provider_cancelled',
  'provider_no_show',
  'customer_cancelled',
  'customer_no_show',
] as const;
export type JobEnding = (typeof JOB_ENDINGS)[number];

/** A booked job that ended: how, and whether the provider came on time (null: not known). */
export interface EndedJob {
  ending: JobEnding;
  onTime: boolean | null;
}

export type Standing = 'good' | 'warned' | 'paused';

export interface Reliability {
  /** Enough ended jobs to show the figures. */
  shown: boolean;
  /** Whole percentages, or null with nothing to count. */
  completionPercent: number | null;
  onTimePercent: number | null;
  standing: Standing;
}

const ON_PROVIDER: readonly JobEnding[] = ['completed', 'provider_cancelled', 'provider_no_show'];
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100);

/** The figures from a provider's ended jobs, newest first. */
export function reliabilityOf(jobs: readonly EndedJob[]): Reliability {
  const counted = jobs.filter((job) => ON_PROVIDER.includes(job.ending));
  const completed = counted.filter((job) => job.ending === 'completed').length;
  const timed = jobs.filter((job) => job.onTime !== null);
  const recent = counted.slice(0, RELIABILITY_RULE.window);
  const recentRate =
    recent.length === 0
      ? 1
      : recent.filter((job) => job.ending === 'completed').length / recent.length;
  const judged = recent.length >= RELIABILITY_RULE.shownFrom;
  return {
    shown: jobs.length >= RELIABILITY_RULE.shownFrom,
    completionPercent: percent(completed, counted.length),
    onTimePercent: percent(timed.filter((job) => job.onTime).length, timed.length),
    standing: !judged
      ? 'good'
      : recentRate < RELIABILITY_RULE.pauseBelow
        ? 'paused'
        : recentRate < RELIABILITY_RULE.warnBelow
          ? 'warned'
          : 'good',
  };
}

/**
 * The figures as customers see them, from a provider's kept columns: null until five booked
 * jobs ended (the completion column is null until then), on time null until known.
 */
export function reliabilityView(row: {
  completionPercent: number | null;
  onTimePercent: number | null;
}): { completionPercent: number; onTimePercent: number | null } | null {
  return row.completionPercent === null
    ? null
    : { completionPercent: row.completionPercent, onTimePercent: row.onTimePercent };
}

/** The figures in words for cards, the provider's page and the comparison (null: not yet). */
export function reliabilityWords(
  figures: { completionPercent: number; onTimePercent: number | null } | null,
): string | null {
  if (!figures) return null;
  const done = `${figures.completionPercent}% of booked jobs done`;
  return figures.onTimePercent === null ? done : `${done} · ${figures.onTimePercent}% on time`;
}
