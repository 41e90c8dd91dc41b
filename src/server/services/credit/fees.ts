import { and, count, eq, ne } from 'drizzle-orm';
import { hireFeeRand } from '../../../domain/fees';
import { formatRand } from '../../../domain/money';
import type { Executor } from '../../db/executor';
import { ledgerLines, ledgerPostings, quotes } from '../../db/schema';
import { balanceOf, lockCredit, post } from './ledger';

/** A hire's fee as the accept took it: nothing (a free hire), or its cents and the balance after. */
export interface HireFee {
  cents: number;
  balanceCents: number;
}

/** How many hires the provider had before this quote's: its other accepted quotes. */
async function earlierHires(tx: Executor, providerId: string, quoteId: string): Promise<number> {
  const [row] = await tx
    .select({ hires: count() })
    .from(quotes)
    .where(
      and(eq(quotes.providerId, providerId), eq(quotes.status, 'accepted'), ne(quotes.id, quoteId)),
    );
  return row?.hires ?? 0;
}

/**
 * The fee a hire costs, in cents (0 for one of the first free hires), with the provider's credit
 * locked: its earlier hires counted inside the accept's transaction. Protected payment takes it
 * as the partner's agent fee instead of from the credit (never both).
 */
export async function hireFeeCents(
  tx: Executor,
  hire: { quoteId: string; providerId: string; amount: number },
): Promise<number> {
  await lockCredit(tx, hire.providerId);
  return hireFeeRand(hire.amount, await earlierHires(tx, hire.providerId, hire.quoteId)) * 100;
}

/**
 * Takes the fee for a hire, inside the transaction that accepted the quote (ADR 14): the
 * provider's credit is locked, its earlier hires counted, and the fee posted if there is one.
 * The accept never waits on the balance: it may go below zero by this fee.
 */
export async function chargeHireFee(
  tx: Executor,
  hire: {
    quoteId: string;
    providerId: string;
    amount: number;
    serviceType: string;
    at?: Date | undefined;
  },
): Promise<HireFee | null> {
  const feeRand = (await hireFeeCents(tx, hire)) / 100;
  if (feeRand === 0) return null;
  await post(tx, {
    kind: 'fee',
    providerId: hire.providerId,
    cents: feeRand * 100,
    quoteId: hire.quoteId,
    reason: `Fee for a ${hire.serviceType} hire at ${formatRand(hire.amount)}`,
    at: hire.at,
  });
  return { cents: feeRand * 100, balanceCents: await balanceOf(tx, hire.providerId) };
}

/**
 * Gives a hire's fee back, once, with its reason on the statement (the hire did not happen: an
 * instant booking the cleaner declined, a duplicate an admin marked). Nothing when no fee was
 * taken for it (null) or it was already given back (0). Returns the cents given back.
 */
export async function creditBackFee(
  tx: Executor,
  quoteId: string,
  reason: string,
  actorId?: string,
): Promise<number | null> {
  const [fee] = await tx
    .select({ providerId: ledgerPostings.providerId, id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.quoteId, quoteId), eq(ledgerPostings.kind, 'fee')))
    .limit(1);
  if (!fee) return null;
  await lockCredit(tx, fee.providerId);
  const [given] = await tx
    .select({ id: ledgerPostings.id })
    .from(ledgerPostings)
    .where(and(eq(ledgerPostings.quoteId, quoteId), eq(ledgerPostings.kind, 'credit_back')))
    .limit(1);
  if (given) return 0;
  const cents = await feeCentsOf(tx, fee.id);
  await post(tx, {
    kind: 'credit_back',
    providerId: fee.providerId,
    cents,
    quoteId,
    reason,
    actorId,
  });
  return cents;
}

async function feeCentsOf(tx: Executor, postingId: number): Promise<number> {
  const [line] = await tx
    .select({ cents: ledgerLines.cents })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.postingId, postingId), eq(ledgerLines.account, 'fee_income')))
    .limit(1);
  return line?.cents ?? 0;
}
