/**
 * The server's session cookie for this browser (ADR 11): made from Firebase's ID token once
 * someone is signed in, ended on sign-out. The cookie is HttpOnly, so the app keeps a note of
 * whose it is and until when (SESSION_UNTIL_KEY), to know when to make a new one.
 */
import { NO_SESSION_META } from '../../domain/http';
import type { AuthUser } from './auth-user';
import { discardFirstView, readFirstView, renderingFirstView } from './first-view';
import { SESSION_UNTIL_KEY } from './storage-keys';
import { isSigningOut } from './stored-session';

/** A session this close to its end is made again. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

interface SessionNote {
  uid: string;
  until: string;
}

function readNote(): SessionNote | null {
  try {
    const raw = localStorage.getItem(SESSION_UNTIL_KEY);
    const note = raw ? (JSON.parse(raw) as Partial<SessionNote>) : null;
    return typeof note?.uid === 'string' && typeof note.until === 'string'
      ? { uid: note.uid, until: note.until }
      : null;
  } catch {
    return null;
  }
}

function writeNote(note: SessionNote | null): void {
  try {
    if (note) localStorage.setItem(SESSION_UNTIL_KEY, JSON.stringify(note));
    else localStorage.removeItem(SESSION_UNTIL_KEY);
  } catch {
    // Storage refused: a new session is made at the next start, no harm done.
  }
}

/** Whether the server holds a session for this person that is not about to end. */
export function holdsSession(uid?: string): boolean {
  const note = readNote();
  if (!note || (uid !== undefined && note.uid !== uid)) return false;
  return Date.parse(note.until) - Date.now() > RENEW_BEFORE_MS;
}

let starting: Promise<boolean> | null = null;

/** Asks the server for a session cookie for the person this ID token proves. */
export function startSession(uid: string, idToken: () => Promise<string>): Promise<boolean> {
  starting ??= (async () => {
    try {
      const response = await fetch('/api/session', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: await idToken() }),
        credentials: 'include',
      });
      if (!response.ok) return false;
      const { expiresAt } = (await response.json()) as { expiresAt: string };
      writeNote({ uid, until: expiresAt });
      return true;
    } catch {
      // Offline: the pages work with tokens meanwhile; the next start tries again.
      return false;
    } finally {
      starting = null;
    }
  })();
  return starting;
}

/** Forgets the session, here and on the server (signing out). */
export async function endSession(): Promise<void> {
  writeNote(null);
  try {
    await fetch('/api/session', { method: 'DELETE', credentials: 'include', keepalive: true });
  } catch {
    // Offline: the note is gone, so a page that still comes with the cookie is not trusted
    // (firstViewTrusted) and ends it again.
  }
}

/** Forgets the note alone (the server no longer takes the cookie). */
export function forgetSession(): void {
  writeNote(null);
}

/**
 * Whether a page's first view (made by the server from the cookie) is this browser's signed-in
 * person's: the note says the server holds a session for the same person. After a sign-out
 * whose ending did not reach the server (offline), the cookie still comes, without a note.
 */
export function firstViewTrusted(uid: string): boolean {
  return readNote()?.uid === uid;
}

/**
 * The person the server put into the page's document from the session cookie (ADR 11), when this
 * browser's note agrees it is theirs; otherwise the cookie is ended and the page starts as usual.
 */
export function personOfFirstView(): AuthUser | null {
  const first = readFirstView();
  if (!first) {
    // The server took no session cookie, whatever the note says: one is made again once
    // Firebase reports the person.
    if (
      typeof document !== 'undefined' &&
      document.querySelector(`meta[name="${NO_SESSION_META}"]`)
    )
      forgetSession();
    return null;
  }
  if (renderingFirstView() || (firstViewTrusted(first.user.uid) && !isSigningOut()))
    return first.user;
  discardFirstView();
  void endSession();
  return null;
}
