import { useSyncExternalStore } from 'react';
import type { PhoneStart } from './phone-start';

/**
 * The offer to install Khaya (issue 52): the browser's own prompt (Chromium's
 * `beforeinstallprompt`, kept when it comes), offered once, from a person's second visit on and
 * never on the first screen they see (only after they open another page). Visits are counted
 * per browser session (early.ts); once offered (installed or 'Not now') never again.
 */

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let prompt: InstallPromptEvent | null = null;
let pastFirstScreen = false;
let visits = 0;
let offered = false;
let landingPath = '';
let offeredKey = '';
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage refused: the offer may come again on another visit.
  }
}

/** Where the app's router goes: past the first screen once it leaves the page it landed on. */
function watchPageChanges(): void {
  const check = () => {
    if (window.location.pathname !== landingPath) notePageChange();
  };
  check();
  // wouter announces its history changes as events of these names.
  for (const name of ['popstate', 'pushState', 'replaceState'])
    window.addEventListener(name, check);
}

/** At start: the browser's prompt held so far, and the next one kept when it comes. */
export function watchInstallPrompt(start: PhoneStart): void {
  prompt = start.heldPrompt as InstallPromptEvent | null;
  ({ landingPath, offeredKey, visits } = start);
  watchPageChanges();
  offered = read(offeredKey) !== null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    prompt = event as InstallPromptEvent;
    tell();
  });
  window.addEventListener('appinstalled', () => {
    write(offeredKey, 'installed');
    offered = true;
    prompt = null;
    tell();
  });
}

/** The person opened another page: past the first screen. */
function notePageChange(): void {
  if (pastFirstScreen) return;
  pastFirstScreen = true;
  tell();
}

/** Whether the offer is to be shown now, and a listener of its changes. */
export const installOffer = {
  ready: (): boolean => canOffer(),
  subscribe: (listener: () => void): (() => void) => subscribe(listener),
};

function canOffer(): boolean {
  return Boolean(prompt) && !offered && visits >= 2 && pastFirstScreen;
}

/** 'Install' or 'Not now': the browser's prompt shown or not, and the offer never made again. */
export async function answerInstallOffer(install: boolean): Promise<void> {
  const shown = prompt;
  offered = true;
  write(offeredKey, install ? 'asked' : 'declined');
  prompt = null;
  tell();
  if (install && shown) {
    await shown.prompt();
    await shown.userChoice.catch(() => undefined);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the offer is to be shown (false when rendered on the server). */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribe, canOffer, () => false);
}
