import type { z } from 'zod';
import type { createUserBodySchema, User } from '../../../domain/schemas/users';
import { apiJson, ApiError, queryClient } from '../../lib/api';

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
 * POST /api/users as the spec sends it (the password travels as empty text); the new record is
 * what the account's pages read from then on.
 */
export async function createUserRecord(body: CreateUserInput): Promise<User> {
  const user = await apiJson<User>('POST', '/api/users', { ...body, password: '' });
  queryClient.setQueryData(userRecordKey(user.firebaseUid), user);
  return user;
}
