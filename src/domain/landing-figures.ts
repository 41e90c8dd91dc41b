/**
 * The landing page's statistics strip, from the database (the spec's labels, real counts): each
 * figure shows only once it is worth showing, so a young marketplace does not boast of three jobs.
 * Kept here so a person can change a threshold in one place.
 */
export const FIGURE_MINIMUMS = {
  /** Jobs customers marked complete. */
  jobsCompleted: 25,
  /** Providers with an approved identity document. */
  verifiedProviders: 10,
  /** The average rating shows once this many published reviews stand behind it. */
  publishedReviews: 20,
  /** Towns (a metro counts once) where a provider is based. */
  townsCovered: 3,
} as const;

export interface DirectoryFacts {
  jobsCompleted: number;
  verifiedProviders: number;
  publishedReviews: number;
  /** Mean stars of the published reviews (null without any). */
  averageStars: number | null;
  townsCovered: number;
}

export interface LandingFigures {
  jobsCompleted: number | null;
  verifiedProviders: number | null;
  /** One decimal (4.6). */
  averageRating: number | null;
  townsCovered: number | null;
}

export function landingFigures(facts: DirectoryFacts): LandingFigures {
  const atLeast = (value: number, minimum: number) => (value >= minimum ? value : null);
  return {
    jobsCompleted: atLeast(facts.jobsCompleted, FIGURE_MINIMUMS.jobsCompleted),
    verifiedProviders: atLeast(facts.verifiedProviders, FIGURE_MINIMUMS.verifiedProviders),
    averageRating:
      facts.averageStars !== null && facts.publishedReviews >= FIGURE_MINIMUMS.publishedReviews
        ? Math.round(facts.averageStars * 10) / 10
        : null,
    townsCovered: atLeast(facts.townsCovered, FIGURE_MINIMUMS.townsCovered),
  };
}

/**
 * A count as the strip shows it: exact below 100, else rounded down to two significant digits
 * with a plus ('2,400+' for 2,468), so the figure is never more than the truth.
 */
export function figureText(value: number): string {
  // Commas, as the spec writes its figures ('50,000+'), whatever the browser's locale data.
  const format = (n: number) => n.toLocaleString('en-US');
  if (value < 100) return format(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  const floor = Math.floor(value / step) * step;
  return floor === value ? format(value) : `${format(floor)}+`;
}
