/** Khaya credit's surface for other features (they import nothing else of it). */
export { FeeNotice } from './fee-notice';
export { topUpFirstWords } from './credit-words';
