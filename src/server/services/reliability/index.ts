/**
 * Reliability (issue 49): a provider's completion and on-time figures from how its booked jobs
 * ended, kept on its row; its standing (warned, paused, suspended) and the admin desk's review.
 * Nothing outside this folder imports anything else from it.
 */
export { endedJobsOf, refreshReliability } from './figures';
export { decideStanding, standingQueue } from './desk';
