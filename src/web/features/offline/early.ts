import { SAVED_AT_HEADER } from '../../../domain/offline';
import { keptCopy } from './kept-copy';
import type { PhoneStart } from './phone-start';
import { registerServiceWorker } from './service-worker';

/**
 * What of the phone side (issue 52) every page runs, kept small (it is in every first view):
 * Chromium's install prompt held from the start (never shown by the browser on its own), this
 * visit counted, the service worker registered once the page is idle. The rest (phone-side.ts:
 * the install offer, the offline notice) loads only when there is something to show: a kept
 * copy shown, no network, or an install prompt on a second visit.
 */
const VISITS_KEY = 'khaya:visits';
const INSTALL_OFFERED_KEY = 'khaya:install-offered';
const VISIT_COUNTED_KEY = 'khaya:visit-counted';

/** This browser's visits (a browser session each), this one counted once. */
function countVisit(): number {
  try {
    let visits = Number(localStorage.getItem(VISITS_KEY)) || 0;
    if (!sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
      visits += 1;
      localStorage.setItem(VISITS_KEY, String(visits));
    }
    return visits;
  } catch {
    return 0;
  }
}

export function startPhoneSide(createRoot: PhoneStart['createRoot']): void {
  const landingPath = window.location.pathname;
  let heldPrompt: Event | null = null;
  const visits = countVisit();
  let offered = true;
  try {
    offered = localStorage.getItem(INSTALL_OFFERED_KEY) !== null;
  } catch {
    // Storage refused: no offer.
  }
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('./phone-side').then((module) =>
      module.startPhoneSide({
        heldPrompt,
        landingPath,
        visits,
        offeredKey: INSTALL_OFFERED_KEY,
        savedAtHeader: SAVED_AT_HEADER,
        keptCopy,
        createRoot,
      }),
    );
  };
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    heldPrompt = event;
    if (visits >= 2 && !offered) load();
  });
  keptCopy.subscribe(load);
  const whenIdle = () => {
    registerServiceWorker();
    if (!navigator.onLine) load();
  };
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(whenIdle, { timeout: 5000 }) : whenIdle();
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
