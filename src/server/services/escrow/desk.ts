import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { PaymentDesk } from '../../../domain/schemas/protected-payments';
import type { Db } from '../../db/client';
import { escrowCallbacks, protectedPayments, providers } from '../../db/schema';

/** How long a state may last before the operator should look (the partner's timings, and some). */
const STUCK = sql`(
  (${protectedPayments.state} = 'funded' and ${protectedPayments.fundedAt} < now() - interval '14 days')
  or (${protectedPayments.state} = 'delivered' and ${protectedPayments.deliveredAt} < now() - interval '2 days')
  or (${protectedPayments.state} = 'awaiting_payment' and ${protectedPayments.createdAt} < now() - interval '7 days')
)`;

/**
 * The operator's view of payment through Khaya (issue 48), on the admin desk: how many payments
 * stand in each state, the stuck ones (held two weeks without the work marked done; done two
 * days without the partner paying out; a week without payment), and the partner's callbacks that
 * did not check out (unknown transaction, or the partner could not be read back).
 */
export async function paymentDesk(db: Db): Promise<PaymentDesk> {
  const [counts, stuck, callbacks] = await Promise.all([
    db
      .select({ state: protectedPayments.state, count: sql<number>`count(*)::int` })
      .from(protectedPayments)
      .groupBy(protectedPayments.state),
    db
      .select({
        requestId: protectedPayments.quoteRequestId,
        providerName: providers.name,
        state: protectedPayments.state,
        partnerState: protectedPayments.partnerState,
        amountCents: protectedPayments.amountCents,
        since: sql<Date>`coalesce(${protectedPayments.deliveredAt}, ${protectedPayments.fundedAt}, ${protectedPayments.createdAt})`,
        checkedAt: protectedPayments.checkedAt,
      })
      .from(protectedPayments)
      .innerJoin(providers, eq(providers.id, protectedPayments.providerId))
      .where(STUCK)
      .orderBy(protectedPayments.createdAt)
      .limit(50),
    db
      .select()
      .from(escrowCallbacks)
      .where(notInArray(escrowCallbacks.outcome, ['applied', 'unchanged']))
      .orderBy(desc(escrowCallbacks.receivedAt))
      .limit(50),
  ]);
  return {
    states: counts,
    stuck: stuck.map((row) => ({
      ...row,
      since: new Date(row.since).toISOString(),
      checkedAt: row.checkedAt.toISOString(),
    })),
    failedCallbacks: callbacks.map((row) => ({
      id: row.id,
      transactionId: row.transactionId,
      claimedState: row.claimedState,
      outcome: row.outcome,
      receivedAt: row.receivedAt.toISOString(),
    })),
  };
}
