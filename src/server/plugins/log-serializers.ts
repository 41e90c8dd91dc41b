import type { FastifyRequest } from 'fastify';

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
