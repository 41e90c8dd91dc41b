import { FIREBASE_USER_KEY_PREFIX, SIGNED_IN_HINT_KEY } from '../lib/storage-keys';
import { FIRST_VIEW_ID } from '../lib/first-view';
import { SIGNED_OUT_TEMPLATE_ID } from './page-assets';

/**
 * Boot script of a signed-in page's shell, run where the shell ends: when the browser holds no
 * sign of a session (no Firebase user in web storage, and not the app's own note that a user is
 * signed in, SIGNED_IN_HINT_KEY), it shows the page's sign-in view from its template at once,
 * before the first paint, instead of the skeleton until the app has loaded and found the same.
 * Any sign of a session, or storage it cannot read, keeps the skeleton: only the app can tell.
 * A session Firebase stored before the app kept its note (IndexedDB only) shows the sign-in view
 * first; the app still looks there (src/web/lib/stored-session.ts) and then shows the page.
 * It marks the root so the app starts from that view (src/web/main.tsx); it never touches a root
 * the app has already taken over (no data-shell any more).
 */
export default function showSignedOutView(): void {
  const root = document.getElementById('root');
  const template = document.getElementById(SIGNED_OUT_TEMPLATE_ID);
  if (!root || !template || !root.hasAttribute('data-shell')) return;
  // The server knew the person from the session cookie: the page is theirs, data and all.
  if (document.getElementById(FIRST_VIEW_ID)) return;
  try {
    if (localStorage.getItem(SIGNED_IN_HINT_KEY) !== null) return;
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i++) {
        if ((storage.key(i) ?? '').startsWith(FIREBASE_USER_KEY_PREFIX)) return;
      }
    }
    root.innerHTML = template.innerHTML;
    root.setAttribute('data-signed-out', '');
    // Its sign-in and sign-up links come back here (the app writes the same once it runs).
    // Without the language's prefix: the app's routes are written without it.
    const here = (location.pathname.replace(/^\/(zu|af|xh)(?=\/|$)/, '') || '/') + location.search;
    for (const link of root.querySelectorAll('a[data-return]')) {
      const [path, query] = (link.getAttribute('href') ?? '').split('?');
      const rest = new URLSearchParams(query);
      rest.delete('next');
      const more = rest.toString();
      link.setAttribute(
        'href',
        `${path}?next=${encodeURIComponent(here)}${more ? `&${more}` : ''}`,
      );
    }
  } catch {
    // Storage refused: keep the skeleton.
  }
}
