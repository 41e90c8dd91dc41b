/** The moderation desk's reads: the reported reviews and messages waiting for a decision. */
import { and, asc, eq, inArray, isNull, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportedItem, ReportedType } from '../../../domain/schemas/moderation';
import type { Db } from '../../db/client';
import { messageReports, messages, messageThreads } from '../../db/schema';
import { reviewReports, reviews } from '../../db/schema';
import { providers, users } from '../../db/schema';
import { quoteRequests } from '../../db/schema';
import { providerWorkPhotos, workPhotoReports } from '../../db/schema';

const FORMER = 'Former user';
const reporter = alias(users, 'reporter');

const REPORT_TABLES = {
  review: { table: reviewReports, itemId: reviewReports.reviewId },
  message: { table: messageReports, itemId: messageReports.messageId },
  work_photo: { table: workPhotoReports, itemId: workPhotoReports.workPhotoId },
} as const;

/** When the item's oldest open report came (epoch seconds), to order the queue by waiting. */
const firstOpenReport = (type: ReportedType, id: AnyColumn) => {
  const { table, itemId } = REPORT_TABLES[type];
  return sql<number>`(select extract(epoch from min(${table.createdAt}))::float8
    from ${table} where ${itemId} = ${id} and ${table.resolvedAt} is null)`.mapWith(Number);
};

/** The item has a report not yet decided on. */
const hasOpenReport = (type: ReportedType, id: AnyColumn) => {
  const { table, itemId } = REPORT_TABLES[type];
  return sql`exists (select 1 from ${table} where ${itemId} = ${id} and ${table.resolvedAt} is null)`;
};

/** Open reports (not yet decided on) of these items, oldest first, by item id. */
async function openReports(db: Db, type: ReportedType, ids: string[]) {
  const byItem = new Map<string, ReportedItem['reports']>();
  if (ids.length === 0) return byItem;
  const { table, itemId } = REPORT_TABLES[type];
  const rows = await db
    .select({
      itemId,
      reason: table.reason,
      reporterName: reporter.name,
      createdAt: table.createdAt,
    })
    .from(table)
    .innerJoin(reporter, eq(reporter.id, table.reporterId))
    .where(and(inArray(itemId, ids), isNull(table.resolvedAt)))
    .orderBy(asc(table.createdAt));
  for (const row of rows) {
    const list = byItem.get(row.itemId) ?? [];
    list.push({
      reason: row.reason,
      reporterName: row.reporterName,
      createdAt: row.createdAt.toISOString(),
    });
    byItem.set(row.itemId, list);
  }
  return byItem;
}

/** The desk's second queue: reviews, messages and photos with open reports, the longest waiting first. */
export async function reportQueue(db: Db): Promise<ReportedItem[]> {
  const author = alias(users, 'author');
  const reviewRows = await db
    .select({
      review: reviews,
      authorName: author.name,
      providerName: providers.name,
      serviceType: quoteRequests.serviceType,
      firstReported: firstOpenReport('review', reviews.id),
    })
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(providers, eq(providers.id, reviews.providerId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.quoteRequestId))
    .where(hasOpenReport('review', reviews.id))
    .limit(100);
  const messageRows = await db
    .select({
      message: messages,
      authorName: author.name,
      serviceType: quoteRequests.serviceType,
      area: quoteRequests.area,
      firstReported: firstOpenReport('message', messages.id),
    })
    .from(messages)
    .leftJoin(author, eq(author.id, messages.senderId))
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, messageThreads.quoteRequestId))
    .where(hasOpenReport('message', messages.id))
    .limit(100);
  const photoRows = await db
    .select({
      photo: providerWorkPhotos,
      providerName: providers.name,
      firstReported: firstOpenReport('work_photo', providerWorkPhotos.id),
    })
    .from(providerWorkPhotos)
    .innerJoin(providers, eq(providers.id, providerWorkPhotos.providerId))
    .where(hasOpenReport('work_photo', providerWorkPhotos.id))
    .limit(100);
  const photoReportsById = await openReports(
    db,
    'work_photo',
    photoRows.map((row) => row.photo.id),
  );
  const [reviewReportsById, messageReportsById] = [
    await openReports(
      db,
      'review',
      reviewRows.map((row) => row.review.id),
    ),
    await openReports(
      db,
      'message',
      messageRows.map((row) => row.message.id),
    ),
  ];
  const items: (ReportedItem & { waiting: number })[] = [
    ...reviewRows.map((row) => ({
      type: 'review' as const,
      id: row.review.id,
      text: row.review.comment,
      rating: row.review.rating,
      authorName: row.authorName,
      context:
        row.review.direction === 'of_provider'
          ? `Review of ${row.providerName} (${row.serviceType})`
          : `${row.providerName}'s review of a customer (${row.serviceType})`,
      createdAt: row.review.createdAt.toISOString(),
      hidden: row.review.hiddenAt !== null,
      photoUrl: null,
      reports: reviewReportsById.get(row.review.id) ?? [],
      waiting: row.firstReported,
    })),
    ...messageRows.map((row) => ({
      type: 'message' as const,
      id: row.message.id,
      text: row.message.text,
      rating: null,
      authorName: row.authorName ?? FORMER,
      context: `Message from the ${row.message.senderRole} about ${row.serviceType} in ${row.area || 'an unknown area'}`,
      createdAt: row.message.createdAt.toISOString(),
      hidden: row.message.hiddenAt !== null,
      photoUrl: null,
      reports: messageReportsById.get(row.message.id) ?? [],
      waiting: row.firstReported,
    })),
    ...photoRows.map((row) => ({
      type: 'work_photo' as const,
      id: row.photo.id,
      text: row.photo.caption ?? '',
      rating: null,
      authorName: row.providerName,
      context: `Photo of past work on ${row.providerName}'s page`,
      createdAt: row.photo.createdAt.toISOString(),
      hidden: row.photo.hiddenAt !== null,
      // The desk sees it whatever its state (GET /api/admin/work-photos/{id}).
      photoUrl: `/api/admin/work-photos/${row.photo.id}`,
      reports: photoReportsById.get(row.photo.id) ?? [],
      waiting: row.firstReported,
    })),
  ];
  return items.sort((a, b) => a.waiting - b.waiting).map(({ waiting: _, ...item }) => item);
}
