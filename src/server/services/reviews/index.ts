/**
 * Reviews: after a completed job each party reviews the other, hidden until both have (or the
 * window ends), and the provider's rating computed from the published ones. `queries` (the job's
 * parties, ratings from rows), `commands` (write, reply, report, publish), `reads` (a provider's
 * public reviews), `views` (rows to the API's shape). Other code uses only this file.
 */
export {
  getJobReviews,
  publishDueReviews,
  replyToReview,
  reportReview,
  submitReview,
} from './commands';
export { recomputeRatings } from './queries';
export { providerReviews } from './reads';
export { shortName } from './views';

import type { Db } from '../../db/client';
import { publishDueReviews } from './commands';

interface Log {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

/** Publishes reviews whose window ended, on start and every few minutes (not when someone looks). */
export class ReviewPublisher {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly clock: () => Date,
    private readonly everyMs = 5 * 60_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.runSafely(), this.everyMs);
    this.timer.unref();
    void this.runSafely();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Publishes what is due now; resolves with how many jobs' reviews it published. */
  run(): Promise<number> {
    this.running ??= publishDueReviews(this.db, this.clock()).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runSafely() {
    try {
      const published = await this.run();
      if (published > 0) this.log.info({ published }, 'published reviews whose window ended');
    } catch (error) {
      this.log.error({ err: error }, 'publishing due reviews failed; tried again later');
    }
  }
}
