/**
 * Protected payment (issue 48, ADR 15): a job paid through the escrow partner. The partner holds
 * the money; Khaya keeps a record that follows the partner's state, read back, never a callback
 * alone. Nothing outside this folder imports anything else from it.
 */
export { openProtectedPayment } from './open';
export { paymentStatesFor } from './queries';
export { paymentDesk } from './desk';
export {
  acceptWork,
  checkout,
  getProtectedPayment,
  markDelivered,
  payDirectly,
  paymentRecords,
} from './commands';
export {
  receiveCallback,
  reconcileProtectedPayments,
  returnFromPartner,
  type CallbackOutcome,
} from './callbacks';
export {
  tradeSafePartner,
  type EscrowPartner,
  type EscrowTransaction,
  type NewEscrowTransaction,
} from './partner';
export { syncPayment } from './sync';
export { cancelProtectedJob, paymentAtCancel } from './cancel';
export { feeWouldComeFromHeld, markCancellationFee, payCancellationFee } from './cancellation-fee';
export { heldForWork, holdForDispute, settleHeldMoney } from './dispute-money';
export { listPriceChanges, priceChangeRecords } from './price-change-views';
export {
  agreeToPriceChange,
  checkoutPriceChange,
  declinePriceChange,
  proposePriceChange,
  withdrawPriceChange,
} from './price-changes';
export {
  payoutAccountRecord,
  payoutSettings,
  savePayoutAccount,
  setProtectedOnly,
} from './payouts';
