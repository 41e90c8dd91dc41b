/**
 * Reviews: after a completed job each party reviews the other, hidden until both have (or the
 * window ends), and the provider's rating computed from the published ones. `queries` (the job's
 * parties, ratings from rows), `commands` (write, reply, report, publish), `reads` (a provider's
 * public reviews), `views` (rows to the API's shape). Other code uses only this file.
 */
export {
  getJobReviews,
  hideReview,
  publishDueReviews,
  replyToReview,
  reportReview,
  reviewHidden,
  submitReview,
} from './commands';
export {
  customerRatings,
  publishedReviewTotals,
  recomputeRatings,
  refreshRankScores,
} from './queries';
export {
  providerRatingBreakdown,
  providerReviews,
  reviewsOfJobsIn,
  type PlaceReview,
} from './reads';
export { shortName } from './views';

import type { Db } from '../../db/client';
import { PeriodicTask, type Logger } from '../../lib/periodic';
import { publishDueReviews } from './commands';
import { recomputeRatings as recompute, refreshRankScores } from './queries';

const DAY_MS = 86_400_000;

/**
 * Publishes reviews whose window ended, on start and every few minutes (not when someone looks),
 * and checks every provider's rating and count against its published reviews on start and daily:
 * a figure that drifted (set by hand, or by a bug) is recomputed and reported.
 */
export class ReviewPublisher {
  private readonly publishing: PeriodicTask;
  private readonly checking: PeriodicTask;
  private running: Promise<number> | null = null;
  private startup: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly clock: () => Date,
    everyMs = 5 * 60_000,
  ) {
    this.publishing = new PeriodicTask(
      'publishing due reviews',
      () => this.publishNow(),
      log,
      everyMs,
    );
    this.checking = new PeriodicTask(
      'checking ratings against reviews',
      async () => (await this.checkRatings()).length,
      log,
      DAY_MS,
    );
  }

  start(): void {
    this.startup = Promise.all([
      this.publishing.start({ now: true }),
      this.checking.start({ now: true }),
    ]).then(() => undefined);
  }

  /** Resolves once the start's publication and rating check are done (tests wait for it). */
  settled(): Promise<void> {
    return this.startup ?? Promise.resolve();
  }

  /** Recomputes every drifted rating from the rows; returns the providers it corrected. */
  async checkRatings(): Promise<string[]> {
    try {
      const drifted = await recompute(this.db);
      await refreshRankScores(this.db);
      if (drifted.length > 0) {
        this.log.warn(
          { providers: drifted.length, sample: drifted.slice(0, 5) },
          "providers' ratings differed from their published reviews and were recomputed",
        );
      }
      return drifted;
    } catch (error) {
      this.log.error({ err: error }, 'checking ratings against reviews failed');
      return [];
    }
  }

  async stop(): Promise<void> {
    this.publishing.stop();
    this.checking.stop();
    await this.running?.catch(() => undefined);
  }

  /** Publishes what is due now; resolves with how many jobs' reviews it published. */
  run(): Promise<number> {
    this.running ??= publishDueReviews(this.db, this.clock()).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async publishNow(): Promise<number> {
    const published = await this.run();
    if (published > 0) this.log.info({ published }, 'published reviews whose window ended');
    return published;
  }
}
