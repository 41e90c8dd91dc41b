import { distanceKm, inSouthAfrica } from '../../../domain/distance';
import type { Place } from '../../../domain/schemas/places';
import data from '../../places/za-places.json' with { type: 'json' };

/** [id, name, aliases, municipality, province, latitude, longitude, population] */
type PlaceTuple = [number, string, string[], string, string, number, number, number];

export interface IndexedPlace {
  place: Place;
  names: string[];
  municipality: string;
  province: string;
  /** The city a metro's suburbs are known by ('durban' for eThekwini), normalised; or ''. */
  city: string;
  population: number;
  /** 'Suburb, Town' or 'Town, Province': what a provider sees of a request's address. */
  area: string;
  /** The metro's city as people say it ('Durban' for eThekwini), or '' outside the metros. */
  metro: string;
  /** The province as written ('KwaZulu-Natal'). */
  provinceName: string;
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The metros, whose suburbs are named with the city: 'Sea Point, Cape Town'. */
const METROS: Record<string, string> = {
  'City of Cape Town': 'Cape Town',
  'City of Johannesburg': 'Johannesburg',
  'City of Tshwane': 'Pretoria',
  eThekwini: 'Durban',
  Ekurhuleni: 'Ekurhuleni',
  'Nelson Mandela Bay': 'Gqeberha',
  'Buffalo City': 'East London',
  Mangaung: 'Bloemfontein',
};

function areaLabel(name: string, municipality: string, province: string): string {
  const town = METROS[municipality] ?? province;
  return town && town !== name ? `${name}, ${town}` : name;
}

const INDEX: IndexedPlace[] = (data as PlaceTuple[]).map(
  ([id, name, aliases, municipality, province, latitude, longitude, population]) => ({
    place: {
      id: `za-${id}`,
      name,
      formattedAddress: [name, municipality, province, 'South Africa'].filter(Boolean).join(', '),
      latitude,
      longitude,
    },
    names: [name, ...aliases].map(normalise),
    municipality: normalise(municipality).replace(/^city of /, ''),
    province: normalise(province),
    city: normalise(METROS[municipality] ?? ''),
    population,
    area: areaLabel(name, municipality, province),
    metro: METROS[municipality] ?? '',
    provinceName: province,
  }),
);

/** Every place of the list, biggest first as the file has them (the search pages' directory). */
export function everyPlace(): readonly Readonly<IndexedPlace>[] {
  return INDEX;
}

/** Places by each of their names, for resolving typed text. */
const BY_NAME = new Map<string, IndexedPlace[]>();
for (const entry of INDEX) {
  for (const name of entry.names) {
    const list = BY_NAME.get(name) ?? [];
    list.push(entry);
    BY_NAME.set(name, list);
  }
}
for (const [name, entries] of BY_NAME) {
  BY_NAME.set(
    name,
    entries.sort((a, b) => b.population - a.population),
  );
}

/**
 * The built-in South African place search (used when no Google Maps key is set): names that
 * start with the text first, then names with a word starting with it, then any match; bigger
 * places first within each group.
 */
export function searchPlaces(query: string, limit: number): Place[] {
  const needle = normalise(query);
  if (!needle) return [];
  const scored: { entry: IndexedPlace; score: number }[] = [];
  for (const entry of INDEX) {
    let score = Number.POSITIVE_INFINITY;
    for (const name of entry.names) {
      if (name.startsWith(needle)) score = Math.min(score, 0);
      else if (name.includes(` ${needle}`)) score = Math.min(score, 1);
      else if (name.includes(needle)) score = Math.min(score, 2);
    }
    if (score !== Number.POSITIVE_INFINITY) scored.push({ entry, score });
  }
  scored.sort((a, b) => a.score - b.score || b.entry.population - a.entry.population);
  const places = scored.slice(0, limit).map(({ entry }) => entry.place);
  // An address (a street, then a place), or a suburb the list knows only as part of a bigger one:
  // as typed, at the place's point, first.
  const typed = query.includes(',') || places.length === 0 ? typedSuggestion(query) : undefined;
  if (!typed) return places;
  return [typed, ...places.filter((place) => place.id !== typed.id)].slice(0, limit);
}

/** A place a location resolved to, and the area a provider is shown. */
export interface ResolvedPlace {
  latitude: number;
  longitude: number;
  area: string;
}

const toResolved = (entry: IndexedPlace): ResolvedPlace => ({
  latitude: entry.place.latitude,
  longitude: entry.place.longitude,
  area: entry.area,
});

/**
 * The place a typed location names, or undefined. The text is read as an address, most specific
 * part first ('12 Beach Road, Sea Point, Cape Town'): the first comma-separated part that ends
 * in a place's name wins ('12 Beach Road' names none, 'Sea Point' does). Where several places
 * share the name, the one whose municipality or province the rest of the text names, else the
 * biggest.
 */
function placeNamedIn(text: string): IndexedPlace | undefined {
  return namedPlace(text)?.entry;
}

/** Words that name a part of a place ('Orlando West', 'Tembisa Ext 5', 'Sandton City'). */
const PART_WORDS = new Set([
  'west',
  'east',
  'north',
  'south',
  'central',
  'cbd',
  'city',
  'ext',
  'extension',
  'phase',
  'section',
  'zone',
  'unit',
  'village',
  'township',
  'oos',
  'wes',
  'noord',
  'suid',
  'sentraal',
]);
const isPartWord = (word: string) => PART_WORDS.has(word) || /^\d+$/.test(word);

/**
 * The place a typed address names and the index of the comma-separated part naming it, most
 * specific part first: a part ending in a place's name ('12 Beach Road' names none, 'Sea Point'
 * does), or a place's name followed by words naming a part of it ('Orlando West' is in
 * Orlando, which the list knows whole).
 */
function namedPlace(
  text: string,
): { entry: IndexedPlace; part: number; exact: boolean } | undefined {
  const parts = text.split(',').map(normalise);
  const context = parts.filter(Boolean).join(' ');
  const pick = (phrase: string) => {
    const candidates = BY_NAME.get(phrase);
    if (!candidates?.length) return undefined;
    return (
      candidates.find((entry) =>
        [entry.city, entry.municipality, entry.province].some(
          (name) => name !== '' && context.includes(name),
        ),
      ) ?? candidates[0]
    );
  };
  for (const [index, part] of parts.entries()) {
    const words = part.split(' ').filter(Boolean);
    for (let start = 0; start < words.length; start += 1) {
      const entry = pick(words.slice(start).join(' '));
      if (entry) return { entry, part: index, exact: true };
    }
    for (let end = words.length - 1; end > 0; end -= 1) {
      if (!words.slice(end).every(isPartWord)) break;
      const entry = pick(words.slice(0, end).join(' '));
      if (entry) return { entry, part: index, exact: false };
    }
  }
  return undefined;
}

/**
 * An address typed into the search as a suggestion, at the point of the place it names: a street
 * before the place ('12 Vilakazi Street, Sea Point'), or a part of a place the list knows only
 * whole ('Orlando West', in Orlando), kept as typed; or the place a name and its town name.
 * Undefined when the text names no place.
 */
function typedSuggestion(text: string): Place | undefined {
  const found = namedPlace(text);
  if (!found) return undefined;
  // The place's own name, then its town ('Rosebank, Cape Town'): that place, told apart.
  if (found.exact && found.part === 0) return found.entry.place;
  const typed = text
    .split(',')
    .slice(0, found.exact ? found.part : found.part + 1)
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(', ');
  if (!typed) return undefined;
  const { place } = found.entry;
  // Within the place's own line: its name when the typed part was the name, else what was typed.
  const [, ...around] = place.formattedAddress.split(', ');
  const line = found.exact ? place.formattedAddress : around.join(', ');
  return {
    ...place,
    id: `${place.id}-${normalise(typed).replace(/ /g, '-')}`,
    name: typed,
    formattedAddress: `${typed}, ${line}`,
  };
}

/** The place nearest to a point (there is always one: the list spans the country). */
function nearestPlace(latitude: number, longitude: number): IndexedPlace {
  let best = INDEX[0];
  let bestKm = Number.POSITIVE_INFINITY;
  for (const entry of INDEX) {
    const km = distanceKm(latitude, longitude, entry.place.latitude, entry.place.longitude);
    if (km < bestKm) {
      bestKm = km;
      best = entry;
    }
  }
  if (!best) throw new Error('The place list is empty');
  return best;
}

/**
 * How many towns these points lie in: each point's nearest place's municipality, a metro's
 * suburbs counting as their city ('Sea Point' and 'Claremont' are both Cape Town).
 */
export function townsOf(points: { latitude: number; longitude: number }[]): number {
  const towns = new Set<string>();
  for (const point of points) towns.add(nearestPlace(point.latitude, point.longitude).municipality);
  return towns.size;
}

/**
 * Where a location is: its own coordinates when it came with them (a suggestion was chosen),
 * the place its text names otherwise. Undefined when the text names no place we know, or the
 * point lies outside South Africa. The area is the named place when it lies within 15 km of the
 * point, else the nearest place.
 */
export function resolveLocation(
  text: string,
  point?: { latitude?: number | null; longitude?: number | null },
): ResolvedPlace | undefined {
  const named = placeNamedIn(text);
  const { latitude, longitude } = point ?? {};
  if (typeof latitude !== 'number' || typeof longitude !== 'number') {
    return named ? toResolved(named) : undefined;
  }
  if (!inSouthAfrica(latitude, longitude)) return undefined;
  const near =
    named && distanceKm(latitude, longitude, named.place.latitude, named.place.longitude) <= 15
      ? named
      : nearestPlace(latitude, longitude);
  return { latitude, longitude, area: near.area };
}
