import fs from 'node:fs';
import autocannon from 'autocannon';
import { makeUser, REQUEST_BODY, startServer, tempDir, type Row } from './lib';

/**
 * Item 11: 60 s at 200 requests/s over 50 connections, 70 % reads and 30 % writes, against the
 * real server on its default embedded database. Pass: no 5xx, no timeouts. Abuse limits are off
 * (RATE_LIMIT_FACTOR=0): all the load comes from one address, which real traffic does not.
 */
export async function load(options: { durationS?: number; rate?: number } = {}): Promise<Row[]> {
  const durationS = options.durationS ?? 60;
  const rate = options.rate ?? 200;
  const dataDir = tempDir('stress-load-');
  const server = await startServer({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: '0' }, 5293);
  try {
    const customers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => makeUser(server.url, `Load Customer ${i}`)),
    );
    const providers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => makeUser(server.url, `Load Cleaner ${i}`, ['cleaning'])),
    );
    // Open requests to quote on: every (provider, request) pair is used once.
    const requestIds: string[] = [];
    for (let i = 0; i < 80; i++) {
      const response = await fetch(`${server.url}/api/quote-requests`, {
        method: 'POST',
        headers: customers[i % customers.length]!.headers,
        body: JSON.stringify({ ...REQUEST_BODY, description: `Load seed ${i}` }),
      });
      requestIds.push((await response.json()).id);
    }
    let pair = 0;
    let n = 0;
    const pick = <T>(list: T[]) => list[n++ % list.length]!;
    const get = (path: string, who?: { headers: Record<string, string> }[]) => ({
      method: 'GET' as const,
      path,
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        // Fresh objects: autocannon writes content-length into the headers it is given.
        headers: who ? { authorization: pick(who).headers.authorization! } : {},
      }),
    });
    const requests: autocannon.Request[] = [
      get('/api/providers?service=cleaning'),
      get('/api/quote-requests', customers),
      get('/api/quote-requests?as=provider', providers),
      get('/api/providers?service=plumbing&verified=1'),
      get('/api/quote-requests/stats', customers),
      get('/api/providers?q=Cape%20Town'),
      get('/api/users/me', customers),
      {
        method: 'POST',
        path: '/api/quote-requests',
        setupRequest: (request) => ({
          ...request,
          headers: { ...pick(customers).headers },
          body: JSON.stringify({ ...REQUEST_BODY, description: `Load ${n}` }),
        }),
      },
      {
        method: 'POST',
        path: '/api/quotes',
        setupRequest: (request) => {
          const index = pair++;
          const provider = providers[index % providers.length]!;
          const requestId = requestIds[Math.floor(index / providers.length) % requestIds.length]!;
          return {
            ...request,
            headers: { ...provider.headers },
            body: JSON.stringify({ quoteRequestId: requestId, amount: 400 + (index % 100) }),
          };
        },
      },
      {
        method: 'PATCH',
        path: '/api/providers/me',
        setupRequest: (request) => ({
          ...request,
          headers: { ...pick(providers).headers },
          body: JSON.stringify({ bio: `Updated ${n}` }),
        }),
      },
    ];
    const statuses: Record<string, number> = {};
    const samples: Record<string, string> = {};
    for (const request of requests) {
      request.onResponse = (status: number, body: string) => {
        const key = `${status} ${request.method} ${request.path}`;
        if (status >= 400 && !samples[key]) samples[key] = body.slice(0, 160);
      };
    }
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: server.url,
          connections: 50,
          overallRate: rate,
          duration: durationS,
          timeout: 10,
          requests,
        },
        (error: Error | null, outcome) => (error ? reject(error) : resolve(outcome)),
      );
      instance.on('response', (_client, statusCode) => {
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    });
    const fivexx = Object.entries(statuses)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    for (const [key, body] of Object.entries(samples)) console.log(`  sample ${key}: ${body}`);
    return [
      {
        check: `load: ${durationS} s at ${rate} req/s, 50 connections, 70/30 read/write (PGlite)`,
        figures: `${result.requests.total} requests, ${JSON.stringify(statuses)}, ${fivexx} 5xx, ${result.timeouts} timeouts, ${result.errors} errors`,
        pass: fivexx === 0 && result.timeouts === 0 && result.errors === 0,
      },
      {
        check: 'load: latency',
        figures: `p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${result.requests.average.toFixed(0)} req/s served`,
        pass: true,
      },
    ];
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
