/**
 * The notifications feature's data: the caller's list, page by page, the unread count the bell
 * shows (asked again every minute and when the tab comes back into view), and marking read.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '../../../domain/http';
import type {
  MarkReadBody,
  Notification,
  UnreadCount,
} from '../../../domain/schemas/notifications';
import { apiJson, apiRequest, type Page } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { useDataSaver } from '../../lib/data-saver';

const BASE = '/api/notifications';
/**
 * How often the bell asks for its count: one indexed count a minute per signed-in tab; never
 * while the data saver is on (the live stream, while the page is in view, and the tab coming back
 * into view still bring it).
 */
export const UNREAD_POLL_MS = 60_000;

export const notificationKeys = {
  all: [BASE] as const,
  list: (uid: string | undefined) => [BASE, 'list', uid] as const,
  unread: (uid: string | undefined) => [BASE, 'unread', uid] as const,
};

export function useUnreadCount() {
  const { user } = useAuth();
  const saver = useDataSaver();
  return useQuery({
    queryKey: notificationKeys.unread(user?.uid),
    queryFn: () => apiJson<UnreadCount>('GET', `${BASE}/unread`),
    enabled: Boolean(user),
    refetchInterval: saver ? false : UNREAD_POLL_MS,
    // Asked again whenever the tab comes back into view (the app's default keeps data forever).
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

export function useNotifications() {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(user?.uid),
    queryFn: async ({ pageParam }): Promise<Page<Notification>> => {
      const params = new URLSearchParams({ limit: '30' });
      if (pageParam) params.set('cursor', pageParam);
      const response = await apiRequest('GET', `${BASE}?${params.toString()}`);
      return {
        items: (await response.json()) as Notification[],
        nextCursor: response.headers.get(NEXT_CURSOR_HEADER),
      };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: Boolean(user),
  });
}

/** Marks some or all read; the list and the bell refresh. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkReadBody) => apiJson<UnreadCount>('POST', `${BASE}/read`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
