import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { busyPage, wantsPage } from '../lib/busy-page';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: answered even while the instance is overloaded (liveness, metrics). */
    shedUnderPressure?: boolean;
  }
}

const RETRY_AFTER_S = 10;
const BUSY = 'Khaya is very busy right now. Please try again in a few seconds.';

/**
 * Sheds load instead of queueing it without bound: while the event loop lags more than
 * `maxEventLoopDelayMs`, requests get 503 with `Retry-After` (a balancer sends them to another
 * instance; the app's pages retry), except those a route marks `shedUnderPressure: false`.
 */
const overload: FastifyPluginAsync<{ maxEventLoopDelayMs: number }> = async (app, options) => {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_S,
    // Its type says void; the plugin sends whatever the handler returns.
    pressureHandler: ((request, reply, type) => {
      if (request.routeOptions.config.shedUnderPressure === false) return undefined;
      request.log.warn({ pressure: type }, 'overloaded: request turned away');
      reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_S))
        .header('cache-control', 'no-store');
      // What the handler returns is sent as the answer (the request goes no further).
      if (wantsPage(request.url, request.headers.accept)) {
        reply.type('text/html; charset=utf-8');
        return busyPage(BUSY, RETRY_AFTER_S);
      }
      return { message: BUSY };
    }) as (
      ...args: Parameters<NonNullable<FastifyUnderPressureOptions['pressureHandler']>>
    ) => void,
  });
};

export const overloadPlugin = fp(overload, { name: 'overload' });
