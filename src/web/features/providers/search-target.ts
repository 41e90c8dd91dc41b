import { matchServiceText } from '../../../domain/services';

/** A place a search is near: its label and point (the `near`, `lat` and `lng` of /providers). */
export interface NearPlace {
  label: string;
  latitude: number;
  longitude: number;
}

/**
 * Where the landing search goes: the service text matched to a category; the location as the
 * point providers must reach when it names a known place, else as the free-text filter (and the
 * service text itself when it is no category).
 */
export function landingSearchUrl(
  serviceText: string,
  locationText: string,
  near?: NearPlace,
): string {
  const params = new URLSearchParams();
  const service = matchServiceText(serviceText);
  if (service) params.set('service', service);
  if (near) {
    params.set('near', near.label);
    params.set('lat', String(near.latitude));
    params.set('lng', String(near.longitude));
  }
  const q = near ? '' : locationText.trim() || (service ? '' : serviceText.trim());
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `/providers?${query}` : '/providers';
}

/**
 * The landing search with its location looked up in the place list (the best suggestion for the
 * typed text): providers who travel there, not providers whose address contains the words.
 * Falls back to the text when nothing matches or the lookup fails.
 */
export async function resolveLandingSearch(
  serviceText: string,
  locationText: string,
): Promise<string> {
  const typed = locationText.trim();
  if (!typed) return landingSearchUrl(serviceText, '');
  try {
    const response = await fetch(`/api/places?${new URLSearchParams({ q: typed, limit: '1' })}`);
    const [place] = response.ok
      ? ((await response.json()) as { name: string; latitude: number; longitude: number }[])
      : [];
    if (place) {
      return landingSearchUrl(serviceText, typed, {
        label: place.name,
        latitude: place.latitude,
        longitude: place.longitude,
      });
    }
  } catch {
    // Offline or refused: the text filter still finds providers by their address.
  }
  return landingSearchUrl(serviceText, typed);
}
