/**
 * Search pages (issue 51): a page per service and place ('/plumbing/umlazi-durban') and a price
 * guide per service ('/prices/plumbing'), both written by the server for people who start at a
 * search engine. What both sides need to agree on lives here: the addresses, the rule for when a
 * price range may be shown, the words of a range, and the link that opens the request form with
 * the service and place filled in.
 */
import { formatRand } from './money';
import {
  ELECTRICAL_WORK_LABELS,
  GARDEN_SIZE_LABELS,
  PLUMBING_PROBLEM_LABELS,
} from './trade-questions';
import { SERVICE_LABELS, type ServiceType } from './services';
import type { Place } from './schemas/places';

/**
 * A price range is shown only from this many accepted quotes: fewer say more about one job
 * than about the trade, and could point at a person's price.
 */
export const PRICE_GUIDE_MIN_JOBS = 10;

/** The months of accepted quotes a guide is taken over. */
export const PRICE_GUIDE_MONTHS = 12;

/** 'Sea Point, Cape Town' as an address part: 'sea-point-cape-town'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The page of a service in a place. */
export function servicePlacePath(service: ServiceType, placeSlug: string): string {
  return `/${service}/${placeSlug}`;
}

/** A service's price guide. */
export function priceGuidePath(service: ServiceType): string {
  return `/prices/${service}`;
}

/** The trade as a person searching says it: 'plumbers', 'cleaners'. */
export const SERVICE_PEOPLE: Record<ServiceType, string> = {
  cleaning: 'cleaners',
  plumbing: 'plumbers',
  electrical: 'electricians',
  gardening: 'gardeners',
};

/** The work as a sentence says it: 'plumbing jobs'. */
export function serviceWork(service: ServiceType): string {
  return `${SERVICE_LABELS[service].toLowerCase()} jobs`;
}

/**
 * The kinds of job a guide is split by, from the request's questions (domain/trade-questions):
 * the bedrooms of a clean, what is wrong for a plumber, the electrician's work, the garden's size.
 */
export const JOB_TYPE_LABELS: Record<ServiceType, Record<string, string>> = {
  cleaning: {
    'bedrooms-1': 'A 1-bedroom clean',
    'bedrooms-2': 'A 2-bedroom clean',
    'bedrooms-3': 'A 3-bedroom clean',
    'bedrooms-4': 'A 4-bedroom clean',
    'bedrooms-5': 'A clean of 5 bedrooms or more',
  },
  plumbing: {
    ...PLUMBING_PROBLEM_LABELS,
    geyser: 'Geyser repair or replacement',
    'blocked-drain': 'Blocked drain',
  },
  electrical: ELECTRICAL_WORK_LABELS,
  gardening: {
    small: `${GARDEN_SIZE_LABELS.small} garden`,
    medium: `${GARDEN_SIZE_LABELS.medium} garden`,
    large: `${GARDEN_SIZE_LABELS.large} garden`,
  },
};

/** A job type's words, or null for a key this build does not know (never shown raw). */
export function jobTypeLabel(service: ServiceType, key: string): string | null {
  return JOB_TYPE_LABELS[service][key] ?? null;
}

/** One figure of a guide: the 25th to 75th percentile of accepted prices, over `jobs` jobs. */
export interface PriceRange {
  jobs: number;
  low: number;
  median: number;
  high: number;
  /** The first and last day (South African dates) of the accepted quotes counted. */
  from: string;
  to: string;
}

/** Whether a range may be shown: enough jobs, and a real spread. */
export function showsRange(range: PriceRange | null | undefined): range is PriceRange {
  return !!range && range.jobs >= PRICE_GUIDE_MIN_JOBS && range.low <= range.high;
}

/** 'R650 - R1 900' (one figure when the two ends meet). */
export function rangeText(range: Pick<PriceRange, 'low' | 'high'>): string {
  return range.low === range.high
    ? formatRand(range.low)
    : `${formatRand(range.low)} - ${formatRand(range.high)}`;
}

/** 'Most plumbing jobs in Durban cost R650 - R1 900' (the request form's and pages' line). */
export function typicalCostSentence(
  service: ServiceType,
  where: string | null,
  range: PriceRange,
): string {
  const place = where ? ` in ${where}` : ' in South Africa';
  return `Most ${serviceWork(service)}${place} cost ${rangeText(range)}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-04' as 'Mar 2026'. */
function monthOf(day: string): string {
  const [year, month] = day.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** 'From 24 accepted quotes, Mar 2026 to Nov 2026.' */
export function rangeBasis(range: PriceRange): string {
  const from = monthOf(range.from);
  const to = monthOf(range.to);
  const period = from === to ? from : `${from} to ${to}`;
  return `From ${range.jobs} accepted quotes, ${period}.`;
}

/**
 * The request form opened from a search page: the service chosen and the place filled in as if
 * picked from the suggestions (the form takes a place only with its point; the server places
 * the request again whatever the address says).
 */
export function requestFormLink(service: ServiceType, place: Place): string {
  const params = new URLSearchParams({
    service,
    place: place.id,
    address: place.formattedAddress,
    lat: String(place.latitude),
    lng: String(place.longitude),
  });
  return `/request?${params.toString()}`;
}

/** The place a search page's link carries (`requestFormLink`), or null when it carries none. */
export function placeFromRequestLink(search: string): Place | null {
  const params = new URLSearchParams(search);
  const id = params.get('place') ?? '';
  const address = params.get('address')?.trim().slice(0, 200) ?? '';
  const latitude = Number(params.get('lat'));
  const longitude = Number(params.get('lng'));
  if (!/^[\w-]{1,80}$/.test(id) || !address) return null;
  // South Africa's box, with a margin: anything else is not a place this link was made for.
  if (!(latitude >= -35.5 && latitude <= -21.5 && longitude >= 16 && longitude <= 33.5)) {
    return null;
  }
  const name = address.split(',')[0]?.trim() || address;
  return { id, name, formattedAddress: address, latitude, longitude };
}
