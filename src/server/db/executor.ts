import type { Db } from './client';

/** A transaction of the database (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What every query runs on: the database itself, or a transaction of it. A query that reads
 * differently inside a transaction (a prepared statement belongs to the database's pool) asks
 * {@link isTransaction}, which knows the transactions {@link markTransaction} was told of.
 */
export type Executor = Db | Tx;

const transactions = new WeakSet<Tx>();

/** Called by `transaction()` (db/transaction.ts) on every transaction it opens. */
export function markTransaction(tx: Tx): void {
  transactions.add(tx);
}

export function isTransaction(executor: Executor): executor is Tx {
  return transactions.has(executor as Tx);
}
