import pg from 'pg';
import { makeUser, REQUEST_BODY, sleep, startServer, ThrowawayCluster, type Row } from './lib';

/**
 * Item 9: PostgreSQL stops (`pg_ctl stop -m immediate`) under write load and comes back.
 * The API must answer 503 + Retry-After within 2 s while it is gone, never hang or crash,
 * serve again within 10 s of its return, and keep every write it answered 201.
 */
export async function lostDatabase(): Promise<Row[]> {
  const cluster = new ThrowawayCluster(55432);
  cluster.init();
  cluster.start();
  const server = await startServer({ DATABASE_URL: cluster.url, RATE_LIMIT_FACTOR: '0' }, 5291);
  try {
    const customer = await makeUser(server.url, 'Lost Database Customer');
    const accepted: string[] = [];
    const statuses: Record<string, number> = {};
    let hangs = 0;
    let slowDuringOutage = 0;
    let maxOutageAnswerMs = 0;
    let missingRetryAfter = 0;
    let tried = 0;
    let stopAt = Number.POSITIVE_INFINITY;
    let backAt = Number.POSITIVE_INFINITY;
    let first503AfterStopMs: number | undefined;
    let firstWriteAfterBackMs: number | undefined;
    let running = true;

    const worker = async (n: number) => {
      while (running) {
        const sent = performance.now();
        tried += 1;
        try {
          const response = await fetch(`${server.url}/api/quote-requests`, {
            method: 'POST',
            headers: customer.headers,
            body: JSON.stringify({ ...REQUEST_BODY, description: `Lost database ${n} ${tried}` }),
            signal: AbortSignal.timeout(10_000),
          });
          const took = performance.now() - sent;
          const key = String(response.status);
          statuses[key] = (statuses[key] ?? 0) + 1;
          if (response.status === 201) {
            accepted.push((await response.json()).id);
            if (sent > backAt && firstWriteAfterBackMs === undefined) {
              firstWriteAfterBackMs = performance.now() - backAt;
            }
          } else {
            await response.arrayBuffer();
          }
          if (response.status === 503) {
            if (!response.headers.get('retry-after')) missingRetryAfter += 1;
            if (sent >= stopAt && first503AfterStopMs === undefined) {
              first503AfterStopMs = performance.now() - stopAt;
            }
          }
          if (sent >= stopAt && sent < backAt) {
            maxOutageAnswerMs = Math.max(maxOutageAnswerMs, took);
            if (took > 2000) slowDuringOutage += 1;
            await sleep(100);
          }
        } catch {
          hangs += 1;
        }
      }
    };

    const workers = Array.from({ length: 12 }, (_, n) => worker(n));
    await sleep(4000);
    stopAt = performance.now();
    cluster.stopImmediate();
    await sleep(6000);
    cluster.start();
    backAt = performance.now();
    const deadline = Date.now() + 20_000;
    while (firstWriteAfterBackMs === undefined && Date.now() < deadline) await sleep(100);
    await sleep(2000);
    running = false;
    await Promise.all(workers);

    const alive = server.child.exitCode === null && server.child.signalCode === null;
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const found = await client.query<{ id: string }>(
      'select id from quote_requests where id = any($1::uuid[])',
      [accepted],
    );
    await client.end();
    const lost = accepted.length - found.rowCount!;
    const other5xx = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500 && status !== '503')
      .reduce((sum, [, count]) => sum + count, 0);

    return [
      {
        check: 'lost database: requests tried / answers',
        figures: `${tried} tried, ${JSON.stringify(statuses)}, ${hangs} hung (>10 s), server ${alive ? 'alive' : 'DEAD'}`,
        pass: hangs === 0 && alive && other5xx === 0,
      },
      {
        check: 'lost database: 503 + Retry-After within 2 s',
        figures: `first 503 ${first503AfterStopMs?.toFixed(0) ?? 'never'} ms after stop; slowest answer while down ${maxOutageAnswerMs.toFixed(0)} ms; ${slowDuringOutage} over 2 s; ${missingRetryAfter} without Retry-After`,
        pass:
          first503AfterStopMs !== undefined &&
          first503AfterStopMs <= 2000 &&
          slowDuringOutage === 0 &&
          missingRetryAfter === 0,
      },
      {
        check: 'lost database: serving again after it returns',
        figures: `first 201 ${firstWriteAfterBackMs?.toFixed(0) ?? 'never'} ms after PostgreSQL was back (budget 10000)`,
        pass: firstWriteAfterBackMs !== undefined && firstWriteAfterBackMs <= 10_000,
      },
      {
        check: 'lost database: writes answered 201 that are missing',
        figures: `${lost} of ${accepted.length}`,
        pass: lost === 0,
      },
    ];
  } finally {
    await server.stop();
    cluster.destroy();
  }
}
