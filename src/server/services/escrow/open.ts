import type { Tx } from '../../db/executor';
import { protectedPayments } from '../../db/schema';
import { hireFeeCents } from '../credit';

/**
 * Opens the protected payment of a quote the customer accepted paying through Khaya, inside the
 * accept's transaction: Khaya's fee is the partner's agent fee here, not a debit of the
 * provider's credit (never both). The partner's transaction is made when the customer goes to
 * pay (`checkout`): no network call holds the accept.
 */
export async function openProtectedPayment(
  tx: Tx,
  hire: {
    partner: string;
    quoteId: string;
    quoteRequestId: string;
    customerId: string;
    providerId: string;
    /** The quote's price (Khaya's fee is on it), call-out fee and deposit, in rand. */
    amount: number;
    calloutFee: number;
    deposit: number;
  },
): Promise<{ id: string; feeCents: number }> {
  const feeCents = await hireFeeCents(tx, hire);
  const [row] = await tx
    .insert(protectedPayments)
    .values({
      quoteId: hire.quoteId,
      quoteRequestId: hire.quoteRequestId,
      customerId: hire.customerId,
      providerId: hire.providerId,
      // The customer pays the whole total into escrow: the price and the call-out fee.
      amountCents: (hire.amount + hire.calloutFee) * 100,
      depositCents: hire.deposit * 100,
      feeCents,
      partner: hire.partner,
    })
    .returning({ id: protectedPayments.id });
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, feeCents };
}
