import { and, eq } from 'drizzle-orm';
import { NOT_YOURS_ANY_MORE, REQUEST_CLOSED } from '../../../domain/schemas/messages';
import type { Caller } from '../../auth/verifier';
import type { Executor } from '../../db/executor';
import { messageThreads, type MessageThreadRow } from '../../db/schema';
import { providers, users, type ProviderRow, type UserRow } from '../../db/schema';
import { quotes, type QuoteRequestRow } from '../../db/schema';
import { BadRequestError, NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { providerMayQuote } from '../quote-requests';

/**
 * Who may read and write a thread. A thread is (request, provider):
 * - the request's customer reads and writes the thread of any provider who quoted on it or has
 *   written to them (naming the provider);
 * - a provider reads and writes its own thread while it may quote on the request (the matching
 *   rules: open, in its services and reach), has quoted, or the thread exists.
 * Anyone else: 404, as if the request did not exist. Once another provider's quote is accepted
 * the thread is read-only; so is every thread of a closed request.
 */
export const NOT_FOUND = 'Conversation not found';

export interface ThreadAccess {
  request: QuoteRequestRow;
  customer: UserRow;
  provider: ProviderRow;
  you: 'customer' | 'provider';
  /** The caller's users.id. */
  userId: string;
  thread: MessageThreadRow | undefined;
  /** Contact details pass unchanged: this provider's quote is accepted. */
  contactsShared: boolean;
  /** Why nothing more can be written (null: open). */
  closedReason: string | null;
}

interface Found {
  request: QuoteRequestRow;
  customer: UserRow;
}

async function quotesOn(db: Executor, requestId: string) {
  return db
    .select({ providerId: quotes.providerId, status: quotes.status })
    .from(quotes)
    .where(eq(quotes.quoteRequestId, requestId));
}

async function threadOf(db: Executor, requestId: string, providerId: string) {
  const [thread] = await db
    .select()
    .from(messageThreads)
    .where(
      and(eq(messageThreads.quoteRequestId, requestId), eq(messageThreads.providerId, providerId)),
    )
    .limit(1);
  return thread;
}

/**
 * The caller's access to the thread of `found`'s request with `providerId` (the customer must
 * name one; a provider's is its own). Throws 404 for anyone else, 400 when the customer names
 * no provider.
 */
export async function threadAccess(
  /** Where it is read: the database, or the sending transaction (PGlite has one connection). */
  reader: Executor,
  caller: Caller,
  found: Found | undefined,
  providerId: string | undefined,
): Promise<ThreadAccess> {
  if (!found) throw new NotFoundError('Quote request not found');
  const { request, customer } = found;
  const onRequest = await quotesOn(reader, request.id);
  const accepted = onRequest.find((quote) => quote.status === 'accepted')?.providerId ?? null;

  let provider: ProviderRow | undefined;
  let you: 'customer' | 'provider';
  let userId: string;
  let thread: MessageThreadRow | undefined;
  if (customer.firebaseUid === caller.uid) {
    if (!providerId) {
      throw new BadRequestError('Choose the provider to write to', {
        providerId: 'Choose the provider to write to',
      });
    }
    if (!isUuid(providerId)) throw new NotFoundError(NOT_FOUND);
    [provider] = await reader.select().from(providers).where(eq(providers.id, providerId)).limit(1);
    if (!provider) throw new NotFoundError(NOT_FOUND);
    thread = await threadOf(reader, request.id, provider.id);
    const quoted = onRequest.some((quote) => quote.providerId === providerId);
    if (!quoted && !thread) throw new NotFoundError(NOT_FOUND);
    you = 'customer';
    userId = customer.id;
  } else {
    [provider] = await reader
      .select({ provider: providers })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.userId))
      .where(eq(users.firebaseUid, caller.uid))
      .limit(1)
      .then((rows) => rows.map((row) => row.provider));
    if (!provider || (providerId !== undefined && providerId !== provider.id)) {
      throw new NotFoundError('Quote request not found');
    }
    thread = await threadOf(reader, request.id, provider.id);
    const ownId = provider.id;
    const quoted = onRequest.some((quote) => quote.providerId === ownId);
    if (!quoted && !thread && !providerMayQuote(request, provider, false)) {
      throw new NotFoundError('Quote request not found');
    }
    you = 'provider';
    userId = provider.userId;
  }

  const contactsShared = accepted === provider.id;
  let closedReason: string | null = null;
  if (accepted !== null && !contactsShared) closedReason = NOT_YOURS_ANY_MORE;
  else if (request.status === 'closed') closedReason = REQUEST_CLOSED;
  return { request, customer, provider, you, userId, thread, contactsShared, closedReason };
}
