/** HTTP conventions shared by server and browser (kept free of zod so pages stay light). */

/** The header that carries the next page's cursor on every paginated list. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
