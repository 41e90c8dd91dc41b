import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the app takes over a prerendered page (and when rendering it to HTML), true once
 * it runs the page; true at once for a page opened inside the app. A button that does nothing
 * until then is disabled meanwhile: a tap is not lost, and a form cannot be sent by the browser
 * itself (which would put what was typed, a password too, in the address).
 */
export function useStarted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
