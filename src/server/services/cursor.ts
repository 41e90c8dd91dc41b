import { BadRequestError } from '../errors';

/** Opaque keyset cursors: the sort key of the last row of a page, base64url JSON. */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<T extends (string | number)[]>(
  cursor: string,
  shape: ('string' | 'number')[],
): T {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(values) &&
      values.length === shape.length &&
      values.every((value, index) => typeof value === shape[index])
    ) {
      return values as T;
    }
  } catch {
    // fall through
  }
  throw new BadRequestError('Invalid cursor: start again from the first page.', {
    cursor: 'Invalid cursor',
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
