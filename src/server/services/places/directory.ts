import { distanceKm } from '../../../domain/distance';
import { slugify } from '../../../domain/search-pages';
import type { Place } from '../../../domain/schemas/places';
import { everyPlace } from './resolve';

/**
 * The place list as addresses (issue 51's search pages): each place once, under a slug people
 * can read and type. A metro's suburb carries its city ('sea-point-cape-town'), the metro's city
 * itself and every other town its own name ('cape-town', 'stellenbosch'); a town whose name an
 * earlier (bigger) one took adds its province ('middelburg-eastern-cape'). A second row for the
 * same town in the same province (the source data spells some twice) is left out.
 */
export interface DirectoryPlace {
  slug: string;
  place: Place;
  /** What a provider sees of a request there, and how its requests' `area` reads. */
  area: string;
  /** The metro's city ('Cape Town') or '' outside the metros. */
  metro: string;
  province: string;
  /** A town page (a metro's city, or a town outside the metros) rather than a metro's suburb. */
  isTown: boolean;
  /** The slug of the town page above it (a metro suburb's city), or null. */
  townSlug: string | null;
}

function buildDirectory(): DirectoryPlace[] {
  const taken = new Set<string>();
  const entries: DirectoryPlace[] = [];
  for (const entry of everyPlace()) {
    const { name } = entry.place;
    const isTown = entry.metro === '' || entry.metro === name;
    const base = slugify(isTown ? name : `${name} ${entry.metro}`);
    const slug = [base, slugify(`${base} ${entry.provinceName}`)].find((one) => !taken.has(one));
    if (!slug || !base) continue;
    taken.add(slug);
    entries.push({
      slug,
      place: entry.place,
      area: entry.area,
      metro: entry.metro,
      province: entry.provinceName,
      isTown,
      townSlug: isTown ? null : slugify(entry.metro),
    });
  }
  // A metro whose city is not itself in the list (Ekurhuleni) has no town page above its suburbs.
  return entries.map((one) =>
    one.townSlug && !taken.has(one.townSlug) ? { ...one, townSlug: null } : one,
  );
}

const DIRECTORY = buildDirectory();
const BY_SLUG = new Map(DIRECTORY.map((one) => [one.slug, one]));

/** Every place with its slug, biggest first. */
export function placeDirectory(): readonly DirectoryPlace[] {
  return DIRECTORY;
}

/** The place a slug names, or undefined. */
export function placeBySlug(slug: string): DirectoryPlace | undefined {
  return BY_SLUG.get(slug);
}

/** Radii up to this are kept per place once worked out (a few dozen places each). */
const KEPT_KM = 100;
const near = new Map<string, { entry: DirectoryPlace; km: number }[]>();

/** The places nearest to a point (the point's own place left out), nearest first, within `km`. */
export function placesNear(
  from: DirectoryPlace,
  km: number,
  accept: (candidate: DirectoryPlace) => boolean = () => true,
): { entry: DirectoryPlace; km: number }[] {
  const key = `${from.slug} ${km}`;
  let found = km <= KEPT_KM ? near.get(key) : undefined;
  if (!found) {
    found = [];
    for (const entry of DIRECTORY) {
      if (entry.slug === from.slug) continue;
      const apart = distanceKm(
        from.place.latitude,
        from.place.longitude,
        entry.place.latitude,
        entry.place.longitude,
      );
      if (apart <= km) found.push({ entry, km: Math.round(apart) });
    }
    found.sort((a, b) => a.km - b.km);
    if (km <= KEPT_KM) near.set(key, found);
  }
  return found.filter((one) => accept(one.entry));
}

/** The place nearest a point within `km`, or undefined (a point outside every place's reach). */
export function nearestPlace(
  point: { latitude: number; longitude: number },
  km: number,
): DirectoryPlace | undefined {
  let best: DirectoryPlace | undefined;
  let bestKm = km;
  for (const entry of DIRECTORY) {
    const apart = distanceKm(
      point.latitude,
      point.longitude,
      entry.place.latitude,
      entry.place.longitude,
    );
    if (apart <= bestKm) {
      best = entry;
      bestKm = apart;
    }
  }
  return best;
}
