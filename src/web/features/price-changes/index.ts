/** A job's price after accept (issue 48): the provider asks for more, the customer consents. */
export { PriceChangesCard } from './price-changes-card';
