/** Disputes about a job (issue 49): raising a problem, settling it, and Khaya's decision. */
export { DisputeCard } from './dispute-card';
