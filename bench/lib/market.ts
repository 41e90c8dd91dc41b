/**
 * Seeds a large market for benchmarks and query plans: N providers (default 100,000) and M quote
 * requests (default 0) with their quotes, generated inside the database with generate_series, in minutes at most.
 *   DATABASE_URL=postgres://... tsx bench/run.ts (via bench/lib/market.ts) 100000 1000000
 * Without DATABASE_URL it seeds the PGlite data dir of DATA_DIR (which must not be in use).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/** [address, latitude, longitude]: everyone is placed within about 13 km of one of these. */
const PLACES: [string, number, number][] = [
  ['Sea Point, Cape Town, Western Cape', -33.9153, 18.3925],
  ['Claremont, Cape Town, Western Cape', -33.9806, 18.4653],
  ['Bellville, Cape Town, Western Cape', -33.9, 18.6333],
  ['Sandton, Johannesburg, Gauteng', -26.1076, 28.0567],
  ['Rosebank, Johannesburg, Gauteng', -26.1456, 28.0437],
  ['Soweto, Johannesburg, Gauteng', -26.2678, 27.8585],
  ['Hatfield, Pretoria, Gauteng', -25.7487, 28.238],
  ['Centurion, Pretoria, Gauteng', -25.8603, 28.1894],
  ['Umhlanga, Durban, KwaZulu-Natal', -29.7262, 31.0818],
  ['Berea, Durban, KwaZulu-Natal', -29.85, 31.0],
  ['Summerstrand, Gqeberha, Eastern Cape', -34.0, 25.67],
  ['Walmer, Gqeberha, Eastern Cape', -33.98, 25.59],
];
const SUBURBS = PLACES.map(([address]) => address);
const LATITUDES = sql.raw(`array[${PLACES.map(([, lat]) => lat).join(', ')}]::float8[]`);
const LONGITUDES = sql.raw(`array[${PLACES.map(([, , lng]) => lng).join(', ')}]::float8[]`);
/** A deterministic offset of up to about 0.12 degrees (13 km) from row number `g`. */
const JITTER = (g: string, factor: number) =>
  sql.raw(`((((${g})::bigint * ${factor}) % 2001) - 1000) / 1000.0 * 0.12`);

