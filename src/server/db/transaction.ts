import type { Db } from './client';
import { markTransaction, type Tx } from './executor';

/** What runs after a marked transaction commits on a database (the event dispatchers). */
const afterCommitListeners = new WeakMap<Db, Set<() => Promise<void>>>();
/** Transactions whose commit the listeners must hear of (one recorded domain events). */
const marked = new WeakSet<Tx>();

/**
 * Registers work to run after every transaction on `db` that asked for it ({@link wakeAfterCommit})
 * has committed, before `transaction()` returns. Returns how to take it back. `db/` knows nothing
 * of what listens: the events' dispatcher registers here (events/dispatcher.ts).
 */
export function afterCommit(db: Db, listener: () => Promise<void>): () => void {
  let listeners = afterCommitListeners.get(db);
  if (!listeners) afterCommitListeners.set(db, (listeners = new Set()));
  listeners.add(listener);
  return () => void afterCommitListeners.get(db)?.delete(listener);
}

/** Asks for the after-commit work once this transaction has committed (it recorded events). */
export function wakeAfterCommit(tx: Tx): void {
  marked.add(tx);
}

/** Runs the after-commit work of `db` now (a commit made outside `transaction()`, tests). */
export async function runAfterCommit(db: Db): Promise<void> {
  await Promise.all([...(afterCommitListeners.get(db) ?? [])].map((listener) => listener()));
}

/**
 * The one way to open a transaction: queries inside know they are in one ({@link isTransaction}),
 * and when it asked for it (it recorded events), the after-commit work runs once it has
 * committed, before the command returns, so the caller's answer already reflects its effects
 * (a cleared cache, say).
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  let wake = false;
  const result = await db.transaction(async (tx) => {
    markTransaction(tx);
    const value = await work(tx);
    wake = marked.has(tx);
    return value;
  });
  if (wake) await runAfterCommit(db);
  return result;
}
