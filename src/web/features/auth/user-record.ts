import type { z } from 'zod';
import { pathInLocale } from '../../../domain/locales';
import type { createUserBodySchema, User } from '../../../domain/schemas/users';
import { apiJson, ApiError, queryClient } from '../../lib/api';
import { LOCALE } from '../../lib/locale';
import { LANGUAGE_KEY } from '../../lib/storage-keys';

export type CreateUserInput = Omit<z.input<typeof createUserBodySchema>, 'password'>;

/** The cache key of a Firebase identity's user record. */
export const userRecordKey = (uid: string) => ['/api/users', 'firebase', uid] as const;

/** GET /api/users/firebase/{uid}: the record, or null when none exists (404). */
export async function fetchUserRecord(uid: string): Promise<User | null> {
  try {
    return await apiJson<User>('GET', `/api/users/firebase/${encodeURIComponent(uid)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * POST /api/users as the spec sends it (the password travels as empty text), with the page's
 * language for what reaches the person outside the app; the new record is what the account's
 * pages read from then on.
 */
export async function createUserRecord(body: CreateUserInput): Promise<User> {
  const user = await apiJson<User>('POST', '/api/users', {
    ...body,
    password: '',
    language: LOCALE,
  });
  queryClient.setQueryData(userRecordKey(user.firebaseUid), user);
  return user;
}

/**
 * Where a person who just signed in goes: `path` in their account's language when this phone or
 * computer has no language of its own chosen (the switcher keeps one) and the page speaks
 * another; null to stay in this one. The choice is kept here from then on.
 */
export function accountLanguagePath(record: User, path: string): string | null {
  const language = record.language;
  if (!language || language === LOCALE) return null;
  try {
    if (localStorage.getItem(LANGUAGE_KEY)) return null;
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused: the account's language for this page, not kept for the next visit.
  }
  return pathInLocale(language, path);
}
