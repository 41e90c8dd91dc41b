import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, healthSchema } from '../../domain/schemas/common';
import { publicSecurity } from './common';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The health checks' answers: not cached, and a 503 says when to ask again. */
const ok = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
const notNow = (reply: FastifyReply, message: string) =>
  reply
    .status(503)
    .header('retry-after', '5')
    .header('cache-control', 'no-store')
    .send({ message });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const check = (
    url: string,
    operationId: string,
    summary: string,
    answer: (request: FastifyRequest, reply: FastifyReply) => unknown,
    shedUnderPressure = true,
  ) =>
    app.get(
      url,
      {
        config: { auth: 'public', shedUnderPressure },
        schema: {
          summary,
          operationId,
          security: publicSecurity,
          response: { 200: healthSchema, 503: errorBodySchema },
        },
      },
      async (request, reply) => {
        await answer(request, reply);
      },
    );
  // Liveness: the process answers (a balancer or an orchestrator restarts it when it does not).
  check(
    '/health/live',
    'getLiveness',
    'Liveness: the process answers',
    async (_request, reply) => ok(reply),
    false,
  );
  // Readiness: send it traffic. 503 while it starts (migrating), drains and closes, is
  // overloaded, or while its database is away.
  check(
    '/health/ready',
    'getReadiness',
    'Readiness: the instance can take requests',
    (request, reply) =>
      app.draining
        ? notNow(reply, 'This instance is shutting down.')
        : databaseCheck(app, request, reply),
  );
  check('/health', 'getHealth', 'Liveness and database check', (request, reply) =>
    databaseCheck(app, request, reply),
  );
};

async function databaseCheck(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
    return await ok(reply);
  } catch (error) {
    request.log.warn({ err: error }, 'health check: database unavailable');
    return notNow(reply, 'The database is not answering.');
  }
}
