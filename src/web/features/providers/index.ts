/** The providers feature's surface for other features (they import nothing else of it). */
export {
  PUBLIC_PAGE_STALE_MS,
  providerKeys,
  providerPageKeys,
  useOwnProvider,
  useSaveProvider,
} from './api';
export { FIRST_PROVIDERS_PAGE_URL } from './first-page';
export { rememberRequestPlace } from './home-place';
export { ProviderBadges } from './provider-badges';
export {
  ProviderAvatar,
  ProviderRate,
  ProviderRating,
  ServiceChips,
  providerPageHref,
  requestQuoteHref,
} from './provider-parts';
export { distanceWords, responseTimeWords } from './provider-words';
export { landingSearchUrl, resolveLandingSearch } from './search-target';
