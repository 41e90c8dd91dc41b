/** Bookings (issue 45): a job's visit, from the quote that proposed it to the job done. */
export { bookVisit, completeBooking } from './commands';
export { answerMove, proposeMove, sayOnTheWay } from './moves';
export { lockBooking, lockOwnBooking, ownBooking } from './access';
export { checkProposedVisit } from './proposals';
export { sendDueReminders } from './reminders';
export { bookedVisit, bookingsFor, toBooking, toMove } from './queries';
export { dayOffSql, visitsOnSql } from './days';
export {
  calendarFeedOf,
  calendarFeedText,
  startCalendarFeed,
  stopCalendarFeed,
  visitCalendarFile,
  visitFileFor,
} from './calendar';
