import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import {
  MESSAGE_PAGE_SIZE,
  threadPath,
  type MessageListQuery,
  type Thread,
  type ThreadSummary,
  type UnreadMessages,
} from '../../../domain/schemas/messages';
import type { ServiceType } from '../../../domain/services';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { messages, messageThreads } from '../../db/schema';
import { providers, users } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { findOwnProvider } from '../providers';
import { findRequestWithCustomer, firstName } from '../quote-requests';
import { threadAccess, type ThreadAccess } from './access';
import { toMessage } from './views';

/** The other side's messages after `readSeq` (what the caller has not read). */
function unreadOf(access: Pick<ThreadAccess, 'you'>, readSeq: number) {
  const otherSide = access.you === 'customer' ? 'provider' : 'customer';
  return and(eq(messages.senderRole, otherSide), gt(messages.seq, readSeq));
}

/** One thread as its caller sees it: the newest page of messages (or the page before `before`). */
export async function getThread(
  db: Db,
  caller: Caller,
  requestId: string,
  query: MessageListQuery,
): Promise<Thread> {
  if (!isUuid(requestId)) throw new NotFoundError('Quote request not found');
  const access = await threadAccess(
    db,
    caller,
    await findRequestWithCustomer(db, requestId),
    query.providerId,
  );
  const { thread, provider, customer, you } = access;
  let rows: (typeof messages.$inferSelect)[] = [];
  let unread = 0;
  if (thread) {
    rows = await db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.threadId, thread.id),
          query.before ? lt(messages.seq, Number(query.before)) : undefined,
        ),
      )
      .orderBy(desc(messages.seq))
      .limit(MESSAGE_PAGE_SIZE + 1);
    const readSeq = you === 'customer' ? thread.customerReadSeq : thread.providerReadSeq;
    const [count] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.threadId, thread.id), unreadOf(access, readSeq)));
    unread = count?.count ?? 0;
  }
  const page = rows.slice(0, MESSAGE_PAGE_SIZE).reverse();
  return {
    quoteRequestId: access.request.id,
    providerId: provider.id,
    you,
    withName:
      you === 'customer'
        ? provider.name
        : access.contactsShared
          ? customer.name
          : firstName(customer.name),
    messages: page.map((row) => toMessage(row, access.request.id, provider.id)),
    olderCursor: rows.length > MESSAGE_PAGE_SIZE && page[0] ? String(page[0].seq) : null,
    contactsShared: access.contactsShared,
    closedReason: access.closedReason,
    unread,
  };
}

/**
 * A request's threads for its customer: every provider who quoted or wrote, with the last
 * message and the unread count (a provider: its own thread only, through {@link getThread}).
 */
export async function listThreads(
  db: Db,
  caller: Caller,
  requestId: string,
): Promise<ThreadSummary[]> {
  if (!isUuid(requestId)) throw new NotFoundError('Quote request not found');
  const found = await findRequestWithCustomer(db, requestId);
  if (!found) throw new NotFoundError('Quote request not found');
  if (found.customer.firebaseUid !== caller.uid) {
    const provider = await findOwnProvider(db, caller);
    if (!provider) throw new NotFoundError('Quote request not found');
    const own = await getThread(db, caller, requestId, {});
    const last = own.messages.at(-1);
    return [
      {
        providerId: provider.id,
        providerName: provider.name,
        lastMessage: last ? { from: last.from, text: last.text, createdAt: last.createdAt } : null,
        unread: own.unread,
      },
    ];
  }
  const rows = await queryRows<{
    providerId: string;
    providerName: string;
    lastFrom: 'customer' | 'provider' | null;
    lastText: string | null;
    lastAt: string | null;
    unread: number;
  }>(
    db,
    sql`
    with parties as (
      select provider_id from ${quotes} where quote_request_id = ${requestId}
      union
      select provider_id from ${messageThreads} where quote_request_id = ${requestId}
    )
    select p.id as "providerId", p.name as "providerName",
           last.sender_role as "lastFrom", last.text as "lastText", last.created_at as "lastAt",
           coalesce((select count(*) from ${messages} m
                      where m.thread_id = t.id and m.sender_role = 'provider'
                        and m.seq > t.customer_read_seq), 0)::int as unread
      from parties
      join ${providers} p on p.id = parties.provider_id
      left join ${messageThreads} t on t.quote_request_id = ${requestId} and t.provider_id = p.id
      left join lateral (select sender_role, text, created_at from ${messages} m
                          where m.thread_id = t.id order by m.seq desc limit 1) last on true
     order by last.created_at desc nulls last, p.name`,
  );
  return rows.map((row) => ({
    providerId: row.providerId,
    providerName: row.providerName,
    lastMessage:
      row.lastFrom && row.lastText !== null && row.lastAt
        ? { from: row.lastFrom, text: row.lastText, createdAt: new Date(row.lastAt).toISOString() }
        : null,
    unread: Number(row.unread),
  }));
}

/** The caller's unread messages: each thread's count, whose it is and where, and the total. */
export async function unreadMessages(db: Db, caller: Caller): Promise<UnreadMessages> {
  const rows = await queryRows<{
    quoteRequestId: string;
    providerId: string;
    serviceType: ServiceType;
    you: 'customer' | 'provider';
    providerName: string;
    customerName: string;
    unread: number;
  }>(
    db,
    sql`
    with me as (select id from ${users} where firebase_uid = ${caller.uid}),
    mine as (
      select t.id, t.quote_request_id, t.provider_id, 'customer'::text as you, t.customer_read_seq as read_seq
        from ${messageThreads} t join ${quoteRequests} r on r.id = t.quote_request_id
       where r.customer_id = (select id from me)
      union all
      select t.id, t.quote_request_id, t.provider_id, 'provider'::text, t.provider_read_seq
        from ${messageThreads} t join ${providers} p on p.id = t.provider_id
       where p.user_id = (select id from me)
    )
    select mine.quote_request_id as "quoteRequestId", mine.provider_id as "providerId",
           r.service_type as "serviceType", mine.you, p.name as "providerName",
           c.name as "customerName", count(*)::int as unread
      from mine
      join ${messages} m on m.thread_id = mine.id and m.sender_role <> mine.you and m.seq > mine.read_seq
      join ${quoteRequests} r on r.id = mine.quote_request_id
      join ${providers} p on p.id = mine.provider_id
      join ${users} c on c.id = r.customer_id
     group by mine.quote_request_id, mine.provider_id, r.service_type, mine.you, p.name, c.name
     order by max(m.seq) desc`,
  );
  const threads = rows.map((row) => ({
    quoteRequestId: row.quoteRequestId,
    providerId: row.providerId,
    unread: Number(row.unread),
    serviceType: row.serviceType,
    withName: row.you === 'customer' ? row.providerName : firstName(row.customerName),
    link: threadPath(row.you, row.quoteRequestId, row.providerId),
  }));
  return { total: threads.reduce((sum, row) => sum + row.unread, 0), threads };
}
