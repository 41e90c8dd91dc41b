import { z } from 'zod';
import { errorBodySchema } from '../../domain/schemas/common';

/** The error answers every authenticated route may give, in the API's error format. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** OpenAPI: the route needs `Authorization: Bearer <Firebase ID token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** Ids in paths: any text, so a malformed id answers 404 like a random one (not 400). */
export const idParams = z.object({ id: z.string().max(100) });
