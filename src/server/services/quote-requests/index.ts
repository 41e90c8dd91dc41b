/**
 * Quote requests: a customer's request for work, and what each party sees of it. The folder's
 * parts: `queries` (statements and rows), `provider-page` (the provider's list: matching by
 * service area), `views` (rows to the API's shape, who sees what), `lists` (the list views and
 * one request), `commands` (what changes a request, recording its events) and `stats` (the
 * dashboards' counters). Other code uses only what is exported here.
 */
export {
  closeQuoteRequest,
  closeRequest,
  completeQuoteRequest,
  createQuoteRequest,
  lockOwnRequest,
} from './commands';
export { getQuoteRequest, listQuoteRequests } from './lists';
export {
  customerPage,
  customerPageValues,
  findRequestWithCustomer,
  lockRequestWithCustomer,
  type QuoteTermsRow,
} from './queries';
export { leadsPage } from './leads-page';
export {
  completedJobCount,
  customerStats,
  leadCounts,
  leadCountValues,
  openRequestsNear,
  providerStats,
} from './stats';
export { customerView, firstName, providerMayQuote, toQuoteTerms, withinReach } from './views';
export { FIRST_PAGE_CURSOR } from '../../lib/cursor';
export {
  addRequestPhoto,
  eraseRequestPhotos,
  removeRequestPhoto,
  requestPhotoFile,
} from './photos';
