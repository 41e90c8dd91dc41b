/** Bookings in the browser (issue 45): a job's visit card, its moves and its cancellation. */
export { VisitCard } from './visit-card';
