import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { CONTACT_HIDDEN, hideContactDetails } from '../../../domain/contact-redaction';
import type { AccountExport } from '../../../domain/schemas/users';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { consents, deliveries, notificationSettings, pushSubscriptions } from '../../db/schema';
import { messageReports, messages, messageThreads } from '../../db/schema';
import { reviewReports, reviews } from '../../db/schema';
import { notifications, providers } from '../../db/schema';
import {
  providerWorkPhotos,
  quoteRequests,
  quoteRevisions,
  quotes,
  requestPhotos,
} from '../../db/schema';
import {
  auditLog,
  bookings,
  calendarFeeds,
  priceLists,
  providerDaysOff,
  providerDocuments,
} from '../../db/schema';
import { toBooking } from '../bookings';
import { getOwnUser } from '../users';
import { ownContactMessages } from '../contact';
import { creditRecords } from '../credit';
import { paymentRecords, payoutAccountRecord, priceChangeRecords } from '../escrow';
import { disputeRecords } from '../disputes';
import { groupBy } from '../../lib/group-by';

const OTHERS_CONTACT = "[another person's contact details]";

/** Someone else's words, without any phone number or email address in them. */
const othersText = (text: string | null) =>
  text === null ? null : hideContactDetails(text).replaceAll(CONTACT_HIDDEN, OTHERS_CONTACT);

const ABOUT =
  'Everything Khaya holds about you, as of exportedAt. Other people appear only by their ids, ' +
  'their business name and what they wrote to you, without their contact details. See /privacy for why each part is kept and for how long.';

/**
 * Everything held about the caller (`GET /api/users/me/export`): their account and profile,
 * requests, quotes sent and received, messages they wrote, reviews by and about them, reports,
 * messages sent to Khaya, a provider's Khaya credit (statement, top-ups, invoices),
 * notifications and how each was delivered, choices and consents, and every time an admin
 * opened one of their documents. A few indexed queries, whatever the account's size.
 */
