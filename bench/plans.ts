/**
 * EXPLAIN ANALYZE of the providers listing on a seeded market: each query's time, whether it
 * sorts every match (a Sort node) or reads a top-N from the ranking index, and its speed against
 * the same filter in primary-key order (the budget: at least 0.75).
 */
import { eq, fillPlaceholders, sql } from 'drizzle-orm';
import { providerListQuerySchema } from '../src/domain/schemas/providers';
import { quoteRequestListQuerySchema } from '../src/domain/schemas/quote-requests';
import type { Database } from '../src/server/db/client';
import { providers } from '../src/server/db/schema';
import { instantCleanQuerySchema } from '../src/domain/schemas/instant-cleans';
import { addDays, southAfricanToday } from '../src/domain/when';
import { providersCovering } from '../src/server/services/matching';
import {
  instantCleanersParams,
  instantCleanersSelect,
} from '../src/server/services/instant-cleans';
import {
  providerListRequest,
  providerListSelect,
  type NearStrategy,
} from '../src/server/services/providers';
import {
  customerPage,
  customerPageValues,
  FIRST_PAGE_CURSOR,
  leadCounts,
  leadCountValues,
  leadsPage,
} from '../src/server/services/quote-requests';

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Execution Time': number;
}

/** The day the instant-clean search asks for: a week ahead. */
export const BENCH_CLEAN_DATE = () => addDays(southAfricanToday(), 7);

export const PLAN_CASES: Record<string, Record<string, string>> = {
  'all, first page': {},
  'service=plumbing': { service: 'plumbing' },
  'service=electrical (rare)': { service: 'electrical' },
  'q=cape town': { q: 'cape town' },
  'q=durban, service=cleaning': { q: 'durban', service: 'cleaning' },
  'verified=1, minRating=4.5': { verified: '1', minRating: '4.5' },
  'maxRate=200': { maxRate: '200' },
  'near Sea Point (dense metro)': { lat: '-33.9153', lng: '18.3925' },
  'near Sandton, service=plumbing': { lat: '-26.1076', lng: '28.0567', service: 'plumbing' },
  // Nobody's base is within 100 km of Upington: the walk falls short, the index answers.
  'near Upington (sparse)': { lat: '-28.4478', lng: '21.2561' },
};

/**
 * A Sort node that takes in more rows than a page holds (sorting the page itself is fine). An
 * Incremental Sort gets its rows already in order by the leading keys and only orders runs
 * that tie on them (a customer's page: its requests in index order, each request's quotes
 * after it), so it never sorts every match.
 */
function sortsEveryMatch(node: PlanNode, pageRows: number): boolean {
  if (node['Node Type'] === 'Sort') {
    // Its input is the outer child; a CTE or InitPlan hanging under it is not sorted.
    const input = (node.Plans ?? [])
      .filter((child) => child['Parent Relationship'] === 'Outer')
      .reduce(
        (rows, child) => rows + (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1),
        0,
      );
    if (input > pageRows) return true;
  }
  return (node.Plans ?? []).some((child) => sortsEveryMatch(child, pageRows));
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

async function medianTime(database: Database, query: string, runs = 9): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await explain(database, query))['Execution Time']);
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

export async function queryPlanRows(database: Database) {
  const rows: Record<string, string | number>[] = [];
  for (const [label, params] of Object.entries(PLAN_CASES)) {
    const query = providerListQuerySchema.parse(params);
    const { shape, values } = providerListRequest(query);
    // A near query runs the ranking walk, and the circles' index only when the walk falls
    // short: both plans are shown, and which one answered.
    const strategies: NearStrategy[] = shape.near ? ['walk', 'area'] : ['area'];
    for (const strategy of strategies) {
      const built = providerListSelect(database.db, shape, strategy).toSQL();
      const ranked = inline(built.sql, fillPlaceholders(built.params, values));
      const byPrimaryKey = ranked.replace(
        / order by .* limit /,
        ' order by "providers"."id" limit ',
      );
      const plan = await explain(database, ranked);
      const rankedMs = await medianTime(database, ranked);
      const pkMs = strategy === 'walk' ? rankedMs : await medianTime(database, byPrimaryKey);
      const found = (await database.db.execute(sql.raw(ranked))) as { rows: unknown[] };
      const answers = strategy === 'area' || found.rows.length > query.limit;
      rows.push({
        database: database.kind,
        query: shape.near ? `${label}: ${strategy}${answers ? ' (answers)' : ' (too few)'}` : label,
        ms: rankedMs,
        'sorts every match': sortsEveryMatch(plan.Plan, query.limit + 1) ? 'YES' : 'no',
        index: [...new Set(indexesUsed(plan.Plan))].join(' ') || '-',
        'pk-order ms': pkMs,
        'speed vs pk order': pkMs / rankedMs,
      });
      if (answers) break;
    }
  }
  return rows;
}

