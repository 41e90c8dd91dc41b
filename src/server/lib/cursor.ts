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

export type CreatedCursor = [string, string];

/** A timestamp as PostgreSQL writes one (or in ISO form), to the microsecond, with its offset. */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ]\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2}){0,2})$/;

/** A real moment: the pattern, a day the month has, and a time JavaScript can read. */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match || Number.isNaN(Date.parse(text))) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The last row's (created_at, id) from a list cursor, checked before it reaches SQL. */
function parseCreatedCursor(cursor: string | undefined): CreatedCursor | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = decodeCursor<CreatedCursor>(cursor, ['string', 'string']);
  if (!isUuid(id) || !isTimestamp(createdAt)) {
    throw new BadRequestError('Invalid cursor: start again from the first page.', {
      cursor: 'Invalid cursor',
    });
  }
  return [createdAt, id];
}

/** A cursor before every row: the first page is the same statement as any other. */
export const FIRST_PAGE_CURSOR: CreatedCursor = [
  'infinity',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Where a page of a newest-first list starts: after the cursor's row, or at the top. */
export function createdPageValues(cursor: string | undefined, limit: number) {
  const after = parseCreatedCursor(cursor) ?? FIRST_PAGE_CURSOR;
  return { afterCreatedAt: after[0], afterId: after[1], limit: limit + 1 };
}
