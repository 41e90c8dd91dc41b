import type { FastifyBaseLogger } from 'fastify';
import { DECIDED_FILE_DAYS } from '../../../domain/verification';
import type { Db } from '../../db/client';
import { PeriodicTask } from '../periodic';
import type { FileStore } from '../storage';
import { sweepDecidedFiles } from './desk';

/** Deletes decided documents' files once they are 30 days past the decision: checked hourly. */
export function decidedFileSweeper(
  db: Db,
  files: FileStore,
  log: FastifyBaseLogger,
  clock: () => Date,
): PeriodicTask {
  return new PeriodicTask(
    'document file sweep',
    () => sweepDecidedFiles(db, files, clock(), DECIDED_FILE_DAYS),
    log,
  );
}
