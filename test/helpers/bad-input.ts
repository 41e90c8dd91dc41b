import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';

/** What goes on the wire: raw bytes or text with a content type (or none). */
export interface RawRequest {
  payload: string | Buffer;
  contentType: string | undefined;
  kind: string;
}

const RAW = '__raw__';
const PROTO = '__PROTO_KEY__';
const raw = (text: string) => ({ [RAW]: text });

/** Values that break naive servers: huge, non-finite, negative, fractional, wrong type. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    raw('1e309'),
    raw('-1e309'),
    raw('-0'),
    raw('123456789012345678901234567890'),
    -1,
    0,
    0.5,
    -450.75,
    Number.MAX_SAFE_INTEGER,
    null,
    true,
    '',
    ' ',
    '0',
    'NaN',
    'Infinity',
    '-5',
    '1.5',
    '12abc',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '\u0000',
    '\ud800',
    '__proto__',
    { [PROTO]: { isVerified: 1 } },
    { constructor: { prototype: { polluted: 1 } } },
    [],
    {},
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 100, max: 80_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 10, max: 20_000 }).map((n) => Array.from({ length: n }, () => 'cleaning')),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const extraKey = fc.oneof(
  fc.constantFrom(PROTO, 'constructor', 'prototype', 'isVerified', 'status', 'id', ''),
  fc.string({ maxLength: 12 }),
);

type Body = Record<string, unknown>;

function paths(value: unknown, prefix: string[] = []): string[][] {
  if (!value || typeof value !== 'object') return [prefix];
  const entries = Object.entries(value as Body);
  return [prefix, ...entries.flatMap(([key, child]) => paths(child, [...prefix, key]))];
}

function setAt(target: Body, path: string[], value: unknown): Body {
  if (path.length === 0) return value as Body;
  const copy: Body = Array.isArray(target) ? ([...target] as unknown as Body) : { ...target };
  const [head, ...rest] = path as [string, ...string[]];
  copy[head] = rest.length === 0 ? value : setAt((copy[head] ?? {}) as Body, rest, value);
  return copy;
}

function deleteAt(target: Body, path: string[]): Body {
  if (path.length === 0) return target;
  const copy: Body = Array.isArray(target) ? ([...target] as unknown as Body) : { ...target };
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) delete copy[head];
  else copy[head] = deleteAt((copy[head] ?? {}) as Body, rest);
  return copy;
}

function encode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\{"__raw__":"([^"]*)"\}/g, '$1')
    .replaceAll(`"${PROTO}"`, '"__proto__"');
}

type Step = (body: Body) => Body;

const mutation = (valid: Body): fc.Arbitrary<Step> => {
  const addKey = fc
    .tuple(extraKey, nastyValue)
    .map(([key, value]): Step => (body) => ({ ...body, [key]: value }));
  const fields = paths(valid).filter((p) => p.length > 0);
  if (fields.length === 0) return addKey;
  return fc.oneof(
    fc.tuple(fc.constantFrom(...fields), nastyValue).map(
      ([path, value]): Step =>
        (body) =>
          setAt(body, path, value),
    ),
    fc.constantFrom(...fields).map(
      (path): Step =>
        (body) =>
          deleteAt(body, path),
    ),
    addKey,
  );
};

const JSON_TYPE = 'application/json';

/** Bodies for one write endpoint: mostly mutated valid ones, plus the malformed kinds. */
export function badRequests(valid: Body): fc.Arbitrary<RawRequest> {
  const text = encode(valid);
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.array(mutation(valid), { minLength: 1, maxLength: 3 }).map((steps) => ({
        payload: encode(steps.reduce((body, step) => step(body), valid)),
        contentType: JSON_TYPE,
        kind: 'mutated',
      })),
    },
    {
      weight: 1,
      arbitrary: nastyValue.map((value) => ({
        payload: encode(value),
        contentType: JSON_TYPE,
        kind: 'wrong type',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.nat(Math.max(text.length - 1, 0)).map((cut) => ({
        payload: text.slice(0, cut),
        contentType: JSON_TYPE,
        kind: 'truncated',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.nat(text.length),
          fc.constantFrom([0xff], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0x80]),
        )
        .map(([at, bytes]) => ({
          payload: Buffer.concat([
            Buffer.from(text.slice(0, at)),
            Buffer.from(bytes),
            Buffer.from(text.slice(at)),
          ]),
          contentType: JSON_TYPE,
          kind: 'invalid utf-8',
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=latin1',
          'application/jsonx',
          undefined,
        )
        .map((contentType) => ({ payload: text, contentType, kind: 'content type' })),
    },
  );
}

/** The status codes PRODUCT.md allows for an API answer. */
export const ALLOWED_STATUSES = new Set([200, 201, 204, 400, 401, 403, 404, 409, 413, 415, 429]);

export interface FuzzTally {
  sent: number;
  byStatus: Record<number, number>;
  unexpected: string[];
}

/** Sends every request (a few at a time), recording statuses and anything unexpected. */
export async function sendAll(
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  requests: RawRequest[],
  concurrency = 16,
): Promise<FuzzTally> {
  const tally: FuzzTally = { sent: 0, byStatus: {}, unexpected: [] };
  for (let start = 0; start < requests.length; start += concurrency) {
    await Promise.all(
      requests.slice(start, start + concurrency).map(async (request) => {
        const response = await app.inject({
          method,
          url,
          headers: {
            ...headers,
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
          },
          payload: request.payload,
        });
        tally.sent += 1;
        tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
        let body: { message?: unknown } | undefined;
        try {
          body = response.json();
        } catch {
          body = undefined;
        }
        const problem = !ALLOWED_STATUSES.has(response.statusCode)
          ? 'status'
          : response.statusCode >= 400 && typeof body?.message !== 'string'
            ? 'no message'
            : /node_modules|\n\s+at /.test(response.body)
              ? 'stack trace'
              : undefined;
        if (problem && tally.unexpected.length < 5) {
          const shown =
            typeof request.payload === 'string'
              ? request.payload.slice(0, 300)
              : request.payload.toString('base64').slice(0, 300);
          tally.unexpected.push(
            `${problem}: ${response.statusCode} ${response.body.slice(0, 200)} <- ${request.kind} ${request.contentType} ${shown}`,
          );
        }
      }),
    );
  }
  return tally;
}

/**
 * The marketplace's invariants, read straight from the database: every quote has its request
 * and provider, at most one accepted quote per request, and each request's status agrees with
 * its quotes. Returns the violations (empty when all hold).
 */
export async function invariantViolations(database: Database): Promise<string[]> {
  const rows = await database.db.execute<{ problem: string }>(sql`
    select 'quote without request or provider: ' || q.id as problem
      from quotes q
      left join quote_requests r on r.id = q.quote_request_id
      left join providers p on p.id = q.provider_id
     where r.id is null or p.id is null
    union all
    select 'dispute ' || state || ' disagrees with its end: ' || id
      from disputes
     where (state in ('negotiating', 'under_review')) <> (closed_at is null)
        or (state in ('settled', 'decided') and refund_cents is null)
        or (state = 'under_review' and review_from is null)
    union all
    select 'no-show answered without its time, or explained without words: ' || id
      from no_show_reports
     where (state = 'waiting') <> (answered_at is null and state <> 'lapsed')
        or (state = 'explained' and answer_note is null)
    union all
    select 'provider standing or reliability out of shape: ' || id
      from providers
     where (standing = 'suspended' and standing_reason is null)
        or (standing <> 'good' and standing_at is null)
        or completion_percent not between 0 and 100
        or on_time_percent not between 0 and 100
        or (completion_percent is null and on_time_percent is not null)
    union all
    select 'a dispute with more than one open offer: ' || dispute_id
      from dispute_offers where state = 'open' group by dispute_id having count(*) > 1
    union all
    select 'ledger posting does not balance: ' || posting_id
      from ledger_lines group by posting_id having sum(cents) <> 0
    union all
    select 'more than one fee for a hire: ' || quote_id
      from ledger_postings where kind = 'fee' group by quote_id having count(*) > 1
    union all
    select 'more than one accepted quote: ' || quote_request_id
      from quotes where status = 'accepted' group by quote_request_id having count(*) > 1
    union all
    select 'status ' || r.status || ' disagrees with quotes: ' || r.id
      from quote_requests r
      left join lateral (
        select count(*) filter (where status = 'open') as open,
               count(*) filter (where status = 'accepted') as accepted,
               count(*) filter (where status = 'declined') as declined,
               count(*) filter (where status <> 'withdrawn') as total
          from quotes where quote_request_id = r.id) c on true
     where not case r.status
       when 'pending' then c.total = 0
       when 'responded' then c.open > 0 and c.accepted = 0
       when 'accepted' then c.accepted = 1 and c.open = 0
       when 'completed' then c.accepted = 1 and c.open = 0
       when 'declined' then c.declined > 0 and c.open = 0 and c.accepted = 0
       when 'closed' then c.open = 0 and c.accepted = 0
       else false end
    union all
    select 'quote count ' || r.quote_count || ' is not its quotes: ' || r.id
      from quote_requests r
     where r.quote_count <> (select count(*) from quotes
                              where quote_request_id = r.id and status <> 'withdrawn')
    union all
    select 'quote with unknown status: ' || id from quotes
     where status not in ('open', 'accepted', 'declined', 'withdrawn')
    union all
    select 'review of a job not completed: ' || v.id
      from reviews v join quote_requests r on r.id = v.quote_request_id
     where r.status <> 'completed'
    union all
    select 'rating ' || p.rating || '/' || p.review_count || ' is not its published reviews: ' || p.id
      from providers p
      join lateral (
        select round(avg(rating) * 10)::int as rating, count(*)::int as n from reviews
         where provider_id = p.id and direction = 'of_provider' and published_at is not null) s on true
     where s.n > 0 and (p.rating, p.review_count) <> (s.rating, s.n)
  `);
  return (rows as { rows: { problem: string }[] }).rows.map((row) => row.problem);
}
