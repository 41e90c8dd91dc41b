/**
 * Places: South African towns and suburbs (`src/server/places/za-places.json`, made by
 * scripts/data), searched as a person types and used to place a location given as text;
 * `backfill` gives rows from before service areas their places. Other code imports only this.
 */
export { backfillPlaces } from './backfill';
export { resolveLocation, searchPlaces, townsOf, type ResolvedPlace } from './resolve';
export {
  nearestPlace,
  placeBySlug,
  placeDirectory,
  placesNear,
  type DirectoryPlace,
} from './directory';
