import type { Tx } from '../db/executor';
import { domainEvents } from '../db/schema';
import { wakeAfterCommit } from '../db/transaction';
import { currentRequestId } from '../lib/request-context';
import type { NewDomainEvent } from './types';

/**
 * Records what happened, in the transaction that made it happen: the row commits with the change
 * or not at all, and is handed to the subscribers once the transaction has committed.
 */
export async function recordEvent(tx: Tx, ...events: NewDomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(domainEvents).values(
    events.map((event) => ({
      type: event.type,
      subjects: event.subjects,
      payload: 'payload' in event ? event.payload : {},
      requestId: currentRequestId(),
    })),
  );
  wakeAfterCommit(tx);
}
