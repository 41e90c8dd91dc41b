import { useEffect, useEffectEvent, useRef } from 'react';
import { HOME_PLACE_KEY } from '../../lib/storage-keys';
import type { NearPlace } from './search-target';

/**
 * Where Browse Providers starts for this browser: the place the visitor last searched or chose
 * in the 'Near' filter, or where the signed-in customer's requests are; or 'anywhere' once the
 * person chose 'Anywhere in South Africa'. Kept in local storage (a suburb, nothing more) and
 * removed on sign-out with the rest of a person's traces.
 */
export type HomePlace = NearPlace | 'anywhere';

function isNearPlace(value: unknown): value is NearPlace {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Partial<NearPlace>;
  return (
    typeof place.label === 'string' &&
    place.label.length > 0 &&
    typeof place.latitude === 'number' &&
    typeof place.longitude === 'number' &&
    Math.abs(place.latitude) <= 90 &&
    Math.abs(place.longitude) <= 180
  );
}

/** The remembered start, or null when there is none (or it cannot be read). */
export function readHomePlace(storage: Pick<Storage, 'getItem'> = localStorage): HomePlace | null {
  try {
    const text = storage.getItem(HOME_PLACE_KEY);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    if (value === 'anywhere') return 'anywhere';
    return isNearPlace(value)
      ? { label: value.label, latitude: value.latitude, longitude: value.longitude }
      : null;
  } catch {
    return null;
  }
}

export function saveHomePlace(
  place: HomePlace,
  storage: Pick<Storage, 'setItem'> = localStorage,
): void {
  try {
    storage.setItem(HOME_PLACE_KEY, JSON.stringify(place));
  } catch {
    // Storage refused (private mode, full): the list starts nationwide next time.
  }
}

/**
 * A customer's request tells where they are, unless they already chose a start (a place or
 * anywhere): `replace` says whether a new request moves it (it does; an old one read from the
 * dashboard does not).
 */
export function rememberRequestPlace(
  request: { area: string; latitude: number | null; longitude: number | null },
  replace: boolean,
  storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage,
): void {
  if (request.latitude === null || request.longitude === null) return;
  if (!replace && readHomePlace(storage) !== null) return;
  saveHomePlace(
    { label: request.area, latitude: request.latitude, longitude: request.longitude },
    storage,
  );
}

/**
 * Browse Providers' start: a place in the address (searched, chosen, or a shared link) becomes the
 * remembered start; an address without a place or a search of its own opens at the remembered
 * place, once per visit to the page, unless the person chose anywhere. `waiting` holds it back
 * while the page is still reading a typed landing search.
 */
export function useStartNearHome(
  near: NearPlace | undefined,
  searching: boolean,
  waiting: boolean,
  goTo: (near: NearPlace) => void,
): void {
  const started = useRef(false);
  const go = useEffectEvent(goTo);
  // The page parses a new `near` object on every render: the effect keys on the place itself, or
  // a render between 'Anywhere in South Africa' and the address changing would save the old
  // place over the person's choice.
  const label = near?.label;
  const latitude = near?.latitude;
  const longitude = near?.longitude;
  useEffect(() => {
    if (waiting) return;
    if (label !== undefined && latitude !== undefined && longitude !== undefined) {
      started.current = true;
      saveHomePlace({ label, latitude, longitude });
      return;
    }
    if (started.current) return;
    started.current = true;
    const home = searching ? null : readHomePlace();
    if (home && home !== 'anywhere') go(home);
  }, [label, latitude, longitude, searching, waiting]);
}
