import { eventsCommitted } from '../events/dispatcher';
import { recordedEvents } from '../events/record';
import type { Db } from './client';
import { markTransaction, type Tx } from './executor';

/**
 * The one way to open a transaction: queries inside know they are in one ({@link isTransaction}),
 * and the events it recorded go to their subscribers once it has committed (and before the
 * command returns, so the caller's answer already reflects them: a cleared cache, say).
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let committedWithEvents = false;
  const result = await db.transaction(async (tx) => {
    markTransaction(tx);
    const value = await work(tx);
    committedWithEvents = recordedEvents(tx);
    return value;
  });
  if (committedWithEvents) await eventsCommitted(db);
  return result;
}
