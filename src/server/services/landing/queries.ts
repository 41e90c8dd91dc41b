import { landingFigures } from '../../../domain/landing-figures';
import type { ProviderSummary } from '../../../domain/schemas/providers';
import type { Db } from '../../db/client';
import { directoryFacts } from '../providers';
import { completedJobCount } from '../quote-requests';
import { publishedReviewTotals } from '../reviews';

/**
 * `GET /api/providers/summary`: the landing page's figures, from three features' doors: the
 * directory (providers per service, verified, towns), jobs completed, published reviews. Each
 * figure is hidden while too small to be worth showing (domain/landing-figures.ts).
 */
export async function landingSummary(db: Db): Promise<ProviderSummary> {
  const [directory, jobs, reviews] = await Promise.all([
    directoryFacts(db),
    completedJobCount(db),
    publishedReviewTotals(db),
  ]);
  return {
    counts: directory.counts,
    figures: landingFigures({
      jobsCompleted: jobs,
      verifiedProviders: directory.verifiedProviders,
      publishedReviews: reviews.count,
      averageStars: reviews.meanStars,
      townsCovered: directory.townsCovered,
    }),
  };
}
