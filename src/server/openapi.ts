import type { RouteOptions } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, healthSchema } from '../domain/schemas/common';
import { placeSchema } from '../domain/schemas/places';
import {
  createProviderBodySchema,
  providerListItemSchema,
  providerProfileSchema,
  updateProviderBodySchema,
} from '../domain/schemas/providers';
import {
  cleaningDetailsSchema,
  cleaningItemSchema,
  createQuoteRequestBodySchema,
  customerStatsSchema,
  providerStatsSchema,
  quoteRequestSchema,
  quoteSummarySchema,
} from '../domain/schemas/quote-requests';
import { createQuoteBodySchema, quoteSchema } from '../domain/schemas/quotes';
import { createUserBodySchema, userSchema } from '../domain/schemas/users';
import { IDEMPOTENCY_HEADER } from './plugins/idempotency';

/**
 * The API document (`/api/docs/json`, OpenAPI 3.1) as integrators' tools read it: every answer a
 * route can really give, the headers that travel with them, and the shared schemas by name.
 * Routes declare what is theirs (summary, operationId, their own 403/404/409); the answers that
 * follow from a route's shape are added here, once, to the route itself (so the authorization
 * matrix holds every route to them) and to the document.
 */

export const API_INFO = {
  title: 'Khaya: home-services quotes API',
  version: '1.0.0',
  description:
    'Customers post requests for cleaning, plumbing, electrical or gardening work; providers ' +
    'answer with a price in rand. Errors are `{"message": "...", "errors": {"field": "why"}}`.',
  license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
};

/** The shared schemas, named in `components.schemas` and referred to from every operation. */
const NAMED_SCHEMAS: [z.ZodType, string][] = [
  [errorBodySchema, 'Error'],
  [healthSchema, 'Health'],
  [userSchema, 'User'],
  [createUserBodySchema, 'CreateUser'],
  [providerListItemSchema, 'ProviderListItem'],
  [providerProfileSchema, 'ProviderProfile'],
  [createProviderBodySchema, 'CreateProvider'],
  [updateProviderBodySchema, 'UpdateProvider'],
  [quoteRequestSchema, 'QuoteRequest'],
  [quoteSummarySchema, 'QuoteSummary'],
  [createQuoteRequestBodySchema, 'CreateQuoteRequest'],
  [cleaningDetailsSchema, 'CleaningDetails'],
  [cleaningItemSchema, 'CleaningItem'],
  [customerStatsSchema, 'CustomerStats'],
  [providerStatsSchema, 'ProviderStats'],
  [quoteSchema, 'Quote'],
  [createQuoteBodySchema, 'CreateQuote'],
  [placeSchema, 'Place'],
];
for (const [schema, id] of NAMED_SCHEMAS) {
  // Keeps what `.meta()` put there (JSON Schema rules the zod checks cannot show).
  const meta = z.globalRegistry.get(schema);
  if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
}

/** What each error status means on this API (the document's response descriptions). */
const STATUS_MEANINGS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '400': 'Bad input: `errors` names each field (or query or path parameter) and what is wrong.',
  '401': 'No token, or a token that is invalid, expired, revoked or of a disabled account.',
  '403': 'Signed in, but not allowed to do this.',
  '404': 'Not found, or not yours to see.',
  '409': 'In conflict with what is stored (it exists already, or its status does not allow it).',
  '413': 'The body is over 64 KiB.',
  '414': 'A path parameter is over 200 characters.',
  '415': 'The body is not JSON (send `Content-Type: application/json`).',
  '422': 'The `Idempotency-Key` was used before with a different body.',
  '429': 'Too many requests: wait as long as `Retry-After` says.',
  '503':
    'The database is briefly unavailable, or the server is restarting: retry after `Retry-After`.',
};

type RouteShape = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;

const methodsOf = (route: RouteShape) => [route.method].flat().map((m) => m.toUpperCase());

/** Whether the abuse limits count this route (see plugins/rate-limit.ts: writes and sign-in). */
function isRateLimited(route: RouteShape): boolean {
  const declared = (route.config as { rateLimitClass?: string } | undefined)?.rateLimitClass;
  if (declared) return declared !== 'none';
  return methodsOf(route).some((m) => m !== 'GET' && m !== 'HEAD');
}

/**
 * The error statuses a route can answer because of its shape, whatever it does: bad input where
 * it takes any, 401 unless public, body limits on writes, 414 with a path parameter, the
 * Idempotency-Key's answers on POSTs, 429 where limits count, 503 always (database or restart).
 */
