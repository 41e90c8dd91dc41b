import { useQuery } from '@tanstack/react-query';
import type { User } from '../../../domain/schemas/users';
import { useAuth } from '../../lib/auth';
import { fetchUserRecord, userRecordKey } from './user-record';

export type UserRecordState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; record: User };

/** The signed-in identity's user record, with every state a page must handle. */
export function useUserRecord(): UserRecordState {
  const { user, loading } = useAuth();
  const query = useQuery({
    queryKey: userRecordKey(user?.uid ?? 'none'),
    queryFn: () => fetchUserRecord(user?.uid ?? ''),
    enabled: Boolean(user),
  });
  if (loading) return { status: 'loading' };
  if (!user) return { status: 'signed-out' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error' };
  return query.data ? { status: 'ready', record: query.data } : { status: 'missing' };
}
