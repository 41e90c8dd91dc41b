import { z } from 'zod';
import { LOCALES } from '../locales';

/** The error body every API failure uses (PRODUCT.md, API rules). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Flags travel as 0 or 1, as the spec gives them. */
export const flagSchema = z.union([z.literal(0), z.literal(1)]);

export const healthSchema = z.object({ status: z.literal('ok') });

/** Plain decimal text as a person types it: digits, an optional sign and decimal part. */
const DECIMAL_TEXT = /^[+-]?\d+(\.\d+)?$/;

/**
 * Forms send numbers as text ("450"); JSON clients send numbers. Plain decimal text becomes that
 * number; anything else (true, [], "abc", and "0x64", "0b11", "1e3", which JavaScript's Number()
 * would read) is left for the number schema to refuse with the field's own message.
 */
export function numericText(value: unknown): unknown {
  if (typeof value === 'string' && DECIMAL_TEXT.test(value.trim())) return Number(value);
  return value;
}

/**
 * Whole rand as South Africans type it: '1850', '1 850', '1,850', 'R1 850', 'R 1850' (spaces,
 * including no-break ones, or commas grouping thousands, an R in front) become 1850; a decimal part
 * ('1850.50', '1850,50') becomes that number, for the schema to refuse with 'Whole rand only'.
 * Anything else is left for the number schema to refuse with the field's own message.
 */
export function randText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/^R\s*/i, '');
  if (/^\d{1,3}([ \u00a0\u202f]\d{3})+([.,]\d{1,2})?$/.test(text)) {
    return Number(text.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
  }
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(text)) return Number(text.replace(/,/g, ''));
  if (/^\d+[.,]\d{1,2}$/.test(text)) return Number(text.replace(',', '.'));
  return numericText(text);
}

/**
 * A number in a query string (always text there): plain decimal digits only, so `limit=0x10`
 * is refused with the parameter's own message instead of read as 16.
 */
export function queryNumber<T extends z.ZodNumber>(schema: T) {
  return z.preprocess(numericText, schema);
}

/** A language Khaya speaks (issue 50): 'en-ZA', 'zu', 'af' or 'xh'. */
export const localeSchema = z.enum(LOCALES, {
  error: `Choose one of Khaya's languages: ${LOCALES.join(', ')}`,
});
