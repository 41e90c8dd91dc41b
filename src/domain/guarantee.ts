/**
 * The Khaya Guarantee (issue 48): for a job paid through Khaya whose work was accepted, the
 * customer may claim for poor workmanship or damage within `claimDays` of the acceptance, up to
 * `maxRand`. A claim is decided by Khaya's team; what it awards is paid back through the escrow
 * partner (an amendment) or from Khaya's own balance, recorded in the ledger. The terms page
 * (/guarantee) and the claims read these figures, so changing them here changes both.
 */
export const GUARANTEE_RULE = {
  /** The most paid on one job, in rand. */
  maxRand: 5000,
  /** Days after the work was accepted (or accepted for the customer) that a claim may be made. */
  claimDays: 30,
} as const;

/** The last moment a claim can be made for work accepted at `acceptedAt`. */
export function guaranteeClaimBy(acceptedAt: Date): Date {
  return new Date(acceptedAt.getTime() + GUARANTEE_RULE.claimDays * 24 * 3_600_000);
}
