import type { QuoteSummary } from '../../../domain/schemas/quote-requests';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import type { ProviderRow } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { findOwnProvider } from '../providers';
import { findRequestWithCustomer, quotesFor } from './queries';
import { providerMayQuote, toQuoteSummary } from './views';

type Found = NonNullable<Awaited<ReturnType<typeof findRequestWithCustomer>>>;

/** Who the caller is to a request they may see. */
export type RequestAccess =
  | (Found & { as: 'customer' })
  | (Found & { as: 'provider'; provider: ProviderRow; own: QuoteSummary[] });

/**
 * Whether the caller may see a request: its customer, or a provider who quoted on it or may
 * quote on it (in its services and reach, open, not full). Anyone else gets 404, as for a
 * random id (`notFound` says what was asked for).
 */
export async function requestAccess(
  db: Db,
  caller: Caller,
  id: string,
  notFound = 'Quote request not found',
): Promise<RequestAccess> {
  if (!isUuid(id)) throw new NotFoundError(notFound);
  const found = await findRequestWithCustomer(db, id);
  if (!found) throw new NotFoundError(notFound);
  if (found.customer.firebaseUid === caller.uid) return { ...found, as: 'customer' };
  const provider = await findOwnProvider(db, caller);
  if (provider) {
    const own = ((await quotesFor(db, [id], provider.id)).get(id) ?? []).map(toQuoteSummary);
    if (own.length > 0 || providerMayQuote(found.request, provider, false)) {
      return { ...found, as: 'provider', provider, own };
    }
  }
  throw new NotFoundError(notFound);
}
