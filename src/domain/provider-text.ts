import { formatRand } from './money';
import { shortPlace } from './places';
import { displayRating } from './presets';
import { isServiceType, SERVICE_LABELS } from './services';

/** Fewer published reviews than this and a provider shows as 'New' (one review says little). */
export const NEW_UNDER_REVIEWS = 3;

interface Described {
  name: string;
  services: string[];
  location: string;
  rating: number;
  reviewCount: number;
  hourlyRate: number | null;
}

/** 'Plumbing and electrical': the services in words, as a sentence starts. */
export function servicesInWords(services: string[]): string {
  const words = services.map((service, index) => {
    const label = isServiceType(service) ? SERVICE_LABELS[service] : service;
    return index === 0 ? label : label.toLowerCase();
  });
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/**
 * How a provider's page introduces it, in its tab title and its link preview (the server writes
 * both into the page's document; the page sets the same once it has loaded):
 * 'Mzansi Plumbing: plumbing and electrical in Sea Point, Cape Town'.
 */
export function providerPageTitle(provider: Described): string {
  return `${provider.name}: ${servicesInWords(provider.services).toLowerCase()} in ${shortPlace(provider.location)}`;
}

/** 'Rated 4.3 from 23 reviews. R350 an hour. Ask Mzansi Plumbing for a quote on Khaya.' */
export function providerPageDescription(provider: Described): string {
  const rated =
    provider.reviewCount < NEW_UNDER_REVIEWS
      ? 'New on Khaya.'
      : `Rated ${displayRating(provider.rating)} from ${provider.reviewCount} reviews.`;
  const rate =
    provider.hourlyRate === null
      ? 'Quotes per job.'
      : `${formatRand(provider.hourlyRate)} an hour.`;
  return `${servicesInWords(provider.services)} in ${shortPlace(provider.location)}. ${rated} ${rate} Ask ${provider.name} for a quote on Khaya.`;
}

/**
 * The API address of a provider's page data for the page's query: with the point the visitor
 * chose (`lat`, `lng`), its distance comes too. The server preloads exactly this address with the
 * page's document, so the page and the server must spell it alike.
 */
export function providerPageApiPath(id: string, search: string): string {
  const params = new URLSearchParams(search);
  const lat = Number(params.get('lat') ?? Number.NaN);
  const lng = Number(params.get('lng') ?? Number.NaN);
  const point =
    params.get('lat') && params.get('lng') && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? `?lat=${lat}&lng=${lng}`
      : '';
  return `/api/providers/${encodeURIComponent(id)}${point}`;
}

/** 'Responsive': a provider whose measured median time to quote is within 4 hours. */
export const RESPONSIVE_WITHIN_MINUTES = 240;
/** Whether a measured median time to quote (null until five quotes) earns 'Responsive'. */
export function isResponsive(responseMinutes: number | null): boolean {
  return responseMinutes !== null && responseMinutes <= RESPONSIVE_WITHIN_MINUTES;
}

/**
 * A measured typical response ('Within 2 hours'): the median minutes from a request's posting to
 * the provider's quote, in the steps people choose from in onboarding.
 */
export function measuredResponseText(minutes: number): string {
  if (minutes <= 15) return 'Within 15 minutes';
  if (minutes <= 30) return 'Within 30 minutes';
  if (minutes <= 60) return 'Within 1 hour';
  if (minutes < 24 * 60) return `Within ${Math.ceil(minutes / 60)} hours`;
  const days = Math.ceil(minutes / (24 * 60));
  return days === 1 ? 'Within 1 day' : `Within ${days} days`;
}
