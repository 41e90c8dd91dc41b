import { DECIDED_FILE_DAYS } from '../../../domain/verification';
import type { Db } from '../../db/client';
import { PeriodicTask, type Logger } from '../../lib/periodic';
import type { FileStore } from '../../lib/storage';
import { sweepDecidedFiles } from './desk';

/** Deletes decided documents' files once they are 30 days past the decision: checked hourly. */
export function decidedFileSweeper(
  db: Db,
  files: FileStore,
  log: Logger,
  clock: () => Date,
): PeriodicTask {
  return new PeriodicTask(
    'document file sweep',
    () => sweepDecidedFiles(db, files, clock(), DECIDED_FILE_DAYS),
    log,
  );
}
