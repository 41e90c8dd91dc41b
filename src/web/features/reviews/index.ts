/** The reviews feature's surface for other features (they import nothing else of it). */
export { ReviewPanel } from './review-panel-lazy';
