/** Cancelled visits and no-shows (issue 49): what a cancellation costs, and the cancellation itself. */
export { cancelBooking, cancellationTerms, cancellationView } from './commands';
export { answerNoShow, lapseNoShows, noShowStatus, reportNoShow } from './no-shows';
export { cancellationFeeOf, setCancellationFee } from './terms';
