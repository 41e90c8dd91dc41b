import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../errors';

/** The dotted path of the first string (or key) holding U+0000 in a parsed body, if any. */
export function nulCharacterPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return childPath;
    const found = nulCharacterPath(child, childPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 in text or jsonb; no real input has it, so it is refused up
 * front with the field it was found in, for every route at once: the path parameters, the
 * query string (named as in the address) and the body.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  refuseNul(request.params, 'path');
  refuseNul(request.query, 'query');
  refuseNul(request.body, 'body');
}

/** 400 naming the field when `input` holds U+0000 (multipart fields are read after the hook). */
export function refuseNul(input: unknown, fallback: string): void {
  const field = nulCharacterPath(input);
  if (field !== undefined) {
    const message = 'Remove the invalid character (U+0000) from this field.';
    throw new BadRequestError(message, { [field || fallback]: message });
  }
}
