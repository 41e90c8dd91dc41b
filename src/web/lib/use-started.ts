import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { renderingFirstView } from './first-view';

/** Set once the app runs the page: by the first effect after hydration, or before a client render. */
let appStarted = false;

/** For a page the app renders itself (no prerendered markup to take over): started from the start. */
export function markStarted(): void {
  appStarted = true;
}

/**
 * False while the app takes over a prerendered page (and when rendering it to HTML), true once
 * it runs the page; true at once for a page opened inside the app. A button that does nothing
 * until then is disabled meanwhile: a tap is not lost, and a form cannot be sent by the browser
 * itself (which would put what was typed, a password too, in the address).
 *
 * The switch to true is a transition: React renders it in slices after hydration instead of
 * in one synchronous pass (which an external store's differing server snapshot would force).
 */
export function useStarted(): boolean {
  return useStartedFlag(true);
}

/**
 * {@link useStarted} for the frame around the page (the header): true once this component runs.
 * It leaves the app-wide flag alone: the frame hydrates before the page's own boundary does, and
 * a page that then found the flag set would render its buttons enabled from the start, keeping
 * the prerendered `disabled` (React does not patch attributes while it hydrates).
 */
export function useFrameStarted(): boolean {
  return useStartedFlag(false);
}

function useStartedFlag(marksApp: boolean): boolean {
  const [started, setStarted] = useState(appStarted);
  useEffect(() => {
    if (marksApp) appStarted = true;
    if (!started) startTransition(() => setStarted(true));
  }, [marksApp, started]);
  return started;
}

/** Set when the app takes over a page the server rendered for the person (ADR 12). */
let personMarkup = false;

/** The page being hydrated was rendered by the server for the signed-in person (src/web/main.tsx). */
export function markPersonMarkup(): void {
  personMarkup = true;
}

const noChange = () => () => {};

/**
 * False while a page rendered by the server for the person (ADR 12) is on screen without the
 * app (in its markup, and while the app takes it over), true from then on and everywhere else.
 * The shared controls (buttons, checkboxes, tabs) are disabled meanwhile: a tap before the app
 * runs would be lost. Public pages' prerendered controls are left as they are: each says itself
 * whether it waits ({@link useStarted}).
 */
export function useLive(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => !(personMarkup || renderingFirstView()),
  );
}
