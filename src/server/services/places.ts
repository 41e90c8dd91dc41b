import type { Place } from '../../domain/schemas/places';
import data from '../places/za-places.json' with { type: 'json' };

/** [id, name, aliases, municipality, province, latitude, longitude, population] */
type PlaceTuple = [number, string, string[], string, string, number, number, number];

interface IndexedPlace {
  place: Place;
  names: string[];
  population: number;
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
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
    population,
  }),
);

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
  return scored.slice(0, limit).map(({ entry }) => entry.place);
}
