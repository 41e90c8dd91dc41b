import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { onBehalfOf } from '../lib/request-context';
import { metricsPlugin, type MetricsOptions } from './metrics';
import { overloadPlugin } from './overload';
import { isHashedSubresource } from './security';

/**
 * What an operator watches and relies on, for every request: its id (returned in
 * `X-Request-Id`, carried into what it records), shedding under overload, and the metrics.
 */
const operations: FastifyPluginAsync<
  MetricsOptions & { overloadEventLoopDelayMs?: number | undefined }
> = async (app, options) => {
  app.addHook('onRequest', (request, reply, done) => {
    // Not on the build's hashed scripts and stylesheets: a page's first view asks for a dozen
    // on a paid-for line, and there is nothing of theirs to trace (their log lines keep the id).
    if (!isHashedSubresource(request.url)) reply.header('x-request-id', request.id);
    // What the request records (events, and the deliveries they queue) carries its id.
    onBehalfOf(request.id, done);
  });
  if (options.overloadEventLoopDelayMs) {
    await app.register(overloadPlugin, { maxEventLoopDelayMs: options.overloadEventLoopDelayMs });
  }
  await app.register(metricsPlugin, options);
};

export const operationsPlugin = fp(operations, { name: 'operations' });
