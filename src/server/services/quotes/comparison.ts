import { reliabilityView } from '../../../domain/reliability';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { distanceKm } from '../../../domain/distance';
import { measuredResponseText } from '../../../domain/provider-text';
import type { Comparison } from '../../../domain/schemas/quote-comparison';
import type { Caller } from '../../auth/verifier';
import type { Db } from '../../db/client';
import { providers, users } from '../../db/schema';
import { bookings, cancellations, quoteRequests, quoteRevisions, quotes } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../lib/cursor';
import { comparedWorkPhotos, jobsCompletedBy } from '../providers';
import { badgesOf } from '../providers';
import { toQuote } from './views';

type History = Comparison['history'];

/**
 * A request's quotes compared, for its customer (404 for anyone else): each quote with the terms
 * before its last change and its provider's figures (rating, jobs completed, response time,
 * badge, distance), and the request's history from the rows that record it.
 */
export async function compareQuotes(
  db: Db,
  caller: Caller,
  requestId: string,
): Promise<Comparison> {
  if (!isUuid(requestId)) throw new NotFoundError('Quote request not found');
  const [request] = await db
    .select({ request: quoteRequests })
    .from(quoteRequests)
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .where(and(eq(quoteRequests.id, requestId), eq(users.firebaseUid, caller.uid)))
    .limit(1);
  if (!request) throw new NotFoundError('Quote request not found');
  const { request: row } = request;
  const quoteRows = await db
    .select({ quote: quotes, provider: providers })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(eq(quotes.quoteRequestId, requestId))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  const quoteIds = quoteRows.map(({ quote }) => quote.id);
  const providerIds = quoteRows.map(({ provider }) => provider.id);
  const [revisions, jobsOf, photosOf] = await Promise.all([
    quoteIds.length
      ? db
          .select()
          .from(quoteRevisions)
          .where(inArray(quoteRevisions.quoteId, quoteIds))
          .orderBy(asc(quoteRevisions.createdAt), asc(quoteRevisions.revision))
      : Promise.resolve([]),
    jobsCompletedBy(db, providerIds),
    comparedWorkPhotos(db, providerIds),
  ]);
  const nameOf = new Map(quoteRows.map(({ quote, provider }) => [quote.id, provider.name]));
  const cancelled = await db
    .select({
      quoteId: cancellations.quoteId,
      by: cancellations.by,
      at: cancellations.createdAt,
      acceptedAt: bookings.createdAt,
    })
    .from(cancellations)
    .innerJoin(bookings, eq(bookings.id, cancellations.bookingId))
    .where(eq(cancellations.quoteRequestId, requestId));
  const cancelledQuotes = new Set(cancelled.map((one) => one.quoteId));

  const compared = quoteRows.map(({ quote, provider }) => {
    const previous =
      revisions.find((r) => r.quoteId === quote.id && r.revision === quote.revision - 1) ?? null;
    const km =
      row.latitude === null ||
      row.longitude === null ||
      provider.latitude === null ||
      provider.longitude === null
        ? null
        : Math.round(
            distanceKm(provider.latitude, provider.longitude, row.latitude, row.longitude),
          );
    return {
      ...toQuote(quote, previous),
      provider: {
        id: provider.id,
        name: provider.name,
        rating: provider.rating,
        reviewCount: provider.reviewCount,
        jobsCompleted: jobsOf.get(provider.id) ?? 0,
        responseTime:
          provider.responseMinutes === null
            ? provider.responseTime
            : measuredResponseText(provider.responseMinutes),
        responseMeasured: provider.responseMinutes !== null,
        isVerified: provider.isVerified === 1 ? (1 as const) : (0 as const),
        badges: badgesOf(provider),
        distanceKm: km,
        workPhotos: photosOf.get(provider.id) ?? [],
        protectedOnly: provider.protectedOnly,
        reliability: reliabilityView(provider),
      },
    };
  });

  const history: History = [
    { at: row.createdAt.toISOString(), kind: 'posted', providerName: null, amount: null },
    ...revisions.map((revision) => ({
      at: revision.createdAt.toISOString(),
      kind: revision.revision === 1 ? ('quoted' as const) : ('revised' as const),
      providerName: nameOf.get(revision.quoteId) ?? null,
      amount: revision.amount,
    })),
    // A cancelled visit says so instead of its quote's withdrawal or decline.
    ...cancelled.flatMap((one) => [
      {
        at: one.acceptedAt.toISOString(),
        kind: 'accepted' as const,
        providerName: nameOf.get(one.quoteId) ?? null,
        amount: quoteRows.find(({ quote }) => quote.id === one.quoteId)?.quote.amount ?? null,
      },
      {
        at: one.at.toISOString(),
        kind: `cancelled_by_${one.by}` as const,
        providerName: nameOf.get(one.quoteId) ?? null,
        amount: null,
      },
    ]),
    ...quoteRows.flatMap(({ quote, provider }) =>
      quote.decidedAt && quote.status !== 'open' && !cancelledQuotes.has(quote.id)
        ? [
            {
              at: quote.decidedAt.toISOString(),
              kind: quote.status,
              providerName: provider.name,
              amount: quote.amount,
            },
          ]
        : [],
    ),
    ...(row.completedAt
      ? [
          {
            at: row.completedAt.toISOString(),
            kind: 'completed' as const,
            providerName: null,
            amount: null,
          },
        ]
      : []),
    // Closed by a customer's cancellation: the cancellation says it.
    ...(row.closedAt && !cancelled.some((one) => one.by === 'customer')
      ? [
          {
            at: row.closedAt.toISOString(),
            kind: 'closed' as const,
            providerName: null,
            amount: null,
          },
        ]
      : []),
  ];
  history.sort((a, b) => a.at.localeCompare(b.at));
  return { quotes: compared, history };
}
