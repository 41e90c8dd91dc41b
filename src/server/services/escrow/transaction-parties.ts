import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { protectedPayments, providers, quoteRequests, users } from '../../db/schema';
import type { EscrowBankAccount, EscrowParty } from './partner';
import { partyOf } from './parties';
import { sellerAccount } from './payouts';

/**
 * Who a payment's transactions at the partner are between (the customer buys, the provider
 * sells, paid into its payout account) and what the job is called there; null when the payment
 * is gone. Used for the job's own transaction and for an agreed price change's.
 */
export async function transactionParties(
  db: Db,
  payoutKey: Buffer,
  paymentId: string,
): Promise<{
  title: string;
  description: string;
  buyer: EscrowParty;
  seller: EscrowParty;
  sellerAccount: EscrowBankAccount | null;
} | null> {
  // Both parties and the job in one statement: the provider's account is the second users row.
  const providerUser = alias(users, 'provider_user');
  const [parties] = await db
    .select({
      providerId: protectedPayments.providerId,
      customerName: users.name,
      customerEmail: users.email,
      customerPhone: users.phone,
      providerName: providers.name,
      providerEmail: providerUser.email,
      providerPhone: providerUser.phone,
      serviceType: quoteRequests.serviceType,
      area: quoteRequests.area,
    })
    .from(protectedPayments)
    .innerJoin(users, eq(users.id, protectedPayments.customerId))
    .innerJoin(providers, eq(providers.id, protectedPayments.providerId))
    .innerJoin(providerUser, eq(providerUser.id, providers.userId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, protectedPayments.quoteRequestId))
    .where(eq(protectedPayments.id, paymentId));
  if (!parties) return null;
  const payee = await sellerAccount(db, payoutKey, parties.providerId);
  return {
    title: `Khaya: ${parties.serviceType} in ${parties.area ?? 'South Africa'}`,
    description: `${parties.providerName}, hired through Khaya`,
    buyer: partyOf(parties.customerName, parties.customerEmail, parties.customerPhone),
    seller: partyOf(
      payee?.holder ?? parties.providerName,
      parties.providerEmail,
      parties.providerPhone,
    ),
    sellerAccount: payee?.account ?? null,
  };
}
