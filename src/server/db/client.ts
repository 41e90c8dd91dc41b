import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as tables from './schema';
import { lockDataDir } from './lock';

const schema = { ...tables };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process runs work under the same lock (PostgreSQL's advisory
   * lock, held on a connection of its own); PGlite has one process, so it just runs it.
   */
  exclusively<T>(lock: number, work: () => Promise<T>): Promise<T>;
  /** The connection pool's use (PostgreSQL): connections open, idle, and requests waiting. */
  poolUse?(): { open: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export const PGLITE_EXTENSIONS = { pg_trgm, cube, btree_gist };

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
  lock?: boolean;
}): Promise<Database> {
  const release = options.dataDir && options.lock !== false ? lockDataDir(options.dataDir) : null;
  try {
    const client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: PGLITE_EXTENSIONS,
    });
    // Its named statements (db/pglite-statements.ts) keep one plan, as on PostgreSQL below.
    await client.exec('set plan_cache_mode = force_generic_plan');
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      ping: async () => {
        await client.query('select 1');
      },
      exclusively: (_lock, work) => work(),
      close: async () => {
        await client.close();
        release?.();
      },
    };
  } catch (error) {
    release?.();
    throw error;
  }
}

export function openPostgres(
  connectionString: string,
  options: { poolSize?: number; queryTimeoutMs?: number } = {},
): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // A query stuck on a dead server must not hang a request forever (0: no limit, for bulk jobs).
    ...(options.queryTimeoutMs === 0 ? {} : { query_timeout: options.queryTimeoutMs ?? 10_000 }),
    // Plan each prepared statement once per connection (docs/decisions/0004): left to choose,
    // PostgreSQL plans the provider view's page again on every call, which costs more than
    // running it. And no JIT: a generic plan's cost, estimated without the values, passes
    // jit_above_cost, and compiling took 1.2 s for a statement that runs in 9 ms (the provider's
    // counters on the bench's market). Set before the connection is first used; a server that
    // refuses a setting still serves, planning as it would have.
    // pg-pool awaits this hook before it hands the connection out; @types/pg declares it void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client: pg.ClientBase) => {
      try {
        await client.query('set plan_cache_mode = force_generic_plan; set jit = off');
      } catch (error) {
        console.error(`PostgreSQL: could not set plan_cache_mode: ${String(error)}`);
      }
    },
  });
  // An idle client losing its connection emits here; without a listener Node would crash.
  // Once the pool is closing, its connections are going away on purpose: pool.end() resolves
  // before they have all closed, so one cut off by the server meanwhile is no news.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL pool error: ${error.message}`);
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const max = options.poolSize ?? 10;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    exclusively: async (lock, work) => {
      // No query timeout while waiting: another instance may take a while to migrate.
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lock]);
        return await work();
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    close: async () => {
      closing = true;
      await pool.end();
    },
  };
}

export function pgliteDir(dataDir: string): string {
  return `${dataDir}/pglite`;
}

export async function openDatabase(env: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return env.databaseUrl
    ? openPostgres(env.databaseUrl)
    : openPglite({ dataDir: pgliteDir(env.dataDir) });
}
