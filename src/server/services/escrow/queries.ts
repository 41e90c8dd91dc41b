import { inArray } from 'drizzle-orm';
import type { ProtectedPaymentState } from '../../../domain/protected-payment';
import type { Executor } from '../../db/executor';
import { protectedPayments } from '../../db/schema';

/** Where each request's payment through Khaya stands (requests paid directly are absent). */
export async function paymentStatesFor(
  db: Executor,
  requestIds: string[],
): Promise<Map<string, ProtectedPaymentState>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: protectedPayments.quoteRequestId, state: protectedPayments.state })
    .from(protectedPayments)
    .where(inArray(protectedPayments.quoteRequestId, requestIds));
  return new Map(rows.map((row) => [row.requestId, row.state]));
}
