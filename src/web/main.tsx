import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { loadPageFor } from './app/routes';
import { seedFirstQueries } from './lib/api';
import { LOCALE_BASE } from './lib/locale';
import { personOfFirstView } from './lib/server-session';
import { setSignedOutAtStart } from './lib/stored-session';
import { markPersonMarkup, markStarted } from './lib/use-started';
import { startPhoneSide } from './features/offline/early';
import './styles.css';

const found = document.getElementById('root');
if (!found) throw new Error('No #root element');
const root: HTMLElement = found;
// Each language's build has its pages under its own prefix ('/zu/request'): links and routes
// are written without it.
const app = (
  <StrictMode>
    <Router base={LOCALE_BASE}>
      <App />
    </Router>
  </StrictMode>
);
// The pages every visitor first sees alike arrive prerendered (scripts/lib/prerender.ts) and are
// hydrated; other pages arrive as a shell (data-shell: header and skeleton) that the app
// replaces. The page's own code (preloaded with the main bundle) is loaded first, so the first
// render shows the page whole: hydration then never meets a page it cannot render yet (which
// would swap the prerendered page for the skeleton). Either way as a transition: React works in
// slices and leaves the main thread free for input between them. A signed-in page's shell may
// already show the page's sign-in view (its boot script, src/web/boot/signed-out-view.ts, found no stored session):
// that view is prerendered too, as the app renders it for a visitor known to be signed out, and
// the app hydrates it (its nodes stay: the browser does not paint the page a second time).
// A signed-in page the server rendered for the person of its session (data-person, ADR 12) is
// hydrated from the queries it was rendered with, when this browser agrees whose session it is;
// otherwise (src/web/boot/first-view-check.ts has hidden it) the app replaces it.
function start() {
  const signedOut = root.hasAttribute('data-signed-out');
  if (root.hasAttribute('data-person')) {
    root.removeAttribute('data-person');
    if (personOfFirstView() && seedFirstQueries()) markPersonMarkup();
    else {
      root.replaceChildren();
      document.documentElement.removeAttribute('data-not-yours');
    }
  }
  if (root.firstElementChild && (!root.hasAttribute('data-shell') || signedOut)) {
    if (signedOut) {
      setSignedOutAtStart(true);
      root.removeAttribute('data-shell');
    }
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    markStarted();
    // From here the root is the app's: the boot script leaves it alone.
    root.removeAttribute('data-shell');
    const reactRoot = createRoot(root);
    startTransition(() => reactRoot.render(app));
  }
}
// Issue 52: the install prompt held, the visit counted, the service worker once idle; the rest
// of the phone side only when there is something to show (src/web/features/offline/early.ts).
startPhoneSide(createRoot);
// A page whose code cannot be loaded now still starts: its route retries and shows the error.
loadPageFor(window.location.pathname.slice(LOCALE_BASE.length) || '/').then(start, start);
