import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { textForOthers } from '../../../domain/contact-redaction';
import type { Tx } from '../../db/executor';
import {
  bookings,
  cancellations,
  noShowReports,
  disputeOffers,
  disputes,
  priceChanges,
  quoteRequests,
  quoteRevisions,
  quotes,
} from '../../db/schema';
import { reviews } from '../../db/schema';
import { auditLog } from '../../db/schema';

/** Every string inside a JSON value, with contact details hidden. */
function hideInJson(value: unknown): unknown {
  if (typeof value === 'string') return textForOthers(value);
  if (Array.isArray(value)) return value.map(hideInJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, hideInJson(inner)]),
    );
  return value;
}

interface KeptText {
  table: PgTable;
  id: PgColumn;
  columns: Record<string, PgColumn>;
  /** Which rows hold what the person wrote. */
  where: SQL | undefined;
}

/**
 * What a deleted person wrote and others keep (`redacted` in PERSONAL_DATA): their requests'
 * descriptions, their quotes' messages and revisions, their review comments and replies, and the
 * details of what they did as an admin, with any phone number, email address, link or handle
 * still in them hidden. Text written since contact details were hidden at writing is unchanged;
 * older rows are read and written back one by one (a person's own rows: a few hundred at most).
 */
export async function hideContactDetailsInKeptText(
  tx: Tx,
  userId: string,
  providerId: string | undefined,
): Promise<void> {
  const theirQuotes = tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(eq(quotes.providerId, providerId ?? '00000000-0000-0000-0000-000000000000'));
  const targets: KeptText[] = [
    {
      table: quoteRequests,
      id: quoteRequests.id,
      columns: {
        description: quoteRequests.description,
        preferredDate: quoteRequests.preferredDate,
        cleaningDetails: quoteRequests.cleaningDetails,
      },
      where: eq(quoteRequests.customerId, userId),
    },
    {
      table: quotes,
      id: quotes.id,
      columns: { message: quotes.message },
      where: inArray(quotes.id, theirQuotes),
    },
    {
      table: quoteRevisions,
      id: quoteRevisions.id,
      columns: { message: quoteRevisions.message },
      where: inArray(quoteRevisions.quoteId, theirQuotes),
    },
    {
      table: cancellations,
      id: cancellations.id,
      columns: { note: cancellations.note },
      where: or(eq(cancellations.customerId, userId), inArray(cancellations.quoteId, theirQuotes)),
    },
    {
      table: noShowReports,
      id: noShowReports.id,
      columns: { note: noShowReports.note, answerNote: noShowReports.answerNote },
      where: inArray(
        noShowReports.bookingId,
        tx
          .select({ id: bookings.id })
          .from(bookings)
          .innerJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteRequestId))
          .where(or(eq(quoteRequests.customerId, userId), inArray(bookings.quoteId, theirQuotes))),
      ),
    },
    {
      table: priceChanges,
      id: priceChanges.id,
      columns: { reason: priceChanges.reason },
      where: inArray(priceChanges.quoteId, theirQuotes),
    },
    {
      table: disputes,
      id: disputes.id,
      columns: { description: disputes.description },
      where: or(eq(disputes.customerId, userId), inArray(disputes.quoteId, theirQuotes)),
    },
    {
      table: disputeOffers,
      id: disputeOffers.id,
      columns: { note: disputeOffers.note },
      where: inArray(
        disputeOffers.disputeId,
        tx
          .select({ id: disputes.id })
          .from(disputes)
          .where(or(eq(disputes.customerId, userId), inArray(disputes.quoteId, theirQuotes))),
      ),
    },
    {
      table: reviews,
      id: reviews.id,
      columns: { comment: reviews.comment },
      where: eq(reviews.authorId, userId),
    },
    {
      table: reviews,
      id: reviews.id,
      columns: { reply: reviews.reply },
      where: and(eq(reviews.subjectId, userId), eq(reviews.direction, 'of_provider')),
    },
    {
      table: auditLog,
      id: auditLog.id,
      columns: { detail: auditLog.detail },
      where: eq(auditLog.actorId, userId),
    },
  ];
  for (const target of targets) {
    const rows = (await tx
      .select({ id: target.id, ...target.columns })
      .from(target.table)
      .where(target.where)) as Record<string, unknown>[];
    for (const row of rows) {
      const changes: Record<string, unknown> = {};
      for (const name of Object.keys(target.columns)) {
        const before = row[name];
        const after = typeof before === 'string' ? textForOthers(before) : hideInJson(before);
        if (JSON.stringify(after) !== JSON.stringify(before)) changes[name] = after;
      }
      if (Object.keys(changes).length > 0)
        await tx.update(target.table).set(changes).where(eq(target.id, row['id']));
    }
  }
}
