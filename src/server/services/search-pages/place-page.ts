import type { ProviderListItem } from '../../../domain/schemas/providers';
import type { ServiceType } from '../../../domain/services';
import type { Db } from '../../db/client';
import { placeBySlug, placeDirectory, placesNear, type DirectoryPlace } from '../places';
import { toProviderListItem } from '../providers';
import { reviewsOfJobsIn, type PlaceReview } from '../reviews';
import type { PlaceCoverage } from './coverage';
import type { PlaceProviders } from './place-providers';
import { areaRegion, bestRange, COUNTRY, metroRegion, type PriceGuideRow } from './price-guides';

const PAGE_REVIEWS = 5;
const NEARBY_KM = 40;
const NEARBY_LINKS = 8;
const NEAREST_COVERED = 6;

export interface PlacePage {
  kind: 'page';
  service: ServiceType;
  entry: DirectoryPlace;
  /** The town page above a suburb's, when its service has one. */
  town: DirectoryPlace | null;
  providers: ProviderListItem[];
  range: PriceGuideRow | null;
  /** Where the range was counted ('Durban', 'Umlazi, Durban'), null for the whole country. */
  rangeWhere: string | null;
  reviews: PlaceReview[];
  nearby: DirectoryPlace[];
  /** A town's suburbs with providers of the service (a metro's city page). */
  suburbs: DirectoryPlace[];
  /** The other services someone travels here for. */
  otherServices: ServiceType[];
}

/** A place no provider of the service reaches: a 404 with the nearest places one does. */
export interface UncoveredPlace {
  kind: 'uncovered';
  service: ServiceType;
  entry: DirectoryPlace;
  nearest: { entry: DirectoryPlace; km: number }[];
}

/** What a place's slug holds for a service: its page, the 404 of an uncovered place, or null. */
export async function placePage(
  db: Db,
  reads: { coverage: PlaceCoverage; providers: PlaceProviders },
  service: ServiceType,
  slug: string,
): Promise<PlacePage | UncoveredPlace | null> {
  const entry = placeBySlug(slug);
  if (!entry) return null;
  const covered = await reads.coverage.covered();
  const ofService = covered.get(service) ?? new Set<string>();
  if (!ofService.has(entry.slug)) {
    return {
      kind: 'uncovered',
      service,
      entry,
      nearest: placesNear(entry, 3000, (one) => ofService.has(one.slug)).slice(0, NEAREST_COVERED),
    };
  }
  const suburbs = entry.isTown
    ? placeDirectory().filter((one) => one.townSlug === entry.slug && ofService.has(one.slug))
    : [];
  const regions = [
    ...(entry.isTown && entry.metro ? [] : [areaRegion(entry.area)]),
    ...(entry.metro ? [metroRegion(entry.metro)] : []),
    COUNTRY,
  ];
  // A town page's reviews come from the town and its suburbs.
  const areas = [entry.area, ...suburbs.map((one) => one.area)];
  const [listed, range, reviews] = await Promise.all([
    reads.providers.ranked(service, entry),
    bestRange(db, service, regions),
    reviewsOfJobsIn(db, service, areas, PAGE_REVIEWS),
  ]);
  const town = entry.townSlug && ofService.has(entry.townSlug) ? placeBySlug(entry.townSlug) : null;
  return {
    kind: 'page',
    service,
    entry,
    town: town ?? null,
    providers: listed.map(toProviderListItem),
    range,
    rangeWhere: regionWords(range?.region ?? COUNTRY),
    reviews,
    nearby: placesNear(entry, NEARBY_KM, (one) => ofService.has(one.slug) && !suburbs.includes(one))
      .slice(0, NEARBY_LINKS)
      .map((one) => one.entry),
    suburbs,
    otherServices: [...covered.entries()]
      .filter(([other, slugs]) => other !== service && slugs.has(entry.slug))
      .map(([other]) => other),
  };
}

/** A region's place in words: 'Durban', 'Umlazi, Durban', or null for the country. */
export function regionWords(region: string): string | null {
  if (region.startsWith('metro:')) return region.slice('metro:'.length);
  if (region.startsWith('area:')) return region.slice('area:'.length);
  return null;
}
