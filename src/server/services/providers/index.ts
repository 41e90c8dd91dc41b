/**
 * Providers: a provider’s profile, photo and photos of past work, Browse Providers’ listing and its cache of first
 * pages, and the public page. Nothing outside this folder imports anything else from it.
 */
export {
  badgesOf,
  CHOOSE_A_SUGGESTION,
  createProvider,
  directoryFacts,
  findOwnProvider,
  findProviderByUserId,
  getOwnProvider,
  requireOwnProvider,
  requireResolvedLocation,
  toProviderListItem,
  toProviderProfile,
  updateOwnProvider,
} from './profile';
export {
  listProviders,
  providerListing,
  providerListRequest,
  providerListSelect,
  type NearStrategy,
  type ProviderListRow,
} from './listing';
export {
  clearProviderListCacheOnChange,
  memoryProviderListCache,
  NO_PROVIDER_LIST_CACHE,
  providerListKey,
  redisProviderListCache,
  type CachedProviderPage,
  type ProviderListCache,
} from './list-cache';
export {
  jobsCompletedBy,
  listedProviderCount,
  listedProviderPages,
  providerPageDocument,
  publicProviderPage,
} from './public-page';
export { measureResponseTime } from './response-time';
export { photoKeyOf, readProfilePhoto, removeProfilePhoto, setProfilePhoto } from './photos';
export { addDayOff, listDaysOff, removeDayOff } from './days-off';
export { addWorkPhoto, eraseWorkPhotos, ownWorkPhotos, removeWorkPhoto } from './work-photos';
export {
  adminWorkPhotoFile,
  comparedWorkPhotos,
  publicWorkPhotos,
  workPhotoFile,
} from './work-photo-reads';
export { hideWorkPhoto, reportWorkPhoto, workPhotoHidden } from './work-photo-reports';
