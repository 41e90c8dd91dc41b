import { DATA_USED_KEY } from './storage-keys';

/**
 * How much data this visit has used (Settings shows it beside the data saver, issue 52): the
 * bytes each response took over the network, as the browser's resource timing tells them
 * (`transferSize`: 0 for what came from its cache or from the service worker), for this page and
 * this tab's earlier ones (kept in session storage when a page is left). A response still
 * arriving (the live stream) counts once it ends; another site's response that keeps its timing
 * to itself counts 0.
 */
let earlier = 0;
let here = 0;
let counting = false;
const listeners = new Set<() => void>();

function keep() {
  try {
    sessionStorage.setItem(DATA_USED_KEY, String(earlier + here));
  } catch {
    // Storage refused: this page's bytes are not carried to the next.
  }
}

/**
 * Starts counting, once per page (from Settings: what the page loaded before is in the browser's
 * buffer of its first 250 responses, whose size is raised here for what follows).
 */
export function countDataUsed(): void {
  if (counting || typeof PerformanceObserver === 'undefined') return;
  counting = true;
  performance.setResourceTimingBufferSize?.(2000);
  try {
    earlier = Number(sessionStorage.getItem(DATA_USED_KEY)) || 0;
  } catch {
    earlier = 0;
  }
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      here += (entry as PerformanceResourceTiming).transferSize || 0;
    for (const listener of listeners) listener();
  });
  try {
    observer.observe({ type: 'navigation', buffered: true });
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    counting = false;
    return;
  }
  // Kept whenever the page may go: a reload, a link, a closed tab or one put in the background.
  window.addEventListener('pagehide', keep);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keep();
  });
}

/** The visit's bytes so far, or null where the browser cannot tell. */
export function dataUsed(): number | null {
  return counting ? earlier + here : null;
}

/** Called whenever more bytes are counted. */
export function onDataUsed(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
