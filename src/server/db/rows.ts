import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isTransaction, type Executor } from './executor';
import { queryNamed } from './pglite-statements';

const dialect = new PgDialect();

/**
 * A statement of a hot read path run on the driver itself (docs/decisions/0007): on PostgreSQL a
 * named statement, parsed and planned once per connection; its rows come back as plain objects
 * keyed by the statement's column aliases, with the driver's types (timestamptz as Date, jsonb
 * parsed, arrays as arrays). Drizzle builds its text; its row mapping, generic over every
 * select, was the largest part of a list page's CPU after the network.
 */
export interface RowStatement<Row> {
  readonly name: string;
  readonly text: string;
  /** The parameters in order, placeholders filled from `values`. */
  params(values: Record<string, unknown>): unknown[];
  /** Runs on the database's driver: its pool, or the connection of the transaction it is in. */
  execute(db: Executor, values: Record<string, unknown>): Promise<Row[]>;
}

export function rowStatement<Row>(name: string, query: SQL): RowStatement<Row> {
  const { sql: text, params: template } = dialect.sqlToQuery(query);
  const params = (values: Record<string, unknown>) => fillPlaceholders(template, values);
  return {
    name,
    text,
    params,
    async execute(db, values) {
      // Inside a transaction, its own connection (drizzle's session holds it): the driver's rows
      // have the driver's types, where drizzle's `execute` would give timestamps as text.
      const client = isTransaction(db)
        ? (db as unknown as { session: { client: unknown } }).session.client
        : (db as { $client?: unknown }).$client;
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        return (await client.query<Row & pg.QueryResultRow>({ name, text, values: params(values) }))
          .rows;
      }
      if (client instanceof PGlite) return queryNamed<Row>(client, name, text, params(values));
      // A transaction of PGlite's: unnamed, on its own connection.
      if (client && typeof (client as PGlite).query === 'function') {
        return (await (client as PGlite).query<Row>(text, params(values))).rows;
      }
      throw new Error(`${name}: no driver to run on`);
    },
  };
}

/**
 * A table's columns for a select list: `alias."column_name" as "propertyName"`, so a row reads
 * like drizzle's `$inferSelect` of that table.
 */
export function columnsOf(table: PgTable, alias: string): SQL {
  return sql.raw(
    Object.entries(getTableColumns(table))
      .map(([key, column]) => `${alias}."${column.name}" as "${key}"`)
      .join(', '),
  );
}

/**
 * A table's columns by their own names (`alias."column_name"`), for a subquery or a union whose
 * rows are that table's; `from` takes a column from another expression (`{ id: 'q.request_id' }`).
 */
export function columnNames(table: PgTable, alias: string, from: Record<string, string> = {}): SQL {
  return sql.raw(
    Object.values(getTableColumns(table))
      .map((column) =>
        from[column.name]
          ? `${from[column.name]} as "${column.name}"`
          : `${alias}."${column.name}"`,
      )
      .join(', '),
  );
}

/** The rows of a hand-written statement (`db.execute`), typed by the caller. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
