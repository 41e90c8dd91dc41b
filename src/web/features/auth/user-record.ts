import type { CreateUserBody, User } from '../../../domain/schemas/users';
import { apiRequest, ApiError, queryClient, refreshLists } from '../../lib/api';

/** GET /api/users/firebase/{uid}: the record, or null when none exists (404). */
export async function fetchUserRecord(uid: string): Promise<User | null> {
  try {
    const response = await apiRequest('GET', `/api/users/firebase/${encodeURIComponent(uid)}`);
    return (await response.json()) as User;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/users as the spec sends it: the password travels as empty text. */
export async function createUserRecord(body: Omit<CreateUserBody, 'password'>): Promise<User> {
  const response = await apiRequest('POST', '/api/users', { ...body, password: '' });
  const user = (await response.json()) as User;
  await refreshLists(queryClient);
  return user;
}
