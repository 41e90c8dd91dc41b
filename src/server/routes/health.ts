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
    async (request, reply) => {
      try {
        await withTimeout(app.database.ping(), PING_TIMEOUT_MS);
        return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply
          .status(503)
          .header('retry-after', '5')
          .header('cache-control', 'no-store')
          .send({ message: 'The database is not answering.' });
      }
    },
  );
};