/**
 * The quote-request listings: a cleaner's view (open requests in its services and its own
 * quotes) and a customer's own requests, first page. Their order comes from an index too.
 */
export async function quoteRequestPlanRows(database: Database) {
  const pick = async <T>(query: string) =>
    ((await database.db.execute(sql.raw(query))) as { rows: T[] }).rows[0];
  // A cleaner in a dense metro (nearest Claremont), one in the Karoo (nearest Upington) and one
  // whose circle is full of other services' requests (nearest Gqeberha):
  // named, not the first by a random id, so the rows measure the same places every run.
  const cleanerNear = (latitude: number, longitude: number) =>
    pick<{ uid: string; services: string[] | string; radius: number }>(
      `select u.firebase_uid as uid, p.services, p.service_radius_km as radius
         from providers p join users u on u.id = p.user_id
        where 'cleaning' = any(p.services) and p.latitude is not null
        order by (p.latitude - (${latitude})) ^ 2 + (p.longitude - (${longitude})) ^ 2
        limit 1`,
    );
  const cleaners = [
    { place: 'Claremont', provider: await cleanerNear(-33.984, 18.465) },
    { place: 'Upington', provider: await cleanerNear(-28.4478, 21.2561) },
    // Where other trades crowd the circle and its own are few (the market's Gqeberha).
    { place: 'Gqeberha', provider: await cleanerNear(-33.96, 25.6) },
  ];
  const customer = await pick<{ uid: string }>(
    `select firebase_uid as uid from users
      where id = (select customer_id from quote_requests group by customer_id order by count(*) desc limit 1)`,
  );
  if (!customer) return [];
  const query = quoteRequestListQuerySchema.parse({});
  const cases: [string, string][] = cleaners.flatMap(({ place, provider }) =>
    provider
      ? [
          [
            `as=provider (cleaning, ${place}, ${provider.radius} km)`,
            inline(
              leadsPage.all.text,
              leadsPage.all.params({
                uid: provider.uid,
                today: southAfricanToday(),
                afterCreatedAt: FIRST_PAGE_CURSOR[0],
                afterId: FIRST_PAGE_CURSOR[1],
                limit: query.limit + 1,
              }),
            ),
          ] as [string, string],
        ]
      : [],
  );
  cases.push([
    'customer, own requests',
    inline(customerPage.all.text, customerPage.all.params(customerPageValues(customer.uid, query))),
  ]);
  // The dashboard's counters of the same cleaners, and the new-lead fan-out: who is told of a
  // new cleaning request in Claremont (the circles' index, then the exact distance).
  for (const { place, provider } of cleaners) {
    if (!provider) continue;
    const [row] = await database.db
      .select()
      .from(providers)
      .where(
        eq(providers.userId, sql`(select id from users where firebase_uid = ${provider.uid})`),
      );
    if (!row) continue;
    cases.push([
      `as=provider counters (cleaning, ${place})`,
      inline(leadCounts.text, leadCounts.params(leadCountValues(row, new Date()))),
    ]);
  }
  const covering = providersCovering({
    serviceType: 'cleaning',
    latitude: -33.984,
    longitude: 18.465,
  });
  const fanOut = database.db
    .select({ userId: providers.userId, km: covering.distanceKm })
    .from(providers)
    .where(covering.where)
    .toSQL();
  cases.push(['new-lead fan-out (cleaning, Claremont)', inline(fanOut.sql, fanOut.params)]);
  // Book a clean: the instant cleaners who cover a point and are not off that day, with their
  // visits that day (priced and ordered in the code, not in the plan).
  const instant = instantCleanersSelect(database.db).toSQL();
  const instantValues = instantCleanersParams(
    instantCleanQuerySchema.parse({
      latitude: '-33.984',
      longitude: '18.465',
      date: BENCH_CLEAN_DATE(),
      bedrooms: '3',
      bathrooms: '2',
    }),
  );
  cases.push([
    'instant-clean search (Claremont)',
    inline(instant.sql, fillPlaceholders(instant.params, instantValues)),
  ]);
  const rows: Record<string, string | number>[] = [];
  for (const [label, text] of cases) {
    const plan = await explain(database, text);
    rows.push({
      database: database.kind,
      query: label,
      ms: await medianTime(database, text),
      'sorts every match': sortsEveryMatch(plan.Plan, query.limit + 1) ? 'YES' : 'no',
      index: [...new Set(indexesUsed(plan.Plan))].join(' ') || '-',
      rows: plan.Plan['Actual Rows'] ?? 0,
    });
  }
  return rows;
}
