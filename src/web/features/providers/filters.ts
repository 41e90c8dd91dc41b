import { parseServiceParam } from '../../../domain/services';
import type { ProviderFilters } from './api';

/** Browse Providers' filters as its address holds them (what cannot be read is left out). */
export function filtersFrom(search: string): ProviderFilters {
  const params = new URLSearchParams(search);
  const maxRate = Number(params.get('maxRate'));
  const minRating = Number(params.get('minRating'));
  const [lat, lng] = [Number(params.get('lat')), Number(params.get('lng'))];
  const hasPoint =
    params.has('lat') && params.has('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  return {
    service: parseServiceParam(params.get('service')),
    q: params.get('q') ?? '',
    verified: params.get('verified') === '1',
    maxRate: Number.isInteger(maxRate) && maxRate > 0 ? maxRate : undefined,
    minRating: minRating > 0 && minRating <= 5 ? minRating : undefined,
    near: hasPoint
      ? { label: params.get('near') || 'the chosen place', latitude: lat, longitude: lng }
      : undefined,
  };
}

/** The address of Browse Providers with these filters (the bare path with none). */
export function urlFor(filters: ProviderFilters): string {
  const params = new URLSearchParams();
  if (filters.service) params.set('service', filters.service);
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  if (filters.verified) params.set('verified', '1');
  if (filters.maxRate) params.set('maxRate', String(filters.maxRate));
  if (filters.minRating) params.set('minRating', String(filters.minRating));
  if (filters.near) {
    params.set('near', filters.near.label);
    params.set('lat', String(filters.near.latitude));
    params.set('lng', String(filters.near.longitude));
  }
  const query = params.toString();
  return query ? `/providers?${query}` : '/providers';
}
