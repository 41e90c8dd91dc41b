/**
 * The messages feature's data: a thread page by page (newest first in the cache, shown oldest
 * first), sending (the sent message is added to the thread at once), marking read, the
 * customer's list of a request's threads, the unread counts the header and dashboards show,
 * and reporting a message. The live stream (features/live) adds what others write.
 */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Message,
  SendMessageBody,
  Thread,
  ThreadSummary,
  UnreadMessages,
} from '../../../domain/schemas/messages';
import { apiJson, apiUpload } from '../../lib/api';
import { useAuth } from '../../lib/auth';

const BASE = '/api/quote-requests';
const UNREAD = '/api/messages/unread';

export const messageKeys = {
  /** Every thread of a request (its threads list included). */
  request: (requestId: string) => ['messages', requestId] as const,
  thread: (requestId: string, providerId: string | undefined) =>
    ['messages', requestId, 'thread', providerId ?? 'own'] as const,
  threads: (requestId: string) => ['messages', requestId, 'threads'] as const,
  unread: (uid: string | undefined) => [UNREAD, uid] as const,
  allUnread: [UNREAD] as const,
};

const threadUrl = (requestId: string, providerId: string | undefined, before?: string | null) => {
  const params = new URLSearchParams();
  if (providerId) params.set('providerId', providerId);
  if (before) params.set('before', before);
  const query = params.toString();
  return `${BASE}/${requestId}/messages${query ? `?${query}` : ''}`;
};

export function useThread(requestId: string, providerId: string | undefined, enabled = true) {
  const { user } = useAuth();
  return useInfiniteQuery({
    queryKey: messageKeys.thread(requestId, providerId),
    queryFn: ({ pageParam }) => apiJson<Thread>('GET', threadUrl(requestId, providerId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    enabled: Boolean(user) && enabled,
  });
}

/**
 * Adds a message to its thread's cache (the newest page), once, or puts its new reading in its
 * place (hidden by an admin since): the sender's own answer and the live stream's copy of it
 * meet here. Returns whether the thread was in the cache.
 */
export function addToThread(client: QueryClient, message: Message): boolean {
  let found = false;
  for (const providerId of [message.providerId, undefined]) {
    client.setQueryData<InfiniteData<Thread>>(
      messageKeys.thread(message.quoteRequestId, providerId),
      (data) => {
        const newest = data?.pages[0];
        if (!data || !newest || newest.providerId !== message.providerId) return data;
        found = true;
        // One it holds already (hidden by an admin since): its new reading in its place.
        if (data.pages.some((page) => page.messages.some((m) => m.id === message.id))) {
          return {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              messages: page.messages.map((m) => (m.id === message.id ? message : m)),
            })),
          };
        }
        return {
          ...data,
          pages: [{ ...newest, messages: [...newest.messages, message] }, ...data.pages.slice(1)],
        };
      },
    );
  }
  return found;
}

export const messagesPath = (requestId: string) => `${BASE}/${requestId}/messages`;

/** What a message's POST carries: the same for its first try and when it is sent later. */
export const messageBody = (text: string, providerId: string | undefined | null) => ({
  text,
  ...(providerId ? { providerId } : {}),
});

export function useSendMessage(requestId: string, providerId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    // `key`: the message's own Idempotency-Key, made as it was written, which it keeps if it
    // has to wait for signal (waiting-messages.ts): sent again later, it is still sent once.
    mutationFn: ({ key, ...body }: SendMessageBody & { key?: string }) =>
      apiJson<Message>('POST', messagesPath(requestId), messageBody(body.text, providerId), key),
    onSuccess: (message) => {
      if (!addToThread(client, message)) {
        void client.invalidateQueries({ queryKey: messageKeys.thread(requestId, providerId) });
      }
      void client.invalidateQueries({ queryKey: messageKeys.threads(requestId) });
    },
  });
}

/** Sends a photo (already made smaller on the phone) with the words written, if any. */
export function useSendPhoto(requestId: string, providerId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, text }: { file: File; text: string }) => {
      const form = new FormData();
      if (text.trim()) form.append('text', text);
      if (providerId) form.append('providerId', providerId);
      form.append('file', file, file.name);
      return apiUpload<Message>(`${BASE}/${requestId}/messages/photo`, form);
    },
    onSuccess: (message) => {
      if (!addToThread(client, message)) {
        void client.invalidateQueries({ queryKey: messageKeys.thread(requestId, providerId) });
      }
      void client.invalidateQueries({ queryKey: messageKeys.threads(requestId) });
    },
  });
}

/** Marks the thread read; the counts refresh (the header, the dashboards, the tabs). */
export function useMarkThreadRead(requestId: string, providerId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiJson<{ unread: 0 }>('POST', `${BASE}/${requestId}/messages/read`, {
        ...(providerId ? { providerId } : {}),
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messageKeys.allUnread });
      void client.invalidateQueries({ queryKey: messageKeys.threads(requestId) });
    },
  });
}

export function useThreads(requestId: string, enabled = true) {
  const { user } = useAuth();
  return useQuery({
    queryKey: messageKeys.threads(requestId),
    queryFn: () => apiJson<ThreadSummary[]>('GET', `${BASE}/${requestId}/threads`),
    enabled: Boolean(user) && enabled,
  });
}

export function useUnreadMessages() {
  const { user } = useAuth();
  return useQuery({
    queryKey: messageKeys.unread(user?.uid),
    queryFn: () => apiJson<UnreadMessages>('GET', UNREAD),
    enabled: Boolean(user),
  });
}

/** Each request's unread messages (the dashboards' cards). */
export function useUnreadByRequest(): Map<string, number> {
  const { data } = useUnreadMessages();
  const counts = new Map<string, number>();
  for (const thread of data?.threads ?? []) {
    counts.set(thread.quoteRequestId, (counts.get(thread.quoteRequestId) ?? 0) + thread.unread);
  }
  return counts;
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiJson<{ reported: true }>('POST', `/api/messages/${id}/report`, { reason }),
  });
}
