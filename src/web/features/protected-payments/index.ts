/** Protected payment in the browser (issue 48): the payment card on a job's pages. */
export { PaymentCard } from './payment-card';
export { PayoutCard } from './payout-card';
