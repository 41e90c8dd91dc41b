/**
 * The signed-in tab's live stream (`GET /api/events`): read with fetch (the ID token in the
 * header, which EventSource cannot send), closed while the tab is hidden and opened again with
 * the last event's id when it comes back, so nothing is missed. What arrives refreshes exactly
 * the cached queries it changes: a message joins its thread, a change to a request or a quote
 * refreshes that request's views and the dashboards' lists, a notification the bell.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { useEffect } from 'react';
import type { LiveChange, Message } from '../../../domain/schemas/messages';
import { fetchAs } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { addToThread, messageKeys } from '../messages';
import { notificationKeys } from '../notifications';
import { quoteRequestKeys } from '../quote-requests/keys';

/** Waits before reconnecting after a failure: longer each time, up to half a minute. */
const BACKOFF_MS = [1000, 2000, 5000, 10_000, 30_000];

function refreshRequest(client: QueryClient, quoteRequestId: string | undefined) {
  void client.invalidateQueries({ queryKey: quoteRequestKeys.lists('customer') });
  void client.invalidateQueries({ queryKey: quoteRequestKeys.lists('provider') });
  void client.invalidateQueries({ queryKey: quoteRequestKeys.stats('customer') });
  void client.invalidateQueries({ queryKey: quoteRequestKeys.stats('provider') });
  if (quoteRequestId) {
    void client.invalidateQueries({ queryKey: quoteRequestKeys.one(quoteRequestId) });
    void client.invalidateQueries({ queryKey: quoteRequestKeys.comparison(quoteRequestId) });
    void client.invalidateQueries({ queryKey: messageKeys.request(quoteRequestId) });
  }
}

/** What one event changes in the cache. */
export function applyLiveEvent(client: QueryClient, event: EventSourceMessage): void {
  if (event.event === 'reset') {
    void client.invalidateQueries();
    return;
  }
  if (event.event !== 'message' && event.event !== 'change') return;
  const data = JSON.parse(event.data) as (Message | LiveChange) & { notified?: boolean };
  if (data.notified) void client.invalidateQueries({ queryKey: notificationKeys.all });
  if (event.event === 'message') {
    const message = data as Message;
    if (!addToThread(client, message)) {
      void client.invalidateQueries({ queryKey: messageKeys.request(message.quoteRequestId) });
    }
    void client.invalidateQueries({ queryKey: messageKeys.threads(message.quoteRequestId) });
    void client.invalidateQueries({ queryKey: messageKeys.allUnread });
    return;
  }
  refreshRequest(client, (data as LiveChange).quoteRequestId);
}

/** Follows the signed-in person's live events while the tab is visible. */
export function useLiveEvents(): void {
  const { user } = useAuth();
  const client = useQueryClient();
  const uid = user?.uid;
  useEffect(() => {
    if (!uid) return;
    let lastEventId: string | undefined;
    let abort: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const connect = async () => {
      if (stopped || abort || document.visibilityState === 'hidden') return;
      const controller = new AbortController();
      abort = controller;
      try {
        const response = await fetchAs('/api/events', {
          headers: lastEventId !== undefined ? { 'last-event-id': lastEventId } : {},
          signal: controller.signal,
        });
        // 204: no account yet (registration under way); asked again shortly.
        if (response.status === 204) throw new Error('no account yet');
        if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
        const parser = createParser({
          onEvent: (event) => {
            if (event.id !== undefined) lastEventId = event.id;
            failures = 0;
            applyLiveEvent(client, event);
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        if (controller.signal.aborted) return;
        failures += 1;
      } finally {
        if (abort === controller) abort = null;
      }
      // The stream ended (its time was up, or the server restarted): open it again.
      if (!stopped && !controller.signal.aborted) {
        const wait =
          failures === 0 ? 0 : (BACKOFF_MS[Math.min(failures, BACKOFF_MS.length) - 1] ?? 30_000);
        retry = setTimeout(() => void connect(), wait);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        abort?.abort();
        abort = null;
        clearTimeout(retry);
      } else {
        void connect();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    void connect();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(retry);
      abort?.abort();
    };
  }, [uid, client]);
}
