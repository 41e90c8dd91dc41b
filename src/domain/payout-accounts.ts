/**
 * Where a provider is paid for jobs paid through Khaya (issue 48): South Africa's banks by the
 * escrow partner's names for them, the kinds of account, and how a number is shown (masked).
 * Constants only, so the business page can show them without downloading zod.
 */

export const PAYOUT_BANKS = [
  { code: 'ABSA', name: 'Absa' },
  { code: 'AFRICAN', name: 'African Bank' },
  { code: 'CAPITEC', name: 'Capitec' },
  { code: 'DISCOVERY', name: 'Discovery Bank' },
  { code: 'FNB', name: 'FNB' },
  { code: 'INVESTEC', name: 'Investec' },
  { code: 'NEDBANK', name: 'Nedbank' },
  { code: 'SBSA', name: 'Standard Bank' },
  { code: 'TYME', name: 'TymeBank' },
] as const;
export type PayoutBank = (typeof PAYOUT_BANKS)[number]['code'];
export const PAYOUT_BANK_CODES = PAYOUT_BANKS.map((bank) => bank.code) as [
  PayoutBank,
  ...PayoutBank[],
];

export const PAYOUT_ACCOUNT_TYPES = [
  { code: 'CHEQUE', name: 'Cheque / current' },
  { code: 'SAVINGS', name: 'Savings' },
  { code: 'TRANSMISSION', name: 'Transmission' },
] as const;
export type PayoutAccountType = (typeof PAYOUT_ACCOUNT_TYPES)[number]['code'];
export const PAYOUT_ACCOUNT_TYPE_CODES = PAYOUT_ACCOUNT_TYPES.map((type) => type.code) as [
  PayoutAccountType,
  ...PayoutAccountType[],
];

/** Account numbers by bank: Capitec's are 10 digits, FNB's 11; others 7 to 11. */
const DIGITS: Partial<Record<PayoutBank, { min: number; max: number }>> = {
  CAPITEC: { min: 10, max: 10 },
  FNB: { min: 11, max: 11 },
};
const ANY_BANK = { min: 7, max: 11 };

/** The digits of an account number as typed (spaces and dashes are the person's own grouping). */
export function accountDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** What is wrong with an account number for its bank, or null when its format is right. */
export function accountNumberProblem(bank: PayoutBank, typed: string): string | null {
  const digits = accountDigits(typed);
  const { min, max } = DIGITS[bank] ?? ANY_BANK;
  const name = PAYOUT_BANKS.find((each) => each.code === bank)?.name ?? bank;
  const length = min === max ? `${min} digits` : `${min} to ${max} digits`;
  if (!/^\d+$/.test(digits) || digits.length < min || digits.length > max)
    return `A ${name} account number has ${length}: check it on your banking app or card.`;
  if (/^(\d)\1+$/.test(digits)) return 'That is not an account number: check it and try again.';
  return null;
}

/** The account number as shown anywhere after it is saved: its last four digits only. */
export function maskedAccountNumber(last4: string): string {
  return `•••• ${last4}`;
}

export const bankName = (code: string): string =>
  PAYOUT_BANKS.find((bank) => bank.code === code)?.name ?? code;

/** Said when a provider who takes protected payment only has no account to be paid into. */
export const PROTECTED_ONLY_NEEDS_ACCOUNT =
  'Add the bank account you are paid into first: jobs paid through Khaya are paid out there.';
/** Said when a customer tries to pay a protected-only provider directly. */
export const PROTECTED_ONLY_MESSAGE =
  'This provider takes payment through Khaya only: choose Pay safely through Khaya.';
