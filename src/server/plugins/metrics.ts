import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { LiveStreams } from '../services/live';
import { queueFigures } from '../services/operations';

export interface MetricsOptions {
  /** The bearer token a scraper sends; without one, `GET /metrics` is not served (404). */
  token: string | undefined;
  database: Database;
  liveStreams: LiveStreams;
  clock: () => Date;
}

/** Seconds: a page or a list answers in tens of milliseconds, a rendered page in a hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Requests no route matched (probes for `/wp-admin`...) share a label instead of one each. */
const UNMATCHED = 'unmatched';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus's text format, for a scraper holding `METRICS_TOKEN`: requests
 * (rate, latency, errors) by route, the shared queues (events, email and WhatsApp deliveries:
 * waiting, the oldest's age, failures), this instance's open live streams, its database pool and
 * the process (CPU, memory, event loop lag). Each app has its own registry: tests build several.
 */
const metrics: FastifyPluginAsync<MetricsOptions> = async (app, options) => {
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'khaya' });
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'khaya_http_requests_total',
    help: 'HTTP requests answered, by method, route (its pattern) and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'khaya_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const { database, liveStreams, clock } = options;

  new Gauge({
    name: 'khaya_database_info',
    help: 'The database this instance uses (kind: pglite or postgres).',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      this.set({ kind: database.kind }, 1);
    },
  });
  new Gauge({
    name: 'khaya_live_streams_open',
    help: 'Live event streams (GET /api/events) open on this instance.',
    registers: [registry],
    collect() {
      this.set(liveStreams.size);
    },
  });
  new Gauge({
    name: 'khaya_db_pool_connections',
    help: 'The PostgreSQL connection pool: connections open, idle, the most it opens, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse?.();
      if (!use) return;
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'max' }, use.max);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });

  const queueWaiting = new Gauge({
    name: 'khaya_queue_waiting',
    help: 'Items due and not yet handled: domain events, and email and WhatsApp deliveries.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const queueOldest = new Gauge({
    name: 'khaya_queue_oldest_seconds',
    help: 'How long the oldest item due in each queue has waited (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const deliveriesFailed = new Gauge({
    name: 'khaya_deliveries_failed',
    help: 'Deliveries that failed for good, by channel (all instances: the figure is the database’s).',
    labelNames: ['channel'] as const,
    registers: [registry],
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const method = request.method;
    requests.inc({ method, route, status: String(reply.statusCode) });
    latency.observe({ method, route }, reply.elapsedTime / 1000);
  });

  app.get(
    '/metrics',
    { config: { auth: 'public', shedUnderPressure: false }, schema: { hide: true } },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!options.token || !sameToken(given, options.token)) {
        // Not served without a token; a wrong one gets the same answer as none.
        return reply.status(404).send({ message: 'Not found.' });
      }
      try {
        // Read once per scrape, for all the queues' gauges.
        const queues = await queueFigures(database.db, clock());
        queueWaiting.set({ queue: 'events' }, queues.events.waiting);
        queueOldest.set({ queue: 'events' }, queues.events.oldestSeconds);
        for (const [channel, figure] of Object.entries(queues.deliveries)) {
          queueWaiting.set({ queue: `deliveries_${channel}` }, figure.waiting);
          queueOldest.set({ queue: `deliveries_${channel}` }, figure.oldestSeconds);
          deliveriesFailed.set({ channel }, figure.failed);
        }
      } catch (error) {
        // The database is away: the rest still tells the operator something.
        request.log.warn({ err: error }, 'metrics: the queues could not be read');
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
};

export const metricsPlugin = fp(metrics, { name: 'metrics' });
