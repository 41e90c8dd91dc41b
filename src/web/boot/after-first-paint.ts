import { PAGE_ASSETS_ID, PRELOADS_PER_TASK, type PageAssets } from './page-assets';

/**
 * Boot script (inlined at the end of every page's body): asks for the stylesheet and the app's
 * scripts once the browser has painted (the frame after the first, then a task; at the latest
 * after a second, for a tab opened in the background), so nothing competes with the first paint.
 * What it loads is read from the page's `page-assets` JSON, so one CSP hash allows it on every
 * page. The entry script first, then its and the page's chunks {@link PRELOADS_PER_TASK} at a
 * time, a task each: every request started costs the main thread a quarter to half a millisecond
 * on a desktop core (several times that on a cheap phone), so a page's two dozen in one task would
 * hold off a tap for as long.
 */
export default function loadAfterFirstPaint(): void {
  let started = false;
  function load() {
    if (started) return;
    started = true;
    const head = document.head;
    const assets = JSON.parse(
      document.getElementById(PAGE_ASSETS_ID)?.textContent ?? 'null',
    ) as PageAssets | null;
    if (!assets) return;
    if (assets.css) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = assets.css;
      head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = assets.script;
    head.appendChild(script);
    const queue = assets.preloads.slice();
    (function next() {
      for (const url of queue.splice(0, PRELOADS_PER_TASK)) {
        const preload = document.createElement('link');
        preload.rel = 'modulepreload';
        preload.crossOrigin = '';
        preload.href = url;
        head.appendChild(preload);
      }
      if (queue.length) setTimeout(next, 0);
    })();
  }
  requestAnimationFrame(() => setTimeout(load, 0));
  setTimeout(load, 1000);
}
