/**
 * Message delivery: open streams (`GET /api/events`) on one instance of the real server, a
 * burst of messages written through the API, and how long each took from the send to its
 * arrival on every open stream of its receiver; and the server's memory per open stream.
 */
import { createParser } from 'eventsource-parser';
import { migrate } from '../src/server/migrate';
import { openBenchDatabase } from './delivery';
import { emulatorAccount } from './lib/emulator-accounts';
import { startBenchServer } from './lib/server';

export interface MessageBenchOptions {
  kind: 'postgres' | 'pglite';
  adminUrl?: string | undefined;
  redisUrl?: string | undefined;
  emulatorUrl: string;
  /** Open streams (ten per customer: a person's limit on one instance). */
  streams: number;
  /** Messages in the burst (spread over the customers' threads). */
  messages: number;
  port: number;
}

const STREAMS_PER_PERSON = 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function runMessageBench(options: MessageBenchOptions) {
  const target = await openBenchDatabase(options);
  const database = await target.open();
  await migrate(database);
  await database.close();
  const server = await startBenchServer(
    {
      ...target.env,
      // Each customer's streams come from their own address (as phones do), each under the
      // per-address limit of live streams: the bench stands in for the balancer that says so.
      TRUST_PROXY: '127.0.0.1',
      // The burst is measured to its end: no request shed while the event loop lags.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      AUTH_EMULATOR_PORT: new URL(options.emulatorUrl).port,
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    },
    options.port,
  );
  const aborts: AbortController[] = [];
  try {
    const api = async (token: string, method: string, url: string, body?: unknown) => {
      const response = await fetch(`${server.url}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : null,
      });
      if (!response.ok)
        throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    };
    const stamp = Date.now();
    const person = async (name: string) => {
      const account = await emulatorAccount(options.emulatorUrl, `${name}-${stamp}@bench.example`);
      await api(account.idToken, 'POST', '/api/users', {
        name,
        email: `${name}-${stamp}@bench.example`,
        isProvider: 0,
      });
      return account.idToken;
    };
    const plumber = await person('bench-plumber');
    await api(plumber, 'POST', '/api/providers', {
      bio: 'Bench plumbing.',
      services: ['plumbing'],
      hourlyRate: 300,
      location: 'Sea Point, Cape Town',
    });
    const customers = Math.ceil(options.streams / STREAMS_PER_PERSON);
    const people: { token: string; requestId: string }[] = [];
    for (let n = 0; n < customers; n++) {
      const token = await person(`bench-customer-${n}`);
      const request = await api(token, 'POST', '/api/quote-requests', {
        serviceType: 'plumbing',
        description: `Bench geyser ${n}.`,
        location: 'Green Point, Cape Town',
        preferredDate: 'Monday',
      });
      people.push({ token, requestId: request.id });
    }

    // The streams: each customer's ten tabs, each recording when a message reached it.
    const latencies: number[] = [];
    const rssBefore = server.rss();
    let ready = 0;
    await Promise.all(
      people.flatMap(({ token }, n) =>
        Array.from({ length: STREAMS_PER_PERSON }, async () => {
          const abort = new AbortController();
          aborts.push(abort);
          const response = await fetch(`${server.url}/api/events`, {
            headers: {
              authorization: `Bearer ${token}`,
              'x-forwarded-for': `10.${Math.floor(n / 250)}.${n % 250}.1`,
            },
            signal: abort.signal,
          });
          if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
          const parser = createParser({
            onEvent: (event) => {
              if (event.event === 'ready') ready += 1;
              if (event.event !== 'message') return;
              const sent = Number(/sent=(\d+)/.exec(event.data)?.[1]);
              if (sent) latencies.push(Date.now() - sent);
            },
          });
          void (async () => {
            const decoder = new TextDecoder();
            try {
              for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
                parser.feed(decoder.decode(chunk, { stream: true }));
              }
            } catch {
              // closed at the end
            }
          })();
        }),
      ),
    );
    while (ready < people.length * STREAMS_PER_PERSON) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 2000));
    const rssOpen = server.rss();

    // The burst: the plumber writes to every customer, ten messages in flight.
    const expected = options.messages * STREAMS_PER_PERSON;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < options.messages) {
          const n = next++;
          const to = people[n % people.length];
          if (!to) break;
          await api(plumber, 'POST', `/api/quote-requests/${to.requestId}/messages`, {
            text: `Bench message ${n} sent=${Date.now()}`,
          });
        }
      }),
    );
    const sendSeconds = (performance.now() - started) / 1000;
    const deadline = Date.now() + 30_000;
    while (latencies.length < expected && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      database: options.kind + (options.redisUrl ? ' + Redis' : ''),
      'open streams': people.length * STREAMS_PER_PERSON,
      messages: options.messages,
      'received / expected': `${latencies.length} / ${expected}`,
      'sent per s': Math.round(options.messages / sendSeconds),
      'p50 ms': percentile(sorted, 50),
      'p99 ms': percentile(sorted, 99),
      'max ms': sorted.at(-1) ?? 0,
      'KiB per stream': Math.round(
        (rssOpen - rssBefore) / 1024 / (people.length * STREAMS_PER_PERSON),
      ),
    };
  } finally {
    for (const abort of aborts) abort.abort();
    await server.stop();
    await target.cleanup();
  }
}
