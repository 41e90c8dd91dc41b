/**
 * EXPLAIN ANALYZE of the providers listing on a large seeded market: prints each query's time
 * and whether it sorts every match (a Sort node over the filtered rows) or reads a top-N from
 * the ranking index.
 *   tsx bench/plans.ts            (PGlite in a temporary folder)
 *   DATABASE_URL=postgres://... tsx bench/plans.ts
 * PROVIDERS sets the market size (default 100000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { providerListQuerySchema } from '../src/domain/schemas/providers';
import { openPglite, openPostgres, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { providerListQuery } from '../src/server/services/providers';
import { seedLargeMarket } from './seed-large';

const PROVIDERS = Number(process.env.PROVIDERS ?? 100_000);

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function describe(node: PlanNode, depth = 0): string[] {
  const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const lines = [
    `${'  '.repeat(depth)}${node['Node Type']}${index} (rows ${node['Actual Rows'] ?? '?'})`,
  ];
  for (const child of node.Plans ?? []) lines.push(...describe(child, depth + 1));
  return lines;
}

function sortsEveryMatch(node: PlanNode): boolean {
  if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') return true;
  return (node.Plans ?? []).some(sortsEveryMatch);
}

async function openFresh(): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plans-'));
    const database = await openPglite({ dataDir: dir });
    return {
      database,
      cleanup: async () => {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  // A throwaway database next to the one given, so nothing real is touched.
  const name = `homeservices_plans_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  return {
    database,
    cleanup: async () => {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const { database, cleanup } = await openFresh();
try {
  await migrate(database);
  const { seconds } = await seedLargeMarket(database.db, PROVIDERS, 0);
  console.log(`${database.kind}: seeded ${PROVIDERS} providers in ${seconds.toFixed(1)} s\n`);
  const cases: Record<string, Record<string, string>> = {
    'all, first page': {},
    'service=plumbing': { service: 'plumbing' },
    'service=electrical (rare)': { service: 'electrical' },
    'q=cape town': { q: 'cape town' },
    'q=durban, service=cleaning': { q: 'durban', service: 'cleaning' },
    'verified=1, minRating=4.5': { verified: '1', minRating: '4.5' },
    'maxRate=200': { maxRate: '200' },
  };
  for (const [label, params] of Object.entries(cases)) {
    const query = providerListQuerySchema.parse(params);
    const { sql: text, params: values } = providerListQuery(database.db, query).toSQL();
    const explain = await database.db.execute(
      sql.raw(
        `explain (analyze, format json) ${text.replace(/\$(\d+)/g, (_m, n: string) => pgLiteral(values[Number(n) - 1]))}`,
      ),
    );
    const rows = (explain as { rows: Record<string, unknown>[] }).rows;
    const first = rows[0] ?? {};
    const planJson = (first['QUERY PLAN'] ?? Object.values(first)[0]) as
      [{ Plan: PlanNode; 'Execution Time': number }] | string;
    const plan =
      typeof planJson === 'string'
        ? (JSON.parse(planJson) as [{ Plan: PlanNode; 'Execution Time': number }])
        : planJson;
    const root = plan[0];
    console.log(
      `${label}: ${root['Execution Time'].toFixed(2)} ms, sorts every match: ${sortsEveryMatch(root.Plan) ? 'YES' : 'no'}`,
    );
    console.log(
      describe(root.Plan)
        .map((l) => `    ${l}`)
        .join('\n'),
    );
  }
} finally {
  await cleanup();
}

function pgLiteral(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}
