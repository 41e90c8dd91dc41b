import { z } from 'zod';

/** The error body every API failure uses (PRODUCT.md, API rules). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Flags travel as 0 or 1, as the spec gives them. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

export const healthSchema = z.object({ status: z.literal('ok') });

/**
 * Forms send numbers as text ("450"); JSON clients send numbers. Text that is a number becomes
 * that number; anything else (true, [], "abc") is left for the number schema to refuse.
 */
export function numericText(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return value;
}
