/**
 * Quotes: a provider's price for a request, with how it is priced (`terms`: fixed, estimate or
 * hourly, call-out fee, materials, dates), its revisions, and the customer's decision. Parts:
 * `commands` (send, revise, withdraw, read one), `decisions` (accept, decline), `terms` (the
 * pricing rules), `views` (rows to the API's shape). Other code uses only this file.
 */
export { createQuote, getQuote, reviseQuote, withdrawOpenQuote, withdrawQuote } from './commands';
export { acceptQuote, declineQuote } from './decisions';
export { compareQuotes } from './comparison';
export { revisionOf, toQuote } from './views';