const literal = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`);

/**
 * Providers get one to four services with `electrical` deliberately rare (about 2%), so the
 * benchmark can measure a rare filter; ratings, reviews and verification spread realistically.
 */
export async function seedLargeMarket(db: Db, providerCount: number, requestCount: number) {
  const started = Date.now();
  await db.execute(sql`
    insert into users (firebase_uid, name, email, is_provider)
    select 'bulk-' || g, 'Bulk Provider ' || g, 'bulk-' || g || '@bulk.example', 1
      from generate_series(1, ${providerCount}) g`);
  await db.execute(sql`
    insert into providers (user_id, name, services, hourly_rate, response_time, location,
                           latitude, longitude, service_radius_km,
                           is_verified, rating, review_count, rank_score, verification_status)
    select u.id,
           (array['Sparkle','FlowRight','Green Thumb','BrightSpark','Shine','PipeWorks','Lawn Pride','Volt'])[1 + g % 8]
             || ' ' || (array['Services','Co.','Team','Pros','Experts'])[1 + (g / 8) % 5] || ' ' || g,
           case when g % 50 = 0 then array['electrical']
                when g % 3 = 0 then array['cleaning', 'gardening']
                when g % 3 = 1 then array['plumbing']
                else array['cleaning'] end,
           case when g % 9 = 4 then null else 150 + (g * 37) % 450 end,
           (array['Within 1 hour','Within 2 hours','Within 24 hours','Same day'])[1 + g % 4],
           (${literal(SUBURBS)})[1 + (g * 7) % ${SUBURBS.length}],
           (${LATITUDES})[1 + (g * 7) % ${SUBURBS.length}] + ${JITTER('g', 7919)},
           (${LONGITUDES})[1 + (g * 7) % ${SUBURBS.length}] + ${JITTER('g', 104729)},
           (array[5, 10, 15, 20, 25, 25, 30, 40, 50])[1 + g % 9],
           case when g % 5 < 2 then 1 else 0 end,
           (g * 13) % 51,
           (g * 29) % 400,
           -- The Bayesian average with a prior of 4 stars: (5 * 4 + mean * count) / (5 + count).
           round(1000 * (20 + (((g * 13) % 51) / 10.0) * ((g * 29) % 400)) / (5 + (g * 29) % 400)),
           case when g % 5 < 2 then 'verified' else 'pending' end
      from users u
      join lateral (select substr(u.firebase_uid, 6)::int as g) n on true
     where u.firebase_uid like 'bulk-%'
       and not exists (select 1 from providers p where p.user_id = u.id)`);
  // One cleaner in four lists its prices; half of those take instant bookings.
  await db.execute(sql`
    insert into price_lists (provider_id, bedrooms, extra_bathroom, extras, instant)
    select p.id, array[300, 400, 500, 600, 700, 800], 80, '{"oven": 100, "fridge": 60}'::jsonb,
           (row_number() over (order by p.id)) % 2 = 0
      from providers p
     where 'cleaning' = any(p.services) and p.user_id in (
           select id from users where firebase_uid like 'bulk-%' and substr(firebase_uid, 6) ~ '^[0-9]+$'
              and substr(firebase_uid, 6)::int % 4 = 0)
    on conflict do nothing`);
  await db.execute(sql`
    update providers set instant_cleans = true
     where id in (select provider_id from price_lists where instant)`);
  if (requestCount > 0) {
    await db.execute(sql`
      insert into users (firebase_uid, name, email)
      select 'bulk-customer-' || g, 'Bulk Customer ' || g, 'bulk-customer-' || g || '@bulk.example'
        from generate_series(1, greatest(1, ${requestCount} / 200)) g`);
    await db.execute(sql`
      insert into quote_requests (customer_id, service_type, description, location, latitude,
                                  longitude, area, preferred_date, status, quote_count, created_at)
      select c.id,
             (array['cleaning','plumbing','electrical','gardening'])[1 + g % 4],
             'Bulk request ' || g,
             (${literal(SUBURBS)})[1 + g % ${SUBURBS.length}],
             (${LATITUDES})[1 + g % ${SUBURBS.length}] + ${JITTER('g', 7919)},
             (${LONGITUDES})[1 + g % ${SUBURBS.length}] + ${JITTER('g', 104729)},
             -- The area as requests keep it ('Sea Point, Cape Town'): the suburb and its city.
             array_to_string((string_to_array((${literal(SUBURBS)})[1 + g % ${SUBURBS.length}], ', '))[1:2], ', '),
             'Next week',
             (array['pending','pending','responded','accepted','completed','declined'])[1 + (g / 4) % 6],
             -- the two quotes below, on every request past pending
             case when (g / 4) % 6 < 2 then 0 else 2 end,
             now() - (g || ' seconds')::interval
        from generate_series(1, ${requestCount}) g
        join users c on c.firebase_uid = 'bulk-customer-' || (1 + (g - 1) / 200)`);
    // Two quotes on every request past pending, from providers of its service, as the lifecycle
    // leaves them: open on a responded request, one accepted and one declined on an accepted or
    // completed one, both declined on a declined one.
    await db.execute(sql`
      insert into quotes (quote_request_id, request_created_at, provider_id, amount, message,
                          status, created_at)
      select r.id,
             r.created_at,
             s.ids[1 + (r.n * 7 + k * 13) % s.count],
             200 + (r.n * 31 + k * 17) % 1800,
             case when k = 0 then 'Can come this week, materials included' end,
             case when r.status = 'responded' then 'open'
                  when r.status in ('accepted', 'completed') and k = 0 then 'accepted'
                  else 'declined' end,
             least(now(), r.created_at + ((k + 1) * 10 || ' minutes')::interval)
        from (select id, service_type, status, created_at, row_number() over (order by id) as n
                from quote_requests where status <> 'pending') r
        join (select service, array_agg(id order by id) as ids, count(*)::int as count
                from (select id, unnest(services) as service from providers) p
               group by service) s on s.service = r.service_type
       cross join generate_series(0, 1) k`);
  }
  // Settled before anything is measured: statistics, and the vacuum autovacuum would otherwise
  // start on the fresh rows in the middle of the query plans (which then measured its noise).
  await db.execute(sql`vacuum analyze`);
  // And written out, so no checkpoint of the seed's writes runs during the measurements (it
  // needs a superuser or pg_checkpoint on PostgreSQL; without one, measured as it comes).
  await db.execute(sql`checkpoint`).catch(() => undefined);
  return { seconds: (Date.now() - started) / 1000 };
}
