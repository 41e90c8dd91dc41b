import { useSyncExternalStore } from 'react';
import {
  MESSAGE_TYPING_KEY,
  WAITING_MESSAGES_EVENT,
  WAITING_MESSAGES_KEY,
} from '../../lib/storage-keys';

/**
 * Messages written without signal (issue 52), kept on the phone until they are sent: each with
 * the Idempotency-Key of its first try, so however often it is tried (a lost answer, a second
 * tab) the thread gets it once. Kept in local storage (a reload or a closed tab keeps them),
 * per person; a message the server refused keeps its reason until the person removes it. And
 * what is typed in each thread's box, so a closed tab loses no words.
 */
export interface WaitingMessage {
  key: string;
  uid: string;
  requestId: string;
  /** The thread's provider on the customer's side; null in the provider's own thread. */
  providerId: string | null;
  text: string;
  /** When it was written (ISO). */
  at: string;
  /** Why the server refused it, in words for the person; unset while it waits for signal. */
  problem?: string;
}

const listeners = new Set<() => void>();
let cache: { raw: string | null; list: WaitingMessage[] } = { raw: null, list: [] };

function isWaiting(value: unknown): value is WaitingMessage {
  const one = value as Partial<WaitingMessage> | null;
  return (
    typeof one?.key === 'string' &&
    typeof one.uid === 'string' &&
    typeof one.requestId === 'string' &&
    typeof one.text === 'string' &&
    typeof one.at === 'string'
  );
}

/** Every waiting message on this phone, oldest first (the same array until it changes). */
export function waitingMessages(): WaitingMessage[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(WAITING_MESSAGES_KEY);
  } catch {
    // Storage refused: nothing waits.
  }
  if (raw === cache.raw) return cache.list;
  let list: WaitingMessage[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isWaiting) : [];
  } catch {
    list = [];
  }
  cache = { raw, list };
  return list;
}

function write(list: WaitingMessage[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(WAITING_MESSAGES_KEY);
    else localStorage.setItem(WAITING_MESSAGES_KEY, JSON.stringify(list));
  } catch {
    // Storage refused (full): the message stays in the box instead (the composer keeps it).
    throw new Error('not kept');
  }
  for (const listener of listeners) listener();
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(WAITING_MESSAGES_EVENT));
}

/** Keeps a message to send once there is signal; false when the phone could not keep it. */
export function keepWaiting(message: WaitingMessage): boolean {
  try {
    write([...waitingMessages().filter((one) => one.key !== message.key), message]);
    return true;
  } catch {
    return false;
  }
}

export function dropWaiting(key: string): void {
  try {
    write(waitingMessages().filter((one) => one.key !== key));
  } catch {
    // Nothing was kept to drop.
  }
}

export function refuseWaiting(key: string, problem: string): void {
  try {
    write(waitingMessages().map((one) => (one.key === key ? { ...one, problem } : one)));
  } catch {
    // Not kept: it stays as it was.
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key === WAITING_MESSAGES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

const NONE: WaitingMessage[] = [];

/** All of this phone's waiting messages, re-read when they change (in this tab or another). */
export function useAllWaiting(): WaitingMessage[] {
  return useSyncExternalStore(subscribe, waitingMessages, () => NONE);
}

/** The thread's own, for `uid`. */
export function inThread(
  list: WaitingMessage[],
  uid: string | undefined,
  requestId: string,
  providerId: string | undefined,
): WaitingMessage[] {
  return list.filter(
    (one) =>
      one.uid === uid && one.requestId === requestId && one.providerId === (providerId ?? null),
  );
}

/** The box of one thread, by its request and provider. */
const threadKey = (requestId: string, providerId: string | undefined) =>
  `${requestId}:${providerId ?? ''}`;

function typedBoxes(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MESSAGE_TYPING_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** What was typed in a thread's box and not sent. */
export function readTypedMessage(requestId: string, providerId: string | undefined): string {
  const typed = typedBoxes()[threadKey(requestId, providerId)];
  return typeof typed === 'string' ? typed : '';
}

export function keepTypedMessage(
  requestId: string,
  providerId: string | undefined,
  text: string,
): void {
  const boxes = typedBoxes();
  const key = threadKey(requestId, providerId);
  if (text) boxes[key] = text;
  else delete boxes[key];
  try {
    if (Object.keys(boxes).length === 0) localStorage.removeItem(MESSAGE_TYPING_KEY);
    else localStorage.setItem(MESSAGE_TYPING_KEY, JSON.stringify(boxes));
  } catch {
    // Storage refused: the words stay in the box while the page is open.
  }
}
