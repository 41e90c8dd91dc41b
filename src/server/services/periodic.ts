import type { FastifyBaseLogger } from 'fastify';

/**
 * Work the server repeats on a timer (the hourly sweeps): `run` once now and then, never
 * throwing (a failure is logged and tried again next time), the count of what it did returned.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<number>,
    private readonly log: FastifyBaseLogger,
    private readonly everyMs = 3600_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async run(): Promise<number> {
    try {
      return await this.work();
    } catch (error) {
      this.log.error({ err: error }, `${this.name} failed`);
      return 0;
    }
  }
}
