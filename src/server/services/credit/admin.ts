import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { gatewayNotifications, ledgerPostings, providers } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { ConflictError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { audit, type Admin } from '../verification';
import { creditBackFee } from './fees';
import { lockCredit, post } from './ledger';

/** The operator's view of Khaya credit (issue 47): money by day, balances, failures, corrections. */
export async function creditDesk(db: Db) {
  const [days, balances, failed, corrections] = await Promise.all([
    queryRows<{ day: string; kind: string; cents: string }>(
      db,
      sql`select to_char(p.created_at at time zone 'Africa/Johannesburg', 'YYYY-MM-DD') as day,
            p.kind, sum(l.cents) as cents
          from ledger_postings p join ledger_lines l on l.posting_id = p.id
          where (l.account = 'provider_credit' or (l.account = 'fee_income' and p.kind = 'agent_fee'))
            and p.created_at > now() - interval '30 days'
          group by 1, 2 order by 1 desc`,
    ),
    queryRows<{ provider_id: string; name: string; cents: string }>(
      db,
      sql`select l.provider_id, pr.name, sum(l.cents) as cents
          from ledger_lines l join providers pr on pr.id = l.provider_id
          where l.account = 'provider_credit'
          group by 1, 2 order by 3 asc limit 50`,
    ),
    db
      .select()
      .from(gatewayNotifications)
      .where(notInArray(gatewayNotifications.outcome, ['credited', 'replayed']))
      .orderBy(desc(gatewayNotifications.receivedAt))
      .limit(50),
    db
      .select({
        id: ledgerPostings.id,
        kind: ledgerPostings.kind,
        providerName: providers.name,
        reason: ledgerPostings.reason,
        at: ledgerPostings.createdAt,
        cents: sql<string>`(select cents from ledger_lines where posting_id = ${ledgerPostings.id} and account = 'provider_credit')`,
      })
      .from(ledgerPostings)
      .innerJoin(providers, eq(providers.id, ledgerPostings.providerId))
      .where(
        and(
          inArray(ledgerPostings.kind, ['adjustment', 'credit_back']),
          sql`${ledgerPostings.actorId} is not null`,
        ),
      )
      .orderBy(desc(ledgerPostings.id))
      .limit(50),
  ]);
  const byDay = new Map<string, Record<string, number>>();
  for (const row of days) {
    const day = byDay.get(row.day) ?? {};
    day[row.kind] = Number(row.cents);
    byDay.set(row.day, day);
  }
  return {
    days: [...byDay].map(([day, kinds]) => ({
      day,
      topUpsCents: kinds['top_up'] ?? 0,
      feesCents: -(kinds['fee'] ?? 0),
      agentFeesCents: kinds['agent_fee'] ?? 0,
      creditBacksCents: kinds['credit_back'] ?? 0,
      adjustmentsCents: kinds['adjustment'] ?? 0,
    })),
    balances: balances.map((row) => ({
      providerId: row.provider_id,
      name: row.name,
      balanceCents: Number(row.cents),
    })),
    failedNotifications: failed.map((row) => ({
      id: row.id,
      outcome: row.outcome,
      paymentId: row.paymentId,
      amount: row.fields['amount_gross'] ?? null,
      receivedAt: row.receivedAt.toISOString(),
    })),
    corrections: corrections.map((row) => ({
      id: row.id,
      kind: row.kind,
      providerName: row.providerName,
      reason: row.reason,
      cents: Number(row.cents),
      at: row.at.toISOString(),
    })),
  };
}

/** An admin's correction to a provider's credit, with its reason on the statement and in the audit trail. */
export async function adjustCredit(
  db: Db,
  admin: Admin,
  body: { providerId: string; cents: number; reason: string },
) {
  if (!isUuid(body.providerId)) throw new NotFoundError('Provider not found');
  return transaction(db, async (tx) => {
    const [provider] = await tx
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.id, body.providerId))
      .limit(1);
    if (!provider) throw new NotFoundError('Provider not found');
    await lockCredit(tx, provider.id);
    const id = await post(tx, {
      kind: 'adjustment',
      providerId: provider.id,
      cents: body.cents,
      reason: body.reason,
      actorId: admin.id,
    });
    await audit(tx, {
      actorId: admin.id,
      actorLabel: admin.label,
      action: 'credit.adjusted',
      subjectType: 'provider',
      subjectId: provider.id,
      detail: { cents: body.cents, reason: body.reason, postingId: id },
    });
    return { postingId: id };
  });
}

/** An admin gives a hire's fee back (a duplicate request, a hire that did not happen). */
export async function giveFeeBack(db: Db, admin: Admin, body: { quoteId: string; reason: string }) {
  if (!isUuid(body.quoteId)) throw new NotFoundError('No fee was taken for this quote.');
  return transaction(db, async (tx) => {
    const cents = await creditBackFee(tx, body.quoteId, body.reason, admin.id);
    if (cents === null) throw new NotFoundError('No fee was taken for this quote.');
    if (cents === 0) throw new ConflictError('This fee was already given back.');
    await audit(tx, {
      actorId: admin.id,
      actorLabel: admin.label,
      action: 'fee.credited_back',
      subjectType: 'quote',
      subjectId: body.quoteId,
      detail: { cents, reason: body.reason },
    });
    return { cents };
  });
}
