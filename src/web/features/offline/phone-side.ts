import { installOffer, watchInstallPrompt } from './install-offer';
import type { PhoneStart } from './phone-start';

/** Without a network: the page itself may be the kept copy (with its own time, if kept). */
async function noteKeptPage({ keptCopy, savedAtHeader }: PhoneStart): Promise<void> {
  if (navigator.onLine || typeof caches === 'undefined') return;
  const page = await caches.match(window.location.href).catch(() => undefined);
  const kept = page?.headers.get(savedAtHeader);
  if (kept) keptCopy.note(new Response(null, { headers: { [savedAtHeader]: kept } }));
}

/**
 * The phone side's rest (issue 52), loaded by early.ts when there may be something to show:
 * the install offer's watch and whether this page is a kept copy. The notices' code
 * (notices.tsx, in a React root of their own) loads only when one is to show.
 */
export function startPhoneSide(start: PhoneStart): void {
  const { keptCopy } = start;
  watchInstallPrompt(start);
  void noteKeptPage(start);
  window.addEventListener('offline', () => void noteKeptPage(start));
  const stops: (() => void)[] = [];
  const show = () => {
    if (!keptCopy.get() && !installOffer.ready()) return;
    for (const stop of stops.splice(0)) stop();
    void import('./notices-root').then((module) => module.mountNotices(start));
  };
  stops.push(keptCopy.subscribe(show), installOffer.subscribe(show));
  show();
}