function shapeErrorStatuses(route: RouteShape): number[] {
  const schema = route.schema ?? {};
  const methods = methodsOf(route);
  // A DELETE with a body (deleting your account confirms with your email) reads it like a write.
  const writes =
    methods.some((m) => m === 'POST' || m === 'PATCH' || m === 'PUT') ||
    (methods.includes('DELETE') && schema.body !== undefined);
  const auth = (route.config as { auth?: string } | undefined)?.auth ?? 'required';
  const hasParams = route.url.includes(':');
  const statuses = new Set<number>([503]);
  if (hasParams || schema.querystring || schema.body) statuses.add(400);
  if (auth !== 'public') statuses.add(401);
  if (writes) statuses.add(413).add(415);
  if (hasParams) statuses.add(414);
  // Idempotency-Key (plugins/idempotency.ts): malformed 400, still in flight 409, reused 422.
  if (methods.includes('POST')) statuses.add(400).add(409).add(422);
  if (isRateLimited(route)) statuses.add(429);
  return [...statuses];
}

/** Adds the shape's error answers (in the error format) to a route's declared responses. */
export function declareShapeResponses(route: RouteShape): void {
  // Hidden routes too (the admin desk): they answer the same shape errors, only undocumented.
  if (!route.url.startsWith('/api') || route.url === '/api/docs/json') return;
  const schema = (route.schema ??= {});
  const response = (schema.response ??= {}) as Record<string, unknown>;
  for (const status of shapeErrorStatuses(route)) response[String(status)] ??= errorBodySchema;
}

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; headers?: Record<string, unknown> }>;
}
interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * The whole document, after the zod schemas became JSON Schema: named components, response
 * descriptions, and the headers the API sends and reads.
 */
export function completeDocument(
  input: Parameters<typeof jsonSchemaTransformObject>[0],
): ReturnType<typeof jsonSchemaTransformObject> {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses = operation.responses ?? {};
      const paged = operation.parameters?.some((p) => p.in === 'query' && p.name === 'cursor');
      for (const [status, response] of Object.entries(responses)) {
        if (!response.description || response.description === 'Default Response')
          response.description = STATUS_MEANINGS[status] ?? 'Answer';
        const headers: Record<string, unknown> = { ...response.headers };
        if (status === '429' || status === '503') headers['Retry-After'] = RETRY_AFTER;
        if (status === '200' && paged)
          headers['X-Next-Cursor'] = {
            description: 'The cursor of the next page (absent on the last page).',
            schema: { type: 'string' },
          };
        if (method === 'post' && status.startsWith('2'))
          headers['Idempotent-Replayed'] = {
            description:
              '`true` when this is the stored answer to an earlier request with the same Idempotency-Key.',
            schema: { type: 'string', enum: ['true'] },
          };
        if (Object.keys(headers).length > 0) response.headers = headers;
      }
      if (method === 'post') {
        operation.parameters = [
          ...(operation.parameters ?? []),
          {
            in: 'header',
            name: 'Idempotency-Key',
            required: false,
            description: `A key of the client's choosing (${IDEMPOTENCY_HEADER}): a retry with the same key gets the first answer again and creates nothing. A UUID is a good choice.`,
            schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
          } as { in: string; name: string },
        ];
      }
    }
  }
  tidyComponents(document);
  return document;
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * Each named schema is written as it is read (`XInput`) and as it is answered (`X`): keeps only
 * the ones an operation refers to, and names a read-only one by its plain name.
 */
function tidyComponents(document: OpenApiDocument): void {
  const components = document['components'] as { schemas?: Record<string, unknown> } | undefined;
  const schemas = components?.schemas;
  if (!schemas) return;
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF)) {
        const name = child.slice(SCHEMA_REF.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  const renamed = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    if (!used.has(name)) delete schemas[name];
    else if (name.endsWith('Input') && !used.has(name.slice(0, -'Input'.length)))
      renamed.set(name, name.slice(0, -'Input'.length));
  }
  if (renamed.size === 0) return;
  const rename = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(rename);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const [key, child] of Object.entries(record)) {
      const to = typeof child === 'string' && renamed.get(child.slice(SCHEMA_REF.length));
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF) && to)
        record[key] = SCHEMA_REF + to;
      else rename(child);
    }
  };
  rename(document.paths);
  rename(schemas);
  for (const [from, to] of renamed) {
    schemas[to] = schemas[from];
    delete schemas[from];
  }
}
