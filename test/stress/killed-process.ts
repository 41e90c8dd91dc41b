import fs from 'node:fs';
import { makeUser, REQUEST_BODY, sleep, startServer, tempDir, type Row } from './lib';

/**
 * Item 10: with PGlite, `kill -9` the server while it takes writes, 10 times. After each restart
 * every write answered 201 must exist, and the restart (spawn to healthy) must take under 5 s.
 */
export async function killedProcess(rounds = 10): Promise<Row[]> {
  const dataDir = tempDir('stress-pglite-');
  const env = { DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '0' };
  const port = 5292;
  let server = await startServer(env, port);
  const customer = await makeUser(server.url, 'Killed Process Customer');
  const accepted: string[] = [];
  const restarts: number[] = [];
  let tried = 0;
  const missing = new Set<string>();
  let unexpected = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      let running = true;
      const url = server.url;
      const worker = async (n: number) => {
        while (running) {
          tried += 1;
          try {
            const response = await fetch(`${url}/api/quote-requests`, {
              method: 'POST',
              headers: customer.headers,
              body: JSON.stringify({
                ...REQUEST_BODY,
                description: `Killed ${round} ${n} ${tried}`,
              }),
              signal: AbortSignal.timeout(10_000),
            });
            if (response.status === 201) accepted.push((await response.json()).id);
            else if (response.status >= 500) unexpected += 1;
          } catch {
            // The connection died with the process: the write was never answered 201.
          }
        }
      };
      const workers = Array.from({ length: 6 }, (_, n) => worker(n));
      await sleep(700 + Math.random() * 800);
      await server.kill9();
      running = false;
      await Promise.all(workers);

      server = await startServer(env, port);
      restarts.push(server.startMs);
      // Every write answered 201 so far must be there (checked 25 at a time).
      for (let start = 0; start < accepted.length; start += 25) {
        await Promise.all(
          accepted.slice(start, start + 25).map(async (id) => {
            const response = await fetch(`${server.url}/api/quote-requests/${id}`, {
              headers: customer.headers,
            });
            await response.arrayBuffer();
            if (response.status !== 200) missing.add(id);
          }),
        );
      }
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const slowest = Math.max(...restarts);
  return [
    {
      check: `killed process: ${rounds} x kill -9 under writes (PGlite)`,
      figures: `${tried} writes tried, ${accepted.length} answered 201, ${missing.size} of them missing after a restart, ${unexpected} 5xx`,
      pass: missing.size === 0 && unexpected === 0,
    },
    {
      check: 'killed process: restart to healthy',
      figures: `median ${restarts.sort((a, b) => a - b)[Math.floor(restarts.length / 2)]!.toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (budget 5000)`,
      pass: slowest < 5000,
    },
  ];
}
