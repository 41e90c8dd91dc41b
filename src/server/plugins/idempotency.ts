import crypto from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { BadRequestError, ConflictError, HttpError } from '../errors';

/**
 * `Idempotency-Key` on POSTs: a client that lost the answer to a write (a dropped mobile
 * connection) retries with the same key and gets the first answer again, and nothing is created
 * twice. Keys belong to the signed-in user; the same key with a different request is a 422.
 * Answers are kept for a day; 5xx and 429 answers are not kept, so the retry runs again.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const KEEP_HOURS = 24;
/** A first request that never finished (the process died) stops blocking its key after this. */
const ABANDONED_AFTER_MS = 60_000;

export class IdempotencyMismatchError extends HttpError {
  constructor() {
    super(422, 'This Idempotency-Key was already used for a different request. Use a new key.');
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The stored key this request owns until its answer is recorded. */
    idempotencyRecord: string | null;
  }
}

function hashOf(request: FastifyRequest): string {
  return crypto
    .createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance, options: { database: Database }) => {
    const { db } = options.database;
    app.decorateRequest('idempotencyRecord', null);
    let claims = 0;

    const replay = (reply: FastifyReply, statusCode: number, response: string) =>
      reply
        .status(statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(response);

    // Route-level, so it runs after every global preHandler (identity, rate limits).
    async function claim(request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers[IDEMPOTENCY_HEADER];
      if (header === undefined || !request.caller) return;
      if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
        throw new BadRequestError(
          'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice).',
          { 'Idempotency-Key': 'Use 1 to 255 visible ASCII characters' },
        );
      }
      const key = `${request.caller.uid}:${header}`;
      const requestHash = hashOf(request);
      if (++claims % 200 === 0) {
        await db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, sql`now() - ${KEEP_HOURS} * interval '1 hour'`));
      }
      for (let attempt = 0; attempt < 2; attempt++) {
        const inserted = await db
          .insert(idempotencyKeys)
          .values({ key, requestHash })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (inserted.length > 0) {
          request.idempotencyRecord = key;
          return;
        }
        const [existing] = await db
          .select()
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.key, key));
        if (!existing) continue; // expired between the two statements: claim it again
        if (existing.requestHash !== requestHash) throw new IdempotencyMismatchError();
        if (existing.statusCode !== null && existing.response !== null) {
          return replay(reply, existing.statusCode, existing.response);
        }
        if (Date.now() - existing.createdAt.getTime() < ABANDONED_AFTER_MS) {
          throw new ConflictError(
            'A request with this Idempotency-Key is still being processed. Retry in a moment.',
          );
        }
        // The first attempt died without an answer: take the key over.
        await db
          .delete(idempotencyKeys)
          .where(and(eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode)));
      }
      throw new ConflictError('A request with this Idempotency-Key is still being processed.');
    }

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!route.url.startsWith('/api') || !methods.includes('POST')) return;
      route.preHandler = [route.preHandler ?? []].flat().concat(claim);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const key = request.idempotencyRecord;
      if (!key) return payload;
      request.idempotencyRecord = null;
      const status = reply.statusCode;
      if (status >= 500 || status === 429 || typeof payload !== 'string') {
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
      } else {
        await db
          .update(idempotencyKeys)
          .set({ statusCode: status, response: payload })
          .where(eq(idempotencyKeys.key, key));
      }
      return payload;
    });
  },
);
