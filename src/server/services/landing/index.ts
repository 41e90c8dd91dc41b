/** The landing page's figures, from the providers', requests' and reviews' doors. */
export { landingSummary } from './queries';
