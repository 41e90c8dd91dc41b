import { REQUEST_DRAFT_KEY, REQUEST_TYPING_KEY } from '../../lib/storage-keys';
import { newIdempotencyKey } from '../../lib/api';
import type { RequestFormValues } from './request-body';

/**
 * A request a visitor described before signing in, kept in this browser's local storage so it
 * survives the sign-in and sign-up pages, Google's popup and an email's link opened in this
 * browser. Sent once after signing in: `key` is its Idempotency-Key, so a second tab or a retry
 * replays the first answer instead of posting it again.
 */
export interface RequestDraft {
  values: RequestFormValues;
  /** The provider a 'Request quote' button named, if any. */
  askedProviderId: string | null;
  key: string;
  savedAt: number;
  /** Kept because sending it found no signal (issue 52): it goes when the phone is online. */
  waiting?: boolean;
}

/** A draft older than this is not sent by itself: the form is filled in with it to check. */
export const SEND_BY_ITSELF_MS = 2 * 3600_000;
/** A draft older than this is forgotten (a shared phone keeps no one's request for long). */
const KEEP_MS = 24 * 3600_000;

/**
 * Keeps a request to send: a visitor's until they have signed in, or a signed-in customer's that
 * found no signal, with the key its first try went with (`waiting`).
 */
export function saveRequestDraft(
  values: RequestFormValues,
  askedProviderId: string | null,
  sending?: { key: string },
) {
  const draft: RequestDraft = {
    values,
    askedProviderId,
    key: sending?.key ?? newIdempotencyKey(),
    savedAt: Date.now(),
    ...(sending ? { waiting: true } : {}),
  };
  write(REQUEST_DRAFT_KEY, draft);
}

/**
 * What is being typed into the form, kept as the person types (issue 52): a dropped signal, a
 * closed tab or a reload loses nothing. Never sent by itself; removed when the request is sent,
 * on sign-out, or when a day old.
 */
export function keepTypedRequest(values: RequestFormValues): void {
  if (!values.description.trim() && !values.place) return clearTypedRequest();
  write(REQUEST_TYPING_KEY, { values, askedProviderId: null, key: '', savedAt: Date.now() });
}

export function readTypedRequest(now = Date.now()): RequestFormValues | null {
  return read(REQUEST_TYPING_KEY, now)?.values ?? null;
}

export function clearTypedRequest(): void {
  remove(REQUEST_TYPING_KEY);
}

function write(storageKey: string, draft: RequestDraft): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Storage refused (private mode, full): the visitor signs in and types it again.
  }
}

function isDraft(value: unknown): value is RequestDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<RequestDraft>;
  const values = draft.values as Partial<RequestFormValues> | undefined;
  return (
    typeof draft.key === 'string' &&
    typeof draft.savedAt === 'number' &&
    (draft.askedProviderId === null || typeof draft.askedProviderId === 'string') &&
    typeof values === 'object' &&
    typeof values.serviceType === 'string' &&
    typeof values.description === 'string' &&
    typeof values.whenKind === 'string' &&
    Array.isArray(values.dates) &&
    Array.isArray(values.rooms) &&
    Array.isArray(values.outdoorTasks) &&
    Array.isArray(values.items)
  );
}

/** The kept draft, if there is one young enough; an unreadable or old one is removed. */
export function readRequestDraft(now = Date.now()): RequestDraft | null {
  return read(REQUEST_DRAFT_KEY, now);
}

function read(storageKey: string, now: number): RequestDraft | null {
  try {
    const text = localStorage.getItem(storageKey);
    if (text === null) return null;
    const draft: unknown = JSON.parse(text);
    if (isDraft(draft) && now - draft.savedAt < KEEP_MS && draft.savedAt <= now) return draft;
  } catch {
    // Unreadable: forgotten below.
  }
  remove(storageKey);
  return null;
}

export function clearRequestDraft(): void {
  remove(REQUEST_DRAFT_KEY);
}

function remove(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing kept.
  }
}
