import { z } from 'zod';
import {
  accountDigits,
  accountNumberProblem,
  PAYOUT_ACCOUNT_TYPE_CODES,
  PAYOUT_BANK_CODES,
} from '../payout-accounts';
import { hasContactDetails } from '../contact-redaction';

/** `PUT /api/providers/me/payout-account`: the bank account jobs paid through Khaya pay into. */
export const payoutAccountInputSchema = z
  .object({
    bank: z.enum(PAYOUT_BANK_CODES, { error: 'Choose your bank' }),
    accountType: z.enum(PAYOUT_ACCOUNT_TYPE_CODES, { error: 'Choose the kind of account' }),
    accountHolder: z
      .string({ error: 'Enter the name on the account' })
      .trim()
      .min(2, 'Enter the name on the account, as your bank has it')
      .max(80, 'The name on the account can be at most 80 characters')
      .refine((name) => !hasContactDetails(name), 'Enter the name only, as your bank has it'),
    accountNumber: z
      .string({ error: 'Enter the account number' })
      .trim()
      .min(1, 'Enter the account number')
      .max(20, 'An account number has at most 11 digits'),
  })
  .superRefine((input, ctx) => {
    const problem = accountNumberProblem(input.bank, input.accountNumber);
    if (problem) ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: problem });
  })
  .transform((input) => ({ ...input, accountNumber: accountDigits(input.accountNumber) }));
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;

/** A saved payout account as its owner sees it: the number masked, never whole. */
export const payoutAccountSchema = z.object({
  bank: z.enum(PAYOUT_BANK_CODES),
  accountType: z.enum(PAYOUT_ACCOUNT_TYPE_CODES),
  accountHolder: z.string(),
  /** The last four digits only. */
  accountNumberLast4: z.string(),
  updatedAt: z.iso.datetime(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

/** `GET /api/providers/me/payouts`: where a provider is paid and how it takes payment. */
export const payoutSettingsSchema = z.object({
  account: payoutAccountSchema.nullable(),
  /** Customers must pay through Khaya (protected payment) to hire this provider. */
  protectedOnly: z.boolean(),
  /** Whether payment through Khaya is offered at all (the partner is configured). */
  protectedPaymentAvailable: z.boolean(),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

/** `PUT /api/providers/me/protected-only`. */
export const protectedOnlyInputSchema = z.object({
  protectedOnly: z.boolean({ error: 'protectedOnly must be true or false' }),
});
