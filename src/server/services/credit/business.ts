import { and, count, eq, sql } from 'drizzle-orm';
import { FEE_RULE } from '../../../domain/fees';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/executor';
import { queryRows } from '../../db/rows';
import { quotes } from '../../db/schema';
import type { ProviderRow } from '../../db/schema';
import { balanceOf } from './ledger';

/** A provider's credit as its business page and quote form read it. */
export interface CreditSummary {
  balanceCents: number;
  /** Hires so far (accepted quotes): the first FEE_RULE.freeHires are free. */
  hires: number;
  freeHiresLeft: number;
  /** False while the balance is below zero: new quotes wait for a top-up. */
  canQuote: boolean;
  rule: { percent: number; minimumRand: number; maximumRand: number; freeHires: number };
}

export async function creditSummary(db: Db, provider: ProviderRow): Promise<CreditSummary> {
  const [balanceCents, [hired]] = await Promise.all([
    balanceOf(db, provider.id),
    db
      .select({ hires: count() })
      .from(quotes)
      .where(and(eq(quotes.providerId, provider.id), eq(quotes.status, 'accepted'))),
  ]);
  const hires = hired?.hires ?? 0;
  return {
    balanceCents,
    hires,
    freeHiresLeft: Math.max(0, FEE_RULE.freeHires - hires),
    canQuote: balanceCents >= 0,
    rule: {
      percent: FEE_RULE.percent,
      minimumRand: FEE_RULE.minimumRand,
      maximumRand: FEE_RULE.maximumRand,
      freeHires: FEE_RULE.freeHires,
    },
  };
}

/** What the fees bought in one South African month. */
export interface BusinessMonth {
  month: string;
  leads: number;
  quotesSent: number;
  hires: number;
  /** Hires out of quotes sent that month, in whole percent (null with no quotes). */
  winRatePercent: number | null;
  medianMinutesToQuote: number | null;
  earningsRand: number;
  feesCents: number;
}

const MONTH = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'Africa/Johannesburg', 'YYYY-MM')`);

/** The last twelve months of a provider's leads, quotes, hires, earnings and fees, newest first. */
export async function businessMonths(db: Db, provider: ProviderRow): Promise<BusinessMonth[]> {
  const since = sql`now() - interval '12 months'`;
  const rows = await queryRows<{
    month: string;
    leads: string;
    quotes_sent: string;
    hires: string;
    median_minutes: string | null;
    earnings: string;
    fees: string;
  }>(
    db,
    sql`
      with leads as (
        select ${MONTH('n.created_at')} as month, count(*) as n from notifications n
        where n.user_id = ${provider.userId} and n.kind = 'new_lead' and n.created_at > ${since}
        group by 1
      ), sent as (
        select ${MONTH('q.created_at')} as month, count(*) as n,
          percentile_cont(0.5) within group (
            order by extract(epoch from (q.created_at - q.request_created_at)) / 60
          ) as median_minutes
        from quotes q where q.provider_id = ${provider.id} and q.created_at > ${since}
        group by 1
      ), hired as (
        select ${MONTH('q.decided_at')} as month, count(*) as n, sum(q.amount) as earnings
        from quotes q
        where q.provider_id = ${provider.id} and q.status = 'accepted' and q.decided_at > ${since}
        group by 1
      ), fees as (
        select ${MONTH('p.created_at')} as month, sum(l.cents) as cents
        from ledger_postings p join ledger_lines l on l.posting_id = p.id
        where p.provider_id = ${provider.id} and p.kind in ('fee', 'credit_back', 'agent_fee')
          and l.account = 'fee_income' and p.created_at > ${since}
        group by 1
      ), months as (
        select month from leads union select month from sent
        union select month from hired union select month from fees
      )
      select m.month, coalesce(l.n, 0) as leads, coalesce(s.n, 0) as quotes_sent,
        coalesce(h.n, 0) as hires, s.median_minutes, coalesce(h.earnings, 0) as earnings,
        coalesce(f.cents, 0) as fees
      from months m
      left join leads l using (month) left join sent s using (month)
      left join hired h using (month) left join fees f using (month)
      order by m.month desc`,
  );
  return rows.map((row) => {
    const sentCount = Number(row.quotes_sent);
    const hires = Number(row.hires);
    return {
      month: row.month,
      leads: Number(row.leads),
      quotesSent: sentCount,
      hires,
      winRatePercent:
        sentCount > 0 ? Math.round((Math.min(hires, sentCount) * 100) / sentCount) : null,
      medianMinutesToQuote:
        row.median_minutes === null ? null : Math.round(Number(row.median_minutes)),
      earningsRand: Number(row.earnings),
      feesCents: Number(row.fees),
    };
  });
}

/** Whether the provider may send a new quote now (its balance not below zero). */
export async function mayQuote(db: Executor, providerId: string): Promise<boolean> {
  return (await balanceOf(db, providerId)) >= 0;
}
