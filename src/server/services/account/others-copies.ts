import { and, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { formatPhone } from '../../../domain/phone';
import { FORMER_CUSTOMER, FORMER_PROVIDER } from '../../../domain/schemas/users';
import { deliveries, mailbox } from '../../db/schema';
import type { Tx } from '../../db/executor';
import { domainEvents, notifications, type UserRow } from '../../db/schema';

/** Matches no provider (a person without a profile). */
const NO_ID = '00000000-0000-0000-0000-000000000000';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The ways a number is written in the messages: stored, as people read it, dialled locally. */
function phoneForms(phones: (string | null)[]): string[] {
  return phones.flatMap((phone) => {
    if (!phone) return [];
    const readable = formatPhone(phone);
    const local = phone.startsWith('+27') ? `0${readable.slice(4)}` : null;
    return local ? [phone, readable, local] : [phone, readable];
  });
}

/**
 * Other people's notifications about this person's requests, quotes and jobs name them and,
 * once a job was accepted, give their contact details: there (and in those notifications'
 * delivery records and caught mail) the names become 'Former customer' or 'Former provider'
 * and the email and numbers '[removed]'.
 */
export async function scrubOthersCopies(
  tx: Tx,
  user: UserRow,
  provider: { id: string; name: string } | undefined,
  requestIds: string[],
  whatsappNumbers: string[],
) {
  const former = user.isProvider === 1 ? FORMER_PROVIDER : FORMER_CUSTOMER;
  const names = [user.name, user.name.split(/\s+/)[0] ?? '', provider?.name ?? '']
    .map((name) => name.trim())
    .filter((name) => name.length >= 2)
    .sort((a, b) => b.length - a.length);
  const namePattern = `\\m(${[...new Set(names)].map(escapeRegex).join('|')})\\M`;
  const contacts = [
    ...(user.email ? [user.email] : []),
    ...phoneForms([user.phone, ...whatsappNumbers]),
  ];
  const contactPattern = `(${[...new Set(contacts)].map(escapeRegex).join('|')})`;
  const touched = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(domainEvents, eq(domainEvents.id, notifications.eventId))
    .where(
      and(
        ne(notifications.userId, user.id),
        sql`(${domainEvents.subjects}->>'customerId' = ${user.id}
          or ${domainEvents.subjects}->>'providerId' = ${provider?.id ?? NO_ID}
          or ${domainEvents.subjects}->>'quoteRequestId' = any(${sql.param(requestIds)}::text[]))`,
      ),
    );
  const ids = touched.map((row) => row.id);
  if (ids.length === 0) return;
  const scrubbed = (column: SQL) =>
    sql`regexp_replace(regexp_replace(${column}, ${namePattern}, ${former}, 'g'), ${contactPattern}, '[removed]', 'gi')`;
  const col = (column: AnyColumn) => sql`${column}`;
  await tx
    .update(notifications)
    .set({ title: scrubbed(col(notifications.title)), body: scrubbed(col(notifications.body)) })
    .where(inArray(notifications.id, ids));
  await tx
    .update(deliveries)
    .set({ payload: sql`(${scrubbed(sql`${deliveries.payload}::text`)})::jsonb` })
    .where(inArray(deliveries.notificationId, ids));
  await tx
    .update(mailbox)
    .set({
      subject: scrubbed(col(mailbox.subject)),
      text: scrubbed(col(mailbox.text)),
      html: scrubbed(col(mailbox.html)),
      attachments: sql`(${scrubbed(sql`${mailbox.attachments}::text`)})::jsonb`,
    })
    .where(
      inArray(
        mailbox.deliveryId,
        tx
          .select({ id: deliveries.id })
          .from(deliveries)
          .where(inArray(deliveries.notificationId, ids)),
      ),
    );
}
