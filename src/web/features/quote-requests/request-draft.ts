import { REQUEST_DRAFT_KEY } from '../../lib/storage-keys';
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
}

/** A draft older than this is not sent by itself: the form is filled in with it to check. */
export const SEND_BY_ITSELF_MS = 2 * 3600_000;
/** A draft older than this is forgotten (a shared phone keeps no one's request for long). */
const KEEP_MS = 24 * 3600_000;

export function saveRequestDraft(values: RequestFormValues, askedProviderId: string | null) {
  const draft: RequestDraft = {
    values,
    askedProviderId,
    key: newIdempotencyKey(),
    savedAt: Date.now(),
  };
  try {
    localStorage.setItem(REQUEST_DRAFT_KEY, JSON.stringify(draft));
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
  try {
    const text = localStorage.getItem(REQUEST_DRAFT_KEY);
    if (text === null) return null;
    const draft: unknown = JSON.parse(text);
    if (isDraft(draft) && now - draft.savedAt < KEEP_MS && draft.savedAt <= now) return draft;
  } catch {
    // Unreadable: forgotten below.
  }
  clearRequestDraft();
  return null;
}

export function clearRequestDraft(): void {
  try {
    localStorage.removeItem(REQUEST_DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}
