import type { FastifyBaseLogger } from 'fastify';
import { DECIDED_FILE_DAYS } from '../../../domain/verification';
import type { Db } from '../../db/client';
import type { FileStore } from '../storage';
import { sweepDecidedFiles } from './desk';

/** Deletes decided documents' files once they are 30 days past the decision: checked hourly. */
export class DecidedFileSweeper {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
    private readonly everyMs = 3600_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.sweep(), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    try {
      return await sweepDecidedFiles(this.db, this.files, this.clock(), DECIDED_FILE_DAYS);
    } catch (error) {
      this.log.error({ err: error }, 'document file sweep failed');
      return 0;
    }
  }
}
