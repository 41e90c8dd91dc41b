/** The quotes feature's surface for other features (they import nothing else of it). */
export { useCustomerAction } from './api';
export { QuoteDecision, actionFailed } from './quote-decision';
export { QuoteStatusBadge } from './quote-status-badge';
export { priceLine } from './quote-terms';
