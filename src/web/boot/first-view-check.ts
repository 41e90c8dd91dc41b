import { FIRST_VIEW_ID } from '../../domain/http';
import { SESSION_UNTIL_KEY, SIGNING_OUT_KEY } from '../lib/storage-keys';

/** Set on the document's root element while a page rendered for someone else must not show. */
export const NOT_YOURS_ATTRIBUTE = 'data-not-yours';

/**
 * Boot script of a signed-in page the server rendered for the person of its session cookie
 * (ADR 12), run between the first view and the page's markup, before the first paint: unless
 * this browser's note says the session is that person's (and no sign-out is under way), the
 * markup is hidden (styles.css) until the app replaces it. A phone shared after a sign-out that
 * did not reach the server never shows the last person's page. The app makes the same check
 * (src/web/lib/server-session.ts, personOfFirstView).
 */
export default function checkFirstView(): void {
  let theirs = false;
  try {
    const view = JSON.parse(document.getElementById(FIRST_VIEW_ID)?.textContent ?? 'null') as {
      user?: { uid?: string };
    } | null;
    const note = JSON.parse(localStorage.getItem(SESSION_UNTIL_KEY) ?? 'null') as {
      uid?: string;
    } | null;
    theirs =
      typeof view?.user?.uid === 'string' &&
      note?.uid === view.user.uid &&
      localStorage.getItem(SIGNING_OUT_KEY) === null;
  } catch {
    // Storage refused or the view unreadable: the app decides, from a hidden page.
  }
  if (!theirs) document.documentElement.setAttribute(NOT_YOURS_ATTRIBUTE, '');
}
