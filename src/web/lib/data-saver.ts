import { useSyncExternalStore } from 'react';
import { DATA_SAVER_KEY } from './storage-keys';

/**
 * The data saver (issue 52), a switch in Settings kept on this browser: while it is on, photos
 * load only when tapped (components/saved-photo.tsx), avatars show initials and the bell stops
 * asking every minute. Unset, it is on when the browser says Save-Data (Chrome's Lite mode,
 * Android's data saver). Read with `useDataSaver`, which re-renders every part when it changes,
 * in this tab or another.
 */
type Connection = { saveData?: boolean };

/** Whether the browser asks websites to save data (`navigator.connection.saveData`). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: Connection }).connection?.saveData === true;
}

/** What the person chose here, or null when they have not. */
export function chosenDataSaver(): boolean | null {
  try {
    const kept = localStorage.getItem(DATA_SAVER_KEY);
    return kept === 'on' ? true : kept === 'off' ? false : null;
  } catch {
    return null;
  }
}

export function dataSaverOn(): boolean {
  if (typeof window === 'undefined') return false;
  return chosenDataSaver() ?? browserSavesData();
}

const listeners = new Set<() => void>();
/** The choice when the browser's storage refused it. */
let fallback: boolean | null = null;

export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (a private window that is full): it holds for this page only.
    fallback = on;
  }
  mark(on);
  for (const listener of listeners) listener();
}

/** The document root's mark (set first by boot/theme.ts), which hides server-rendered photos. */
function mark(on: boolean): void {
  if (typeof document !== 'undefined')
    document.documentElement.toggleAttribute('data-save-data', on);
}

function current(): boolean {
  return fallback ?? dataSaverOn();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromAnotherTab = (event: StorageEvent) => {
    if (event.key !== DATA_SAVER_KEY && event.key !== null) return;
    mark(current());
    listener();
  };
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

/** Whether the data saver is on; off in prerendered HTML, which shows no photos. */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
