/**
 * Khaya credit's books (issue 47): double-entry, append-only, in whole cents. Each posting is a
 * set of lines that sum to zero; a provider's balance is the sum of its credit account's lines.
 * Nothing is ever changed or deleted: a mistake is put right by another posting.
 *
 * The accounts, as Khaya sees them:
 * - `provider_credit` (one per provider): the prepaid service Khaya owes the provider. A top-up
 *   adds to it, a fee takes from it, a credit-back gives a fee back.
 * - `gateway_clearing`: what the payment gateway holds for Khaya from top-ups.
 * - `fee_income`: Khaya's earnings (VAT included; the tax invoice splits it).
 * - `adjustments`: an admin's corrections, each with its reason in the audit trail.
 * - `escrow_clearing`: what the escrow partner pays Khaya from payouts: its agent fee on a job
 *   paid through Khaya (issue 48), posted when the partner releases the money.
 * - `guarantee_claims`: what the Khaya Guarantee paid out of Khaya's own money (issue 49).
 * - `customer_refunds`: what Khaya owes customers from decided claims until it is paid to them.
 */
export const LEDGER_ACCOUNTS = [
  'provider_credit',
  'gateway_clearing',
  'fee_income',
  'adjustments',
  'escrow_clearing',
  'guarantee_claims',
  'customer_refunds',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const POSTING_KINDS = [
  'top_up',
  'fee',
  'credit_back',
  'adjustment',
  'agent_fee',
  'guarantee_payout',
] as const;
export type PostingKind = (typeof POSTING_KINDS)[number];

export interface LedgerLine {
  account: LedgerAccount;
  /** Whole cents: positive adds to the account, negative takes from it. */
  cents: number;
}

/** Top-ups are between these (in rand), as the gateway takes them. */
export const TOP_UP_MIN_RAND = 100;
export const TOP_UP_MAX_RAND = 5000;

/** The lines of a posting of `kind` for `cents` (positive; an adjustment may take away). */
export function postingLines(kind: PostingKind, cents: number): LedgerLine[] {
  if (!Number.isSafeInteger(cents) || cents === 0 || (kind !== 'adjustment' && cents < 0)) {
    throw new RangeError(`a ${kind} is a whole, positive number of cents (got ${cents})`);
  }
  switch (kind) {
    case 'top_up':
      return [
        { account: 'provider_credit', cents },
        { account: 'gateway_clearing', cents: -cents },
      ];
    case 'fee':
      return [
        { account: 'provider_credit', cents: -cents },
        { account: 'fee_income', cents },
      ];
    case 'credit_back':
      return [
        { account: 'provider_credit', cents },
        { account: 'fee_income', cents: -cents },
      ];
    case 'adjustment':
      return [
        { account: 'provider_credit', cents },
        { account: 'adjustments', cents: -cents },
      ];
    // Paid through Khaya: the fee comes from the payout, never from the provider's credit.
    case 'agent_fee':
      return [
        { account: 'escrow_clearing', cents: -cents },
        { account: 'fee_income', cents },
      ];
    // A Guarantee claim decided for the customer: Khaya's own money, owed to the customer.
    case 'guarantee_payout':
      return [
        { account: 'guarantee_claims', cents },
        { account: 'customer_refunds', cents: -cents },
      ];
  }
}

/** Whether lines make a posting: two or more, whole cents, summing to zero. */
export function balances(lines: readonly LedgerLine[]): boolean {
  return (
    lines.length >= 2 &&
    lines.every((line) => Number.isSafeInteger(line.cents)) &&
    lines.reduce((sum, line) => sum + line.cents, 0) === 0
  );
}

/** A provider's balance: the sum of its credit account's lines, in cents. */
export function creditBalance(lines: readonly LedgerLine[]): number {
  return lines
    .filter((line) => line.account === 'provider_credit')
    .reduce((sum, line) => sum + line.cents, 0);
}
