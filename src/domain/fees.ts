/**
 * How Khaya earns (issue 47): a fee per hire, taken when a customer accepts a provider's quote
 * (the moment the contact details are revealed), never for leads or for quoting. A percentage of
 * the accepted amount with a floor and a cap, VAT included, in whole rand; a provider's first
 * hires are free. The one place to change it.
 */
export interface FeeRule {
  percent: number;
  minimumRand: number;
  maximumRand: number;
  freeHires: number;
  vatPercent: number;
}

export const FEE_RULE: Readonly<FeeRule> = {
  /** Of the accepted amount, rounded to the nearest rand (a half rand up). */
  percent: 5,
  minimumRand: 25,
  maximumRand: 350,
  /** Hires before this many are free (the first three). */
  freeHires: 3,
  /** South Africa's VAT rate: the fee includes it (the tax invoice shows its share). */
  vatPercent: 15,
};

/**
 * The fee in whole rand for a hire at `acceptedRand`, when the provider had `earlierHires`
 * before it: nothing for the first hires; else the percentage held between the floor and the
 * cap, and never more than the job itself.
 */
export function hireFeeRand(acceptedRand: number, earlierHires: number, rule: FeeRule = FEE_RULE) {
  if (!Number.isSafeInteger(acceptedRand) || acceptedRand <= 0) return 0;
  if (earlierHires < rule.freeHires) return 0;
  const share = Math.round((acceptedRand * rule.percent) / 100);
  const held = Math.min(rule.maximumRand, Math.max(rule.minimumRand, share));
  return Math.min(held, acceptedRand);
}

/** The VAT inside a fee, in cents (a fee of R93 holds 1 213 cents of VAT at 15 %). */
export function vatInsideCents(feeRand: number, rule: FeeRule = FEE_RULE): number {
  return Math.round((feeRand * 100 * rule.vatPercent) / (100 + rule.vatPercent));
}

/** Why a new quote waits (409): the provider's credit is below zero after a fee. */
export const TOP_UP_FIRST =
  'Your Khaya credit is below zero. Top up on your business page to send new quotes: your open quotes stand.';
