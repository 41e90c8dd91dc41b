/** Bookings (issue 45): a job's visit, from the quote that proposed it to the job done. */
export { bookVisit, completeBooking } from './commands';
export { answerMove, proposeMove } from './moves';
export { checkProposedVisit } from './proposals';
export { bookedVisitText, bookingsFor, toBooking } from './queries';
