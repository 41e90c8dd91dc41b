import type { Place } from '../../../domain/schemas/places';

/** One suggestion in the list; resolving it yields a place with coordinates, or null. */
export interface Suggestion {
  id: string;
  label: string;
  secondary?: string;
}

export interface PlaceSource {
  suggest(text: string, signal: AbortSignal): Promise<Suggestion[]>;
  /** The chosen suggestion as a place, or null when it has no coordinates (it cannot be used). */
  resolve(suggestion: Suggestion): Promise<Place | null>;
}

/** The server's built-in South African list (no Google key configured). */
export function builtInSource(): PlaceSource {
  const cache = new Map<string, Place>();
  return {
    async suggest(text, signal) {
      const response = await fetch(`/api/places?q=${encodeURIComponent(text)}`, { signal });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      const places = (await response.json()) as Place[];
      return places.map((place) => {
        cache.set(place.id, place);
        const [name, ...rest] = place.formattedAddress.split(', ');
        return { id: place.id, label: name ?? place.name, secondary: rest.join(', ') };
      });
    },
    resolve(suggestion) {
      const place = cache.get(suggestion.id);
      const usable = place && Number.isFinite(place.latitude) && Number.isFinite(place.longitude);
      return Promise.resolve(usable ? place : null);
    },
  };
}

/* Google Places, loaded only on pages that use the address search. */

interface GooglePrediction {
  place_id: string;
  description: string;
  structured_formatting?: { main_text: string; secondary_text?: string };
}
interface GooglePlaceResult {
  formatted_address?: string;
  name?: string;
  geometry?: { location?: { lat(): number; lng(): number } };
}
interface GoogleMapsPlaces {
  AutocompleteService: new () => {
    getPlacePredictions(
      request: {
        input: string;
        componentRestrictions: { country: string };
        types: string[];
        sessionToken?: unknown;
      },
      callback: (predictions: GooglePrediction[] | null, status: string) => void,
    ): void;
  };
  PlacesService: new (element: HTMLElement) => {
    getDetails(
      request: { placeId: string; fields: string[]; sessionToken?: unknown },
      callback: (result: GooglePlaceResult | null, status: string) => void,
    ): void;
  };
  AutocompleteSessionToken: new () => unknown;
}
declare global {
  interface Window {
    google?: { maps?: { places?: GoogleMapsPlaces } };
    __khayaMapsLoaded?: () => void;
  }
}

let mapsLoading: Promise<GoogleMapsPlaces> | null = null;

export function loadGooglePlaces(apiKey: string): Promise<GoogleMapsPlaces> {
  const ready = window.google?.maps?.places;
  if (ready) return Promise.resolve(ready);
  mapsLoading ??= new Promise<GoogleMapsPlaces>((resolve, reject) => {
    window.__khayaMapsLoaded = () => {
      const places = window.google?.maps?.places;
      if (places) resolve(places);
      else reject(new Error('Google Places did not load'));
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&libraries=places&callback=__khayaMapsLoaded&loading=async`;
    script.async = true;
    script.onerror = () => {
      mapsLoading = null;
      reject(new Error('Google Places could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return mapsLoading;
}

/** Google Places autocomplete restricted to South African addresses (spec section 7). */
export function googleSource(apiKey: string): PlaceSource {
  let session: unknown;
  return {
    async suggest(text) {
      const places = await loadGooglePlaces(apiKey);
      session ??= new places.AutocompleteSessionToken();
      const service = new places.AutocompleteService();
      return new Promise((resolve) => {
        service.getPlacePredictions(
          {
            input: text,
            componentRestrictions: { country: 'za' },
            types: ['address'],
            sessionToken: session,
          },
          (predictions) =>
            resolve(
              (predictions ?? []).map((p) => ({
                id: p.place_id,
                label: p.structured_formatting?.main_text ?? p.description,
                ...(p.structured_formatting?.secondary_text
                  ? { secondary: p.structured_formatting.secondary_text }
                  : {}),
              })),
            ),
        );
      });
    },
    async resolve(suggestion) {
      const places = await loadGooglePlaces(apiKey);
      const service = new places.PlacesService(document.createElement('div'));
      const token = session;
      session = undefined; // a session ends with the details call
      return new Promise((resolve) => {
        service.getDetails(
          {
            placeId: suggestion.id,
            fields: ['address_components', 'formatted_address', 'geometry', 'name'],
            sessionToken: token,
          },
          (result) => {
            const location = result?.geometry?.location;
            // Only a place with geometry may fill the field.
            if (!result || !location) return resolve(null);
            resolve({
              id: suggestion.id,
              name: result.name ?? suggestion.label,
              formattedAddress: result.formatted_address ?? suggestion.label,
              latitude: location.lat(),
              longitude: location.lng(),
            });
          },
        );
      });
    },
  };
}
