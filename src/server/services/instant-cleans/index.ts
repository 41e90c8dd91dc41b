/** Instant booking of a standard clean (issue 45): price lists, the search, booking, declining. */
export { bookClean } from './book';
export { declineInstantBooking } from './decline';
export { ownPriceList, savePriceList, toPriceList } from './price-lists';
export { instantCleanersParams, instantCleanersSelect, searchInstantCleans } from './search';
