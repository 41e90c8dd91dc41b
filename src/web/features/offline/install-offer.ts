import { useSyncExternalStore } from 'react';

/**
 * The offer to install Khaya (issue 52): the browser's own prompt (Chromium's
 * `beforeinstallprompt`, kept when it comes), offered once, from a person's second visit on and
 * never on the first screen they see (only after they open another page). Visits are counted
 * per browser session in local storage; once offered (installed or 'Not now') never again.
 */
export const VISITS_KEY = 'khaya:visits';
export const INSTALL_OFFERED_KEY = 'khaya:install-offered';
const VISIT_COUNTED_KEY = 'khaya:visit-counted';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let prompt: InstallPromptEvent | null = null;
let pastFirstScreen = false;
let visits = 0;
let offered = false;
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

/** At start: this visit counted, and the browser's prompt kept when it comes. */
export function watchInstallPrompt(): void {
  offered = read(INSTALL_OFFERED_KEY) !== null;
  visits = Number(read(VISITS_KEY) ?? '0') || 0;
  try {
    if (!sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
      visits += 1;
      write(VISITS_KEY, String(visits));
    }
  } catch {
    // No session storage: this page is not counted as a visit.
  }
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    prompt = event as InstallPromptEvent;
    tell();
  });
  window.addEventListener('appinstalled', () => {
    write(INSTALL_OFFERED_KEY, 'installed');
    offered = true;
    prompt = null;
    tell();
  });
}

/** The person opened another page: past the first screen. */
export function notePageChange(): void {
  if (pastFirstScreen) return;
  pastFirstScreen = true;
  tell();
}

function canOffer(): boolean {
  return Boolean(prompt) && !offered && visits >= 2 && pastFirstScreen;
}

/** 'Install' or 'Not now': the browser's prompt shown or not, and the offer never made again. */
export async function answerInstallOffer(install: boolean): Promise<void> {
  const shown = prompt;
  offered = true;
  write(INSTALL_OFFERED_KEY, install ? 'asked' : 'declined');
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
