/** Disputes about a job (issue 49): the two sides' part, the admin desk's, and the held money. */
export {
  acceptOffer,
  escalateDispute,
  offerRefund,
  openDispute,
  withdrawDispute,
} from './commands';
export { decideDispute, disputeCase, disputeQueue } from './desk';
export { moveStuckDisputeMoney } from './money';
export { disputeRecords, disputeView, jobDispute, lapseSettleTime, offersOf } from './views';