export async function exportAccount(db: Db, caller: Caller, now: Date): Promise<AccountExport> {
  const user = await getOwnUser(db, caller);
  const [provider] = await db.select().from(providers).where(eq(providers.userId, user.id));
  const providerId = provider?.id ?? '00000000-0000-0000-0000-000000000000';

  const requests = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.customerId, user.id))
    .orderBy(asc(quoteRequests.createdAt));
  const photos = await db
    .select()
    .from(requestPhotos)
    .innerJoin(quoteRequests, eq(quoteRequests.id, requestPhotos.quoteRequestId))
    .where(eq(quoteRequests.customerId, user.id))
    .orderBy(asc(requestPhotos.createdAt));
  const received = await db
    .select({ quote: quotes, providerName: providers.name })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(eq(quoteRequests.customerId, user.id))
    .orderBy(asc(quotes.createdAt));
  const sent = await db
    .select({
      quote: quotes,
      serviceType: quoteRequests.serviceType,
      area: quoteRequests.area,
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(eq(quotes.providerId, providerId))
    .orderBy(asc(quotes.createdAt));
  const revisions = await db
    .select()
    .from(quoteRevisions)
    .innerJoin(quotes, eq(quotes.id, quoteRevisions.quoteId))
    .where(eq(quotes.providerId, providerId))
    .orderBy(asc(quoteRevisions.quoteId), asc(quoteRevisions.revision));
  const written = await db
    .select({
      id: messages.id,
      quoteRequestId: messageThreads.quoteRequestId,
      threadId: messages.threadId,
      as: messages.senderRole,
      text: messages.text,
      createdAt: messages.createdAt,
      hiddenAt: messages.hiddenAt,
      photoKey: messages.photoKey,
    })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(eq(messages.senderId, user.id))
    .orderBy(asc(messages.seq));
  const reviewRows = await db
    .select()
    .from(reviews)
    .where(or(eq(reviews.authorId, user.id), eq(reviews.subjectId, user.id)))
    .orderBy(asc(reviews.createdAt));
  const documents = await db
    .select()
    .from(providerDocuments)
    .where(eq(providerDocuments.providerId, providerId))
    .orderBy(asc(providerDocuments.createdAt));
  const daysOff = await db
    .select()
    .from(providerDaysOff)
    .where(eq(providerDaysOff.providerId, providerId))
    .orderBy(asc(providerDaysOff.fromDate));
  const [priceList] = await db
    .select()
    .from(priceLists)
    .where(eq(priceLists.providerId, providerId));
  const workPhotos = await db
    .select()
    .from(providerWorkPhotos)
    .where(eq(providerWorkPhotos.providerId, providerId))
    .orderBy(asc(providerWorkPhotos.createdAt));
  const [feed] = await db
    .select({ since: calendarFeeds.createdAt, readAt: calendarFeeds.readAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.providerId, providerId));
  // The visits booked for the caller's requests and for its provider profile's jobs.
  const bookingRows = await db
    .select()
    .from(bookings)
    .innerJoin(quoteRequests, eq(quoteRequests.id, bookings.quoteRequestId))
    .where(or(eq(quoteRequests.customerId, user.id), eq(bookings.providerId, providerId)))
    .orderBy(asc(bookings.visitDate), asc(bookings.startMinute));
  const notificationRows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.createdAt));
  const deliveryRows = await db
    .select({
      notificationId: deliveries.notificationId,
      channel: deliveries.channel,
      status: deliveries.status,
      sentAt: deliveries.sentAt,
      lastError: deliveries.lastError,
    })
    .from(deliveries)
    .where(eq(deliveries.userId, user.id));
  const [settings] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, user.id));
  const consentRows = await db.select().from(consents).where(eq(consents.userId, user.id));
  const pushRows = await db
    .select({
      label: pushSubscriptions.label,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, user.id));
  const reports = [
    ...(await db
      .select({
        messageId: messageReports.messageId,
        reason: messageReports.reason,
        createdAt: messageReports.createdAt,
        resolvedAt: messageReports.resolvedAt,
      })
      .from(messageReports)
      .where(eq(messageReports.reporterId, user.id))),
    ...(await db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        createdAt: reviewReports.createdAt,
        resolvedAt: reviewReports.resolvedAt,
      })
      .from(reviewReports)
      .where(eq(reviewReports.reporterId, user.id))),
  ];
  const documentIds = documents.map((document) => document.id);
  const views =
    documentIds.length === 0
      ? []
      : await db
          .select({
            action: auditLog.action,
            documentId: auditLog.subjectId,
            at: auditLog.createdAt,
          })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.subjectType, 'provider_document'),
              inArray(auditLog.subjectId, documentIds),
            ),
          )
          .orderBy(asc(auditLog.createdAt));

  const revisionsOf = groupBy(revisions, (row) => row.quote_revisions.quoteId);
  const deliveriesOf = groupBy(deliveryRows, (row) => row.notificationId);
  return {
    exportedAt: now.toISOString(),
    about: ABOUT,
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      isProvider: user.isProvider === 1,
      createdAt: user.createdAt,
      signInId: user.firebaseUid,
    },
    providerProfile: provider ?? null,
    daysOff: daysOff.map(({ fromDate, toDate, note, createdAt }) => ({
      from: fromDate,
      to: toDate,
      note,
      createdAt,
    })),
    // Its secret address is not kept, only its hash: not exported.
    calendarFeed: feed ?? null,
    priceList: priceList ?? null,
    // Its Khaya credit: the statement, top-ups and invoices.
    khayaCredit: provider ? await creditRecords(db, provider.id) : null,
    // Jobs paid through Khaya (the escrow partner held the money), as customer or provider.
    protectedPayments: await paymentRecords(db, user.id, provider?.id ?? null),
    // Price changes asked for after a quote was accepted, and the answers (CPA section 15).
    priceChanges: await priceChangeRecords(db, user.id, provider?.id ?? null),
    // Disputes about jobs, as customer or provider, with the offers to settle and how they ended.
    disputes: await disputeRecords(db, user.id, provider?.id ?? null),
    // Where jobs paid through Khaya pay out: the number's last four digits (the whole number
    // is sealed, and a download is not the place for it).
    payoutAccount: await payoutAccountRecord(db, provider?.id ?? null),
    workPhotos: workPhotos.map(({ photoKey: _p, thumbKey: _t, byteSize: _b, ...photo }) => ({
      ...photo,
      url: `/api/providers/${photo.providerId}/work-photos/${photo.id}`,
    })),
    bookings: bookingRows.map(({ bookings: booking }) => ({
      ...toBooking(booking),
      quoteRequestId: booking.quoteRequestId,
      as: booking.providerId === providerId ? 'provider' : 'customer',
      createdAt: booking.createdAt,
    })),
    verificationDocuments: documents.map(({ fileKey, ...document }) => ({
      ...document,
      fileKept: fileKey !== null,
    })),
    quoteRequests: requests,
    requestPhotos: photos.map(({ request_photos: photo }) => ({
      id: photo.id,
      quoteRequestId: photo.quoteRequestId,
      caption: photo.caption,
      width: photo.width,
      height: photo.height,
      createdAt: photo.createdAt,
      url: `/api/quote-requests/${photo.quoteRequestId}/photos/${photo.id}`,
    })),
    quotesReceived: received.map(({ quote, providerName }) => ({
      ...quote,
      message: othersText(quote.message),
      providerName,
    })),
    quotesSent: sent.map(({ quote, serviceType, area }) => ({
      ...quote,
      request: { serviceType, area },
      revisions: (revisionsOf.get(quote.id) ?? []).map((row) => row.quote_revisions),
    })),
    // A photo they sent: where they fetch it while signed in.
    messagesWritten: written.map(({ photoKey, ...message }) => ({
      ...message,
      photoUrl: photoKey
        ? `/api/quote-requests/${message.quoteRequestId}/messages/${message.id}/photo`
        : null,
    })),
    // A reply under a review the person wrote is the other side's words.
    reviewsWritten: reviewRows
      .filter((review) => review.authorId === user.id)
      .map((review) => ({ ...review, reply: othersText(review.reply) })),
    reviewsAboutYou: reviewRows
      .filter((review) => review.subjectId === user.id && review.publishedAt !== null)
      .map((review) => ({ ...review, comment: othersText(review.comment) })),
    reports,
    contactMessages: await ownContactMessages(db, user.id),
    notifications: notificationRows.map((row) => ({
      kind: row.kind,
      title: othersText(row.title),
      body: othersText(row.body),
      link: row.link,
      createdAt: row.createdAt,
      readAt: row.readAt,
      deliveries: deliveriesOf.get(row.id) ?? [],
    })),
    notificationSettings: settings ?? null,
    pushDevices: pushRows,
    consents: consentRows,
    documentViews: views,
  };
}
