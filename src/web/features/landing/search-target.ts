import { matchServiceText } from '../../../domain/services';

/**
 * Where the landing search goes: the service text matched to a category, the rest of the
 * text and the location as the free-text filter of /providers.
 */
export function landingSearchUrl(serviceText: string, locationText: string): string {
  const params = new URLSearchParams();
  const service = matchServiceText(serviceText);
  if (service) params.set('service', service);
  const q = locationText.trim() || (service ? '' : serviceText.trim());
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `/providers?${query}` : '/providers';
}
