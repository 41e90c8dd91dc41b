/// <reference lib="webworker" />
/**
 * Push notifications in the service worker (issue 52): a message from the server (sealed to
 * this browser, opened by the browser) is shown as a notification; tapping it opens the page it
 * is about, in a Khaya window already open when there is one.
 */
import type { PushPayload } from '../../domain/schemas/push';

declare const self: ServiceWorkerGlobalScope;

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const payload = event.data?.json() as Partial<PushPayload> | undefined;
    if (typeof payload?.title !== 'string' || typeof payload.link !== 'string') return null;
    return {
      title: payload.title,
      body: typeof payload.body === 'string' ? payload.body : '',
      link: payload.link,
      tag: typeof payload.tag === 'string' ? payload.tag : '',
    };
  } catch {
    return null;
  }
}

export function handlePushMessages(): void {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        // The same tag on a repeat of one delivery: it replaces, never adds (exactly once).
        ...(payload.tag ? { tag: payload.tag } : {}),
        icon: '/icon-192.png',
        badge: '/icon-96.png',
        data: { link: payload.link },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const link = (event.notification.data as { link?: unknown } | null)?.link;
    // Only a page of this site: a link is a path ('/zu/quote/...').
    const target = new URL(
      typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/',
      self.location.origin,
    ).href;
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((client) => client.url === target);
        if (same) {
          await same.focus();
          return;
        }
        // A Khaya window this worker controls goes to the page; otherwise a new one opens.
        const open = windows.find((client) => client.url.startsWith(self.location.origin));
        const moved = open
          ? await open
              .focus()
              .then((client) => client.navigate(target))
              .catch(() => null)
          : null;
        if (!moved) await self.clients.openWindow(target);
      })(),
    );
  });
}
