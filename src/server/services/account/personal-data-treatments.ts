/**
 * What becomes of each column when a person deletes their account (POPIA section 24): every
 * column of every table is named here, and a test compares this list with the database, so a
 * column added later fails that test until someone decides what deletion does with it.
 *
 * - `erased`: the person's value is removed (the row deleted, or the value emptied).
 * - `anonymised`: replaced by a value that says nothing about them ('Former customer').
 * - `kept`: stays, because another person relies on it or it is no one's personal data; the
 *   table's `why` says which.
 * - `redacted`: free text the person wrote that others keep: it stays, with any phone number,
 *   email address, link or handle in it hidden (`kept-text.ts`).
 */
export type Treatment = 'erased' | 'anonymised' | 'kept' | 'redacted';

export interface TablePolicy {
  why: string;
  columns: Record<string, Treatment>;
}

export const kept = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, 'kept' as const]));
export const erased = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, 'erased' as const]));
export const redacted = (...names: string[]) =>
  Object.fromEntries(names.map((name) => [name, 'redacted' as const]));
