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

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers (a balancer or an orchestrator restarts it when it does not).
  app.get(
    '/health/live',
    {
      config: { auth: 'public', shedUnderPressure: false },
      schema: {
        summary: 'Liveness: the process answers',
        operationId: 'getLiveness',
        security: publicSecurity,
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );
  // Readiness: send it traffic. 503 while it starts (migrating), drains and closes, is
  // overloaded, or while its database is away.
  app.get(
    '/health/ready',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Readiness: the instance can take requests',
        operationId: 'getReadiness',
        security: publicSecurity,
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) =>
      app.draining
        ? reply
            .status(503)
            .header('retry-after', '5')
            .header('cache-control', 'no-store')
            .send({ message: 'This instance is shutting down.' })
        : databaseCheck(app, request, reply),
  );
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Liveness and database check',
        operationId: 'getHealth',
        security: publicSecurity,
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => databaseCheck(app, request, reply),
  );
};

async function databaseCheck(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  try {
    await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
    return await reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
  } catch (error) {
    request.log.warn({ err: error }, 'health check: database unavailable');
    return reply
      .status(503)
      .header('retry-after', '5')
      .header('cache-control', 'no-store')
      .send({ message: 'The database is not answering.' });
  }
}
