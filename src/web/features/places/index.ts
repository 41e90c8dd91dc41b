/** The places feature's surface for other features (they import nothing else of it). */
export { AddressSearch } from './address-search';
export { PlaceField } from './place-field';
