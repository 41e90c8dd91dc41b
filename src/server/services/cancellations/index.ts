/** Cancelled visits (issue 49): what a cancellation costs, and the cancellation itself. */
export { cancelBooking, cancellationTerms, cancellationView } from './commands';
export { cancellationFeeOf, setCancellationFee } from './terms';
