/**
 * EXPLAIN ANALYZE of the providers listing on a seeded market: each query's time, whether it
 * sorts every match (a Sort node) or reads a top-N from the ranking index, and its speed against
 * the same filter in primary-key order (the budget: at least 0.75).
 */
import { sql } from 'drizzle-orm';
import { providerListQuerySchema } from '../src/domain/schemas/providers';
import type { Database } from '../src/server/db/client';
import { providerListQuery } from '../src/server/services/providers';

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
}

export const PLAN_CASES: Record<string, Record<string, string>> = {
  'all, first page': {},
  'service=plumbing': { service: 'plumbing' },
  'service=electrical (rare)': { service: 'electrical' },
  'q=cape town': { q: 'cape town' },
  'q=durban, service=cleaning': { q: 'durban', service: 'cleaning' },
  'verified=1, minRating=4.5': { verified: '1', minRating: '4.5' },
  'maxRate=200': { maxRate: '200' },
};

function sortsEveryMatch(node: PlanNode): boolean {
  if (node['Node Type'] === 'Sort' || node['Node Type'] === 'Incremental Sort') return true;
  return (node.Plans ?? []).some(sortsEveryMatch);
}

function indexesUsed(node: PlanNode): string[] {
  return [
    ...(node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap(indexesUsed),
  ];
}

function inline(text: string, values: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, n: string) => {
    const value = values[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}

async function explain(database: Database, query: string): Promise<Explained> {
  const result = await database.db.execute(sql.raw(`explain (analyze, format json) ${query}`));
  const first = (result as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const plan = first['QUERY PLAN'] ?? Object.values(first)[0];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Explained[];
  return parsed[0]!;
}

async function medianTime(database: Database, query: string, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await explain(database, query))['Execution Time']);
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

export async function queryPlanRows(database: Database) {
  const rows: Record<string, string | number>[] = [];
  for (const [label, params] of Object.entries(PLAN_CASES)) {
    const query = providerListQuerySchema.parse(params);
    const built = providerListQuery(database.db, query).toSQL();
    const ranked = inline(built.sql, built.params);
    const byPrimaryKey = ranked.replace(/ order by .* limit /, ' order by "providers"."id" limit ');
    const plan = await explain(database, ranked);
    const rankedMs = await medianTime(database, ranked);
    const pkMs = await medianTime(database, byPrimaryKey);
    rows.push({
      database: database.kind,
      query: label,
      ms: rankedMs,
      'sorts every match': sortsEveryMatch(plan.Plan) ? 'YES' : 'no',
      index: [...new Set(indexesUsed(plan.Plan))].join(' ') || '-',
      'pk-order ms': pkMs,
      'speed vs pk order': pkMs / rankedMs,
    });
  }
  return rows;
}
