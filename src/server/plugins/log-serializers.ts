import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Fastify's request lines, as one line per request written when it is answered (instead of one
 * as it comes and one as it goes), its id labelled `requestId`.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId' });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    logRequest(request, reply, error);
  }
}

/** A request id a balancer or a caller set (`X-Request-Id`), if it looks like one. */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The request's id: the one the balancer gave it, else a new one. Returned in `X-Request-Id`. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Health probes (every few seconds from each balancer) are logged only at debug level. */
const PROBES = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/**
 * One JSON line per answered request: its id (`requestId`), method, path without query values,
 * status and time. The same id is on every other line logged while answering it.
 */
function logRequest(request: FastifyRequest, reply: FastifyReply, error?: Error | null): void {
  const line = {
    req: request,
    res: { statusCode: reply.statusCode },
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
    ...(error ? { err: error } : {}),
  };
  if (PROBES.has(request.routeOptions.url ?? '') && reply.statusCode < 400) {
    request.log.debug(line, 'request');
  } else if (reply.statusCode >= 500 || error) {
    request.log.error(line, 'request');
  } else {
    request.log.info(line, 'request');
  }
}

/**
 * What the logs may hold. A request is logged with its path and the names of its query's
 * parameters, never their values (an unsubscribe token, the WhatsApp handshake's verify token,
 * a search). An error is logged with its type, code and message, and for a failed query the
 * SQL without its parameters (Drizzle puts them in the message) nor PostgreSQL's `detail`
 * (which quotes the row's values).
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutQueryValues(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: (request.socket as { remotePort?: number } | undefined)?.remotePort,
  };
}

export function withoutQueryValues(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0] ?? ''}=*`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

const PARAMS = /\nparams: [\s\S]*$/;
/** The fields of a database error that say what failed without the data it failed on. */
const SAFE_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'];

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = error.message.replace(PARAMS, '\nparams: [not logged]');
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged['cause'] = errorForLog(error.cause, depth + 1);
  return logged;
}

export const LOG_SERIALIZERS = { req: requestForLog, err: (error: unknown) => errorForLog(error) };
