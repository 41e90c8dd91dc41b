/**
 * Whether Firebase may have a signed-in user saved in this browser, answered without loading
 * the Firebase SDK. A visitor who never signed in (most first views) then never downloads it.
 * Errs on the side of "maybe": any doubt loads Firebase, which then gives the real answer.
 */
import {
  FIREBASE_USER_DB as DB_NAME,
  FIREBASE_USER_KEY_PREFIX as KEY_PREFIX,
  FIREBASE_USER_STORE as STORE,
  SIGNED_IN_HINT_KEY,
  SIGNING_OUT_KEY,
} from './storage-keys';
import { FIRST_VIEW_ID } from './first-view';

function inWebStorage(): boolean {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (let i = 0; i < storage.length; i++) {
      if (storage.key(i)?.startsWith(KEY_PREFIX)) return true;
    }
  }
  return false;
}

/**
 * Keeps the note that a user is signed in (SIGNED_IN_HINT_KEY) in step with Firebase: the
 * boot script src/web/boot/signed-out-view.ts reads it to show a signed-in page's sign-in view before the first paint.
 */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else window.localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the boot script then keeps the skeleton.
  }
}

/**
 * Whether a session may be stored, answered at once from web storage: Firebase's own keys, or
 * the app's note. False for a session only in IndexedDB that predates the note (and outside a
 * browser); {@link mayHaveStoredSession} looks there too.
 */
export function mayHoldSessionNow(): boolean {
  if (typeof window === 'undefined') return false;
  // The server knew the person from the session cookie and put them into the page.
  if (document.getElementById(FIRST_VIEW_ID)) return true;
  try {
    return window.localStorage.getItem(SIGNED_IN_HINT_KEY) !== null || inWebStorage();
  } catch {
    return true;
  }
}

/**
 * Whether a session may be stored. The app's note is not trusted to say "no": a session Firebase
 * stored before the app kept one is only in IndexedDB, so that is looked at too.
 */
export async function mayHaveStoredSession(): Promise<boolean> {
  try {
    if (mayHoldSessionNow()) return true;
    if (typeof indexedDB === 'undefined') return false;
    // Without databases() we cannot look without creating the database: assume a session.
    if (typeof indexedDB.databases !== 'function') return true;
    const databases = await indexedDB.databases();
    if (!databases.some((db) => db.name === DB_NAME)) return false;
    return await new Promise<boolean>((resolve) => {
      const request = indexedDB.open(DB_NAME);
      request.onerror = () => resolve(true);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(STORE)) {
          db.close();
          resolve(false);
          return;
        }
        const keys = db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys();
        keys.onsuccess = () => {
          db.close();
          resolve(keys.result.some((key) => typeof key === 'string' && key.startsWith(KEY_PREFIX)));
        };
        keys.onerror = () => {
          db.close();
          resolve(true);
        };
      };
    });
  } catch {
    return true;
  }
}

let signedOutAtStart = false;

/**
 * Whether the app starts as signed out without waiting for {@link mayHaveStoredSession}: the
 * page already shows its signed-out view (its boot script found no stored session
 * before the app loaded), or the prerenderer renders that view.
 */
export function setSignedOutAtStart(value: boolean): void {
  signedOutAtStart = value;
}

export function startsSignedOut(): boolean {
  return signedOutAtStart;
}

/** Notes that the person asked to sign out (cleared by {@link signedOutNow}). */
export function markSigningOut(): void {
  try {
    window.localStorage.setItem(SIGNING_OUT_KEY, '1');
  } catch {
    // Storage refused: the sign-out finishes on this page or not at all, as before.
  }
}

/** Whether a sign-out was asked for and Firebase may not have forgotten the person yet. */
export function isSigningOut(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem(SIGNING_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

/** Firebase reports nobody signed in: a sign-out under way is done. */
export function signedOutNow(): void {
  try {
    window.localStorage.removeItem(SIGNING_OUT_KEY);
  } catch {
    // Nothing to clear.
  }
}
