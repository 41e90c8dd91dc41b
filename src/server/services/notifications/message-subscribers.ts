import { and, eq, gt, sql } from 'drizzle-orm';
import { threadPath } from '../../../domain/schemas/messages';
import type { Db } from '../../db/client';
import { messages, messageThreads } from '../../db/schema';
import { providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { m } from '../../../i18n/paraglide/messages.js';
import { excerpt, jobWords, type RequestFacts, type Wording } from './wording';
import { requestFacts, store, type NotifyOptions } from './store';

/**
 * To the other side of a thread: a new message (once until they have read the thread). The
 * text shown is the stored one, contact details already hidden where they must be.
 */
export const newMessage =
  (request: RequestFacts, from: string, text: string, link: string): Wording =>
  (locale) => ({
    kind: 'new_message',
    title: m.notice_message_title({ from, ...jobWords(locale, request) }, { locale }),
    // A photo sent without words (issue 46).
    body: text ? `"${excerpt(text)}"` : m.notice_message_photo({}, { locale }),
    link,
  });

/**
 * A new message tells the other side of the thread, once until they have read it: the first
 * unread message of a conversation notifies (and emails, per their choice), the ones after it
 * wait in the thread.
 */
async function onMessageSent(db: Db, options: NotifyOptions, event: DomainEvent<'message_sent'>) {
  const { messageId, threadId, quoteRequestId, providerId } = event.subjects;
  const [row] = await db
    .select({
      text: messages.text,
      customerReadSeq: messageThreads.customerReadSeq,
      providerReadSeq: messageThreads.providerReadSeq,
      providerName: providers.name,
      providerUserId: providers.userId,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(providers, eq(providers.id, messageThreads.providerId))
    .where(eq(messages.id, messageId))
    .limit(1);
  const found = await requestFacts(db, quoteRequestId);
  if (!row || !found) return;
  const fromCustomer = event.payload.from === 'customer';
  const readSeq = fromCustomer ? row.providerReadSeq : row.customerReadSeq;
  const [unread] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.threadId, threadId),
        eq(messages.senderRole, event.payload.from),
        gt(messages.seq, readSeq),
      ),
    );
  if ((unread?.count ?? 0) > 1) return;
  await store(db, options, event.id, [
    fromCustomer
      ? {
          userId: row.providerUserId,
          message: newMessage(
            found.facts,
            found.facts.customerFirstName,
            row.text,
            threadPath('provider', quoteRequestId, providerId),
          ),
        }
      : {
          userId: found.request.customerId,
          message: newMessage(
            found.facts,
            row.providerName,
            row.text,
            threadPath('customer', quoteRequestId, providerId),
          ),
        },
  ]);
}

export function notifyOfMessages(events: EventDispatcher, db: Db, options: NotifyOptions): void {
  events.subscribe('message_sent', (event) => onMessageSent(db, options, event));
}
