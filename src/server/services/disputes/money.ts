import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { disputeOpen } from '../../../domain/disputes';
import type { Db } from '../../db/client';
import { disputes, protectedPayments } from '../../db/schema';
import { settleHeldMoney, type EscrowPartner } from '../escrow';

/**
 * A dispute's money held by the escrow partner, once the dispute ended: the refund agreed or
 * decided goes back to the customer, the rest is paid out. Run after the end is recorded, and
 * again by the sweep for any the partner did not answer (each step reads the partner back, so
 * nothing moves twice). Money paid directly, or already paid out, moves outside Khaya.
 */
export async function moveDisputeMoney(
  db: Db,
  partner: EscrowPartner | null,
  disputeId: string,
): Promise<void> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  if (!row || disputeOpen(row.state) || row.money !== 'held' || !row.paymentId || !partner) return;
  await settleHeldMoney(db, partner, row.paymentId, row.refundCents ?? 0);
}

/** Ended disputes whose held money has not moved yet (the partner was down): moved now. */
export async function moveStuckDisputeMoney(db: Db, partner: EscrowPartner | null) {
  if (!partner) return 0;
  const stuck = await db
    .select({ id: disputes.id })
    .from(disputes)
    .innerJoin(protectedPayments, eq(protectedPayments.id, disputes.paymentId))
    .where(
      and(
        eq(disputes.money, 'held'),
        isNotNull(disputes.closedAt),
        notInArray(protectedPayments.state, ['released', 'refunded', 'cancelled']),
      ),
    )
    .limit(20);
  for (const { id } of stuck) await moveDisputeMoney(db, partner, id);
  return stuck.length;
}
