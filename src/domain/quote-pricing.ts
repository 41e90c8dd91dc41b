/**
 * How a quote is priced, so quotes compare like for like: a fixed price, an estimate that may
 * change on site, or an hourly rate times the hours expected. `amount` is always the total in
 * whole rand (the spec's field); for an hourly quote it is the rate times the hours.
 */
export const PRICE_TYPES = ['fixed', 'estimate', 'hourly'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];

export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  fixed: 'Fixed price',
  estimate: 'Estimate',
  hourly: 'Hourly',
};

/** A quote can be accepted until this many days after it was sent, unless it says otherwise. */
export const QUOTE_VALID_DAYS = 14;

/**
 * The most a provider may ask up front for materials (issue 48): half the total the customer
 * pays (price and call-out fee), in whole rand. Paid through Khaya, it is paid out as soon as the
 * escrow partner holds the money; the rest only when the customer accepts the work.
 */
export function maxDeposit(amount: number, calloutFee = 0): number {
  return Math.floor((amount + calloutFee) / 2);
}

/** Hours are quoted in halves: 0.5 to 500. */
export const ESTIMATED_HOURS = { min: 0.5, max: 500, step: 0.5 } as const;

/** The total of an hourly quote: the rate times the hours, in whole rand. */
export function hourlyTotal(hourlyRate: number, estimatedHours: number): number {
  return Math.round(hourlyRate * estimatedHours);
}

/** Today's date in South Africa (YYYY-MM-DD): quotes' dates are South African days. */
export function southAfricanDate(at: Date = new Date(), addDays = 0): string {
  const shifted = new Date(at.getTime() + 2 * 3_600_000 + addDays * 86_400_000);
  return shifted.toISOString().slice(0, 10);
}
