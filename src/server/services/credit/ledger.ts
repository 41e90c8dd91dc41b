import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { balances, postingLines, type PostingKind } from '../../../domain/ledger';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { ledgerLines, ledgerPostings, providers } from '../../db/schema';

/** One posting to the books (domain/ledger.ts): its kind, whose credit, how many cents, why. */
export interface Posting {
  kind: PostingKind;
  providerId: string;
  cents: number;
  reason: string;
  quoteId?: string | undefined;
  topUpId?: string | undefined;
  actorId?: string | undefined;
  /** When it happened, if not now: the hire's time when the caller says so (the demo's history). */
  at?: Date | undefined;
}

/**
 * Writes a posting and its lines (inside the caller's transaction). The lines come from the
 * domain's rule and must sum to zero; the tables refuse any later change.
 */
export async function post(tx: Executor, posting: Posting): Promise<number> {
  const lines = postingLines(posting.kind, posting.cents);
  if (!balances(lines)) throw new Error(`an unbalanced ${posting.kind} posting`);
  const [row] = await tx
    .insert(ledgerPostings)
    .values({
      kind: posting.kind,
      providerId: posting.providerId,
      quoteId: posting.quoteId ?? null,
      topUpId: posting.topUpId ?? null,
      reason: posting.reason,
      actorId: posting.actorId ?? null,
      ...(posting.at ? { createdAt: posting.at } : {}),
    })
    .returning({ id: ledgerPostings.id });
  if (!row) throw new Error('insert returned no row');
  await tx.insert(ledgerLines).values(
    lines.map((line) => ({
      postingId: row.id,
      account: line.account,
      providerId: line.account === 'provider_credit' ? posting.providerId : null,
      cents: line.cents,
    })),
  );
  return row.id;
}

/** A provider's Khaya credit in cents: the sum of its credit account's lines. */
export async function balanceOf(db: Executor, providerId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerLines.cents}), 0)` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.account, 'provider_credit'), eq(ledgerLines.providerId, providerId)));
  return Number(row?.cents ?? 0);
}

/** Locks the provider's row: postings to one provider's credit take turns. */
export async function lockCredit(tx: Executor, providerId: string): Promise<void> {
  await tx
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.id, providerId))
    .for('update');
}

export type StatementEntry = {
  id: number;
  kind: PostingKind;
  reason: string;
  cents: number;
  quoteId: string | null;
  at: Date;
};

/** A provider's statement, newest first, a page at a time (postings before `beforeId`). */
export async function statementOf(
  db: Db,
  providerId: string,
  page: { beforeId?: number | undefined; limit: number },
): Promise<StatementEntry[]> {
  return db
    .select({
      id: ledgerPostings.id,
      kind: ledgerPostings.kind,
      reason: ledgerPostings.reason,
      cents: ledgerLines.cents,
      quoteId: ledgerPostings.quoteId,
      at: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(
      ledgerLines,
      and(eq(ledgerLines.postingId, ledgerPostings.id), eq(ledgerLines.account, 'provider_credit')),
    )
    .where(
      and(
        eq(ledgerPostings.providerId, providerId),
        page.beforeId === undefined ? undefined : lt(ledgerPostings.id, page.beforeId),
      ),
    )
    .orderBy(desc(ledgerPostings.id))
    .limit(page.limit);
}
