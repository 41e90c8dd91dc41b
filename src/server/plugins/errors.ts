import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, NotFoundError } from '../errors';

/** Error codes and messages from pg / PGlite that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|connection is closed|PGlite is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGES.test(candidate.message))
      return true;
    current = candidate.cause;
  }
  return false;
}

function pgCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate.code;
    current = candidate.cause;
  }
  return undefined;
}

const BAD_INPUT_CODES = new Set([
  '23514',
  '22P02',
  '22003',
  '22001',
  '22021',
  '22P05',
  '22007',
  '22008',
]);

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address has a malformed percent-escape (%XX).',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as JSON with Content-Type: application/json.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON.',
};

function validationErrors(error: FastifyError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') ||
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      'body';
    errors[path] ??= issue.message ?? 'Invalid value';
  }
  return errors;
}

/** One place that turns any thrown error into `{ message, errors? }` with the right status. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = Object.values(errors)[0];
      return reply.status(400).send({ message: first ?? 'Invalid input.', errors });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ message: 'The service is briefly unavailable. Please try again shortly.' });
    }
    const code = pgCode(error);
    if (code === '23505') {
      return reply.status(409).send({ message: 'That already exists.' });
    }
    if (code === '23503') {
      return reply.status(404).send({ message: 'A record this refers to was not found.' });
    }
    // A check failed, or a value PostgreSQL cannot take: text it cannot encode (22021, 22P05),
    // a malformed number or date, a value out of range or too long.
    if (code !== undefined && BAD_INPUT_CODES.has(code)) {
      return reply.status(400).send({ message: 'Invalid input.' });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) ?? error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
});

/** What an address the API does not serve is answered, word for word. */
export function noSuchRoute(request: Pick<FastifyRequest, 'method' | 'url'>): NotFoundError {
  const pathname = request.url.split('?')[0] ?? '/';
  return new NotFoundError(`No API route ${request.method} ${pathname}.`);
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ message: noSuchRoute(request).message });
}

/**
 * Errors the router raises before any route runs (a malformed percent-escape, 400; a path
 * parameter over the router's limit, 414): in the API's format, not Fastify's own.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
  void reply.status(status).send({ message: FRAMEWORK_MESSAGES[error.code] ?? error.message });
}

/**
 * Bytes Node's HTTP parser could not read as a request (a bad request line, headers too large,
 * a timeout): answered in the API's format before the connection closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read as HTTP.'];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
