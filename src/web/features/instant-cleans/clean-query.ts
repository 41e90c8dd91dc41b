import { CLEAN_EXTRAS, type CleanExtra } from '../../../domain/price-list';
import type { Place } from '../../../domain/schemas/places';
import type { CleanSearch } from './api';
import type { CleanSearchValues } from './clean-search-form';

/** A search as the page's address holds it, with the address as the customer chose it. */
export type AskedClean = CleanSearch & { address: string };

/** The search in the page's address, so a sign-in comes back to the same list. */
export function fromQuery(search: string): AskedClean | null {
  const params = new URLSearchParams(search);
  const number = (name: string) => Number(params.get(name));
  const latitude = number('lat');
  const longitude = number('lng');
  const date = params.get('date') ?? '';
  if (!latitude || !longitude || !date) return null;
  return {
    latitude,
    longitude,
    date,
    address: params.get('address') ?? '',
    bedrooms: number('bedrooms') || 2,
    bathrooms: number('bathrooms') || 1,
    extras: (params.get('extras') ?? '')
      .split(',')
      .filter((extra): extra is CleanExtra => (CLEAN_EXTRAS as readonly string[]).includes(extra)),
  };
}

export function toQuery(values: CleanSearchValues & { place: Place }): string {
  const params = new URLSearchParams({
    lat: String(values.place.latitude),
    lng: String(values.place.longitude),
    address: values.place.formattedAddress,
    date: values.date,
    bedrooms: String(values.bedrooms),
    bathrooms: String(values.bathrooms),
  });
  if (values.extras.length > 0) params.set('extras', values.extras.join(','));
  return params.toString();
}

/** What the search asks the server (the address stays on the page). */
export function searchOf(asked: AskedClean): CleanSearch {
  const { latitude, longitude, date, bedrooms, bathrooms, extras } = asked;
  return { latitude, longitude, date, bedrooms, bathrooms, extras };
}

/** The search form's first values: the search in the address, or an empty one. */
export function formValuesOf(asked: AskedClean | null) {
  const place: Place | null = asked
    ? {
        id: 'chosen',
        name: asked.address,
        formattedAddress: asked.address,
        latitude: asked.latitude,
        longitude: asked.longitude,
      }
    : null;
  return {
    place,
    date: asked?.date ?? '',
    bedrooms: asked?.bedrooms ?? 2,
    bathrooms: asked?.bathrooms ?? 1,
    extras: asked?.extras ?? [],
  };
}
