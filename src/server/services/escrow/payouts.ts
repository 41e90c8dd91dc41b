import { eq } from 'drizzle-orm';
import { PROTECTED_ONLY_NEEDS_ACCOUNT } from '../../../domain/payout-accounts';
import type {
  PayoutAccount,
  PayoutSettings,
  payoutAccountInputSchema,
} from '../../../domain/schemas/payouts';
import type { z } from 'zod';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { payoutAccounts, providers, users } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { recordEvent } from '../../events/record';
import { BadRequestError, ConflictError, ServiceUnavailableError } from '../../errors';
import { TradeSafeRefused } from '../../lib/payments/tradesafe';
import { seal, unseal } from '../../lib/sealed';
import { getOwnProvider } from '../providers';
import { requireRecentSignIn } from '../users';
import { partyOf } from './parties';
import type { EscrowBankAccount, EscrowPartner } from './partner';

/**
 * Where a provider is paid for jobs paid through Khaya (issue 48): its bank account, checked by
 * the escrow partner when saved, the number sealed at rest (lib/sealed.ts) and shown masked;
 * changed only within minutes of a sign-in, and every change emailed to the provider.
 */

const REFUSED =
  'TradeSafe did not accept this account: check the bank, the kind of account and the number.';
const UNREACHABLE =
  'Could not check the account with TradeSafe just now. Try again in a few minutes.';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

const accountView = (row: PayoutAccountRow): PayoutAccount => ({
  bank: row.bank as PayoutAccount['bank'],
  accountType: row.accountType as PayoutAccount['accountType'],
  accountHolder: row.accountHolder,
  accountNumberLast4: row.accountNumberLast4,
  updatedAt: row.updatedAt.toISOString(),
});

async function accountRow(db: Executor, providerId: string) {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerId, providerId));
  return row;
}

export async function payoutSettings(
  db: Db,
  caller: Caller,
  available: boolean,
): Promise<PayoutSettings> {
  const provider = await getOwnProvider(db, caller);
  const row = await accountRow(db, provider.id);
  return {
    account: row ? accountView(row) : null,
    protectedOnly: provider.protectedOnly,
    protectedPaymentAvailable: available,
  };
}

export async function savePayoutAccount(
  db: Db,
  partner: EscrowPartner,
  key: Buffer,
  caller: Caller,
  input: z.output<typeof payoutAccountInputSchema>,
  now: Date,
): Promise<PayoutAccount> {
  requireRecentSignIn(caller, now);
  const provider = await getOwnProvider(db, caller);
  const [owner] = await db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, provider.userId));
  const account: EscrowBankAccount = {
    bank: input.bank,
    accountType: input.accountType,
    accountNumber: input.accountNumber,
  };
  // The same account saved again: nothing to check, change or tell anyone about.
  const current = await accountRow(db, provider.id);
  if (
    current &&
    current.bank === input.bank &&
    current.accountType === input.accountType &&
    current.accountHolder === input.accountHolder &&
    current.accountNumberLast4 === input.accountNumber.slice(-4) &&
    unseal(key, current.accountNumberSealed) === input.accountNumber
  )
    return accountView(current);
  // The partner checks it first: nothing is kept that it would not pay out to.
  try {
    await partner.checkPayoutAccount(
      partyOf(input.accountHolder, owner?.email ?? null, owner?.phone ?? null),
      account,
    );
  } catch (error) {
    if (error instanceof TradeSafeRefused)
      throw new BadRequestError(REFUSED, { accountNumber: REFUSED });
    throw new ServiceUnavailableError(UNREACHABLE);
  }
  const values = {
    bank: input.bank,
    accountType: input.accountType,
    accountHolder: input.accountHolder,
    accountNumberSealed: seal(key, input.accountNumber),
    accountNumberLast4: input.accountNumber.slice(-4),
    checkedBy: partner.name,
    updatedAt: now,
  };
  const saved = await transaction(db, async (tx) => {
    const [row] = await tx
      .insert(payoutAccounts)
      .values({ providerId: provider.id, ...values })
      .onConflictDoUpdate({ target: payoutAccounts.providerId, set: values })
      .returning();
    await recordEvent(tx, {
      type: 'payout_account_changed',
      subjects: { providerId: provider.id, userId: provider.userId },
    });
    return row;
  });
  if (!saved) throw new ServiceUnavailableError(UNREACHABLE);
  return accountView(saved);
}

/** Customers must pay through Khaya to hire this provider; only with an account to pay into. */
export async function setProtectedOnly(
  db: Db,
  caller: Caller,
  protectedOnly: boolean,
): Promise<{ protectedOnly: boolean }> {
  const provider = await getOwnProvider(db, caller);
  if (protectedOnly && !(await accountRow(db, provider.id)))
    throw new ConflictError(PROTECTED_ONLY_NEEDS_ACCOUNT);
  await db.update(providers).set({ protectedOnly }).where(eq(providers.id, provider.id));
  return { protectedOnly };
}

/** The account a transaction's seller is paid into, opened for the partner (null: none yet). */
export async function sellerAccount(
  db: Executor,
  key: Buffer,
  providerId: string,
): Promise<{ holder: string; account: EscrowBankAccount } | null> {
  const row = await accountRow(db, providerId);
  if (!row) return null;
  return {
    holder: row.accountHolder,
    account: {
      bank: row.bank,
      accountType: row.accountType,
      accountNumber: unseal(key, row.accountNumberSealed),
    },
  };
}

/** For the account export: the account as its owner sees it (the number's last four digits). */
export async function payoutAccountRecord(
  db: Db,
  providerId: string | null,
): Promise<PayoutAccount | null> {
  if (!providerId) return null;
  const row = await accountRow(db, providerId);
  return row ? accountView(row) : null;
}
