/** Where background work says what happened: the server's logger (pino's methods). */
export interface Logger {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Work the server repeats on a timer (the hourly sweeps, the outbox's sweep, the delivery
 * worker's poll, the review publisher): `run` once now and then, never throwing (a failure is
 * logged as `<name> failed` and tried again next time), the count of what it did returned. The
 * timer never keeps the process alive.
 */
export class PeriodicTask {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<number | void>,
    private readonly log: Pick<Logger, 'error'>,
    private readonly everyMs = 3600_000,
  ) {}

  /** Starts the timer; `now` runs the work at once as well (resolving when that run is done). */
  start(options: { now?: boolean } = {}): Promise<number> {
    this.timer = setInterval(() => void this.run(), this.everyMs);
    this.timer.unref();
    return options.now ? this.run() : Promise.resolve(0);
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  async run(): Promise<number> {
    try {
      return (await this.work()) ?? 0;
    } catch (error) {
      this.log.error({ err: error }, `${this.name} failed`);
      return 0;
    }
  }
}
