/**
 * Push notifications in this browser (issue 52): whether it can take them, turning them on
 * (the browser asks the person, then its push service gives a subscription the server keeps)
 * and off. Loaded only when a person looks at them (Settings, or an offer after an action).
 */
import type { NotificationPreferences } from '../../../domain/schemas/notifications';
import { serviceWorkerOf } from '../../../domain/offline';
import { apiJson } from '../../lib/api';
import { LOCALE_BASE } from '../../lib/locale';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * - `unsupported`: no service worker or Push API (an iPhone's Safari outside the home screen);
 * - `blocked`: the person said no in the browser (only the browser's site settings undo it);
 * - `off` / `on`: whether this browser takes them for the signed-in account.
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This language's worker: registered already, or now (it may still be waiting for idle). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const { url, scope } = serviceWorkerOf(LOCALE_BASE);
  const found = await navigator.serviceWorker.getRegistration(scope);
  if (found?.active) return found;
  await navigator.serviceWorker.register(url, { scope });
  return navigator.serviceWorker.ready;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const { scope } = serviceWorkerOf(LOCALE_BASE);
  const found = await navigator.serviceWorker.getRegistration(scope);
  return (await found?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Why turning on failed, for the person: the browser's answer, or its push service's. */
export class PushRefused extends Error {
  constructor(readonly reason: 'blocked' | 'dismissed' | 'unsupported' | 'failed') {
    super(reason);
  }
}

/** What the person reads when turning on did not work, for each reason. */
export function pushRefusalText(error: unknown): string {
  const reason = error instanceof PushRefused ? error.reason : 'failed';
  return reason === 'blocked'
    ? m.push_blocked()
    : reason === 'dismissed'
      ? m.push_dismissed()
      : reason === 'unsupported'
        ? m.push_unsupported()
        : m.push_failed();
}

/**
 * Asks the browser (its own prompt, after the person tapped), subscribes with the server's
 * VAPID key and gives the subscription to the server. Resolves with the new preferences.
 */
export async function turnOnPush(): Promise<NotificationPreferences> {
  if (!supported()) throw new PushRefused('unsupported');
  const permission = await Notification.requestPermission();
  // Closed without an answer, the browser may ask again; said no, only its settings undo it.
  if (permission !== 'granted')
    throw new PushRefused(permission === 'denied' ? 'blocked' : 'dismissed');
  let subscription: PushSubscription;
  try {
    const { publicKey } = await apiJson<{ publicKey: string }>(
      'GET',
      '/api/notifications/push/key',
    );
    const worker = await registration();
    subscription =
      (await worker.pushManager.getSubscription()) ??
      (await worker.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: publicKey,
      }));
  } catch (error) {
    // No signal, or the browser's push service did not answer (it needs the internet).
    console.warn('Push subscription failed', error);
    throw new PushRefused('failed');
  }
  return apiJson<NotificationPreferences>('POST', '/api/notifications/push', subscription.toJSON());
}

/** This browser stops taking them: the server forgets it, then the browser's push service. */
export async function turnOffPush(): Promise<NotificationPreferences | null> {
  const subscription = supported() ? await currentSubscription() : null;
  if (!subscription) return null;
  const preferences = await apiJson<NotificationPreferences>('DELETE', '/api/notifications/push', {
    endpoint: subscription.endpoint,
  }).catch(() => null);
  await subscription.unsubscribe().catch(() => false);
  return preferences;
}

/**
 * Signing out: no browser of this phone takes the person's push notifications any more. The
 * server is told first, while the person is still signed in (at most two seconds' wait), then
 * the browser's push service; a server not told drops the browser when its push service next
 * says it is gone.
 */
export async function forgetPushHere(): Promise<void> {
  if (!supported()) return;
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) continue;
    await Promise.race([
      apiJson('DELETE', '/api/notifications/push', { endpoint: subscription.endpoint }).catch(
        () => undefined,
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    await subscription.unsubscribe().catch(() => false);
  }
}
