/**
 * Khaya credit (issue 47, ADR 14): the books, the fee taken when a provider is hired, top-ups
 * through the payment gateway, credit-backs, and the provider's business figures. Nothing
 * outside this folder imports anything else from it.
 */
export { balanceOf, post, statementOf, type Posting, type StatementEntry } from './ledger';
export { chargeHireFee, creditBackFee, hireFeeCents, type HireFee } from './fees';
export {
  LOOPBACK_SOURCES,
  PAYFAST_NOTIFY_HOSTS,
  payFastGateway,
  type PaymentGateway,
  type PayFastGatewayOptions,
} from './gateway';
export {
  cancelTopUp,
  receivePaymentNotification,
  startTopUp,
  topUpOf,
  type NotificationOutcome,
  type TopUpAddresses,
  type TopUpView,
} from './top-ups';
export {
  businessMonths,
  creditSummary,
  mayQuote,
  type BusinessMonth,
  type CreditSummary,
} from './business';
export { adjustCredit, creditDesk, giveFeeBack } from './admin';
export { invoiceOf, invoicesOf, issueDueInvoices, southAfricanMonth } from './invoices';
export { creditRecords } from './export';
export { DEFAULT_SELLER, invoiceNumberText, invoicePdf, type Seller } from './invoice-pdf';
