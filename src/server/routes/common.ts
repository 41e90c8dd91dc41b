import { z } from 'zod';
import { errorBodySchema } from '../../domain/schemas/common';

/**
 * A route's own error answers (what its rules refuse with), in the error format. The answers
 * that follow from its shape (bad input, 401, body limits, 429, 503...) are added to every route
 * by `declareShapeResponses` (src/server/openapi.ts).
 */
export function errorResponses<S extends 400 | 403 | 404 | 409>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}

/** OpenAPI: anyone may call the route, with or without a token. */
export const publicSecurity: [] = [];

/** OpenAPI: the route needs `Authorization: Bearer <Firebase ID token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** Ids in paths: any text, so a malformed id answers 404 like a random one (not 400). */
export const idParams = z.object({ id: z.string().max(100) });
