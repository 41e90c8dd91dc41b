import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, providers, quoteRequests, quotes, users } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import type { NotificationKind } from '../../../domain/schemas/notifications';
import { transaction } from '../../db/transaction';
import { firstName } from '../quote-requests';
import { queueDeliveries } from './delivery/enqueue';
import {
  jobCompleted,
  newLead,
  quoteAccepted,
  quoteDeclined,
  quoteNotChosen,
  quoteReceived,
  type Contact,
  type Message,
  type RequestFacts,
} from './messages';

/**
 * Who is told what, from the domain events. Each notification is one row per (event, person):
 * an event handed over twice (the dispatcher is at least once) writes nothing the second time.
 */

export interface NotifyOptions {
  /** The time (tests move it). */
  clock?: () => Date;
  /** Called when deliveries were queued (the delivery worker looks at once). */
  onQueued?: () => void;
}

/**
 * Stores the notifications and queues their deliveries in one transaction: an event handed over
 * again finds its notifications there and queues nothing more.
 */
async function store(
  db: Db,
  options: NotifyOptions,
  eventId: number,
  rows: { userId: string; message: Message }[],
) {
  if (rows.length === 0) return;
  const queued = await transaction(db, async (tx) => {
    const stored = await tx
      .insert(notifications)
      .values(
        rows.map(({ userId, message: { template: _template, ...words } }) => ({
          userId,
          eventId,
          ...words,
        })),
      )
      .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] })
      .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
    const templates = new Map(rows.map(({ userId, message }) => [userId, message.template]));
    const now = options.clock?.() ?? new Date();
    let count = 0;
    // Queued kind by kind (each has its own topic, so its own channel choices).
    for (const kind of new Set(stored.map((row) => row.kind))) {
      count += await queueDeliveries(
        tx,
        stored
          .filter((row) => row.kind === kind)
          .map((row) => ({
            id: row.id,
            userId: row.userId,
            kind: row.kind as NotificationKind,
            template: templates.get(row.userId),
          })),
        now,
      );
    }
    return count;
  });
  if (queued > 0) options.onQueued?.();
}

/** The request with what the messages say of it (undefined when it is gone). */
async function requestFacts(db: Db, id: string) {
  const [row] = await db
    .select({
      request: quoteRequests,
      customerName: users.name,
      customerPhone: users.phone,
      customerEmail: users.email,
    })
    .from(quoteRequests)
    .innerJoin(users, eq(users.id, quoteRequests.customerId))
    .where(eq(quoteRequests.id, id))
    .limit(1);
  if (!row) return undefined;
  const facts: RequestFacts = {
    id: row.request.id,
    serviceType: row.request.serviceType,
    area: row.request.area || row.request.location,
    description: row.request.description,
    customerFirstName: firstName(row.customerName),
  };
  const contact: Contact = {
    name: row.customerName,
    phone: row.customerPhone,
    email: row.customerEmail,
  };
  return { facts, request: row.request, contact };
}

/** A quote with its provider's account and name. */
async function quoteWithProvider(db: Db, quoteId: string) {
  const [row] = await db
    .select({ amount: quotes.amount, userId: providers.userId, providerName: providers.name })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(eq(quotes.id, quoteId))
    .limit(1);
  return row;
}

/**
 * A new request: the providers of its service whose circle covers it (the matching rule of the
 * provider list), and the provider the customer asked by name.
 */
async function onRequestCreated(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_request_created'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  if (!found) return;
  const { request, facts } = found;
  const requested = request.requestedProviderId;
  const point =
    request.latitude === null || request.longitude === null
      ? null
      : sql`geo_point(${request.latitude}::float8, ${request.longitude}::float8)`;
  const base = sql`geo_point(${providers.latitude}, ${providers.longitude})`;
  const inCircle = point
    ? sql`(${providers.services} @> array[${request.serviceType}]::text[]
           and geo_circle(${providers.latitude}, ${providers.longitude}, ${providers.serviceRadiusKm} * 1000.0) @> ${point}
           and geo_distance_m(${base}, ${point}) <= ${providers.serviceRadiusKm} * 1000.0)`
    : sql`false`;
  const isRequested = requested ? sql`${providers.id} = ${requested}::uuid` : sql`false`;
  const recipients = await db
    .select({
      userId: providers.userId,
      km: point
        ? sql<number | null>`round(geo_distance_m(${base}, ${point}) / 1000)::int`
        : sql<null>`null`,
      named: sql<boolean>`${isRequested}`,
    })
    .from(providers)
    .where(sql`${providers.userId} <> ${request.customerId} and (${isRequested} or ${inCircle})`);
  await store(
    db,
    options,
    event.id,
    recipients.map((recipient) => ({
      userId: recipient.userId,
      message: newLead(facts, recipient.km, recipient.named),
    })),
  );
}

async function onQuoteSubmitted(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_submitted'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !quote) return;
  await store(db, options, event.id, [
    {
      userId: found.request.customerId,
      message: quoteReceived(found.facts, quote, found.request.quoteCount),
    },
  ]);
}

async function onQuoteAccepted(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_accepted'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const accepted = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !accepted) return;
  const others = await Promise.all(
    event.payload.declinedQuoteIds.map((id) => quoteWithProvider(db, id)),
  );
  await store(db, options, event.id, [
    {
      userId: accepted.userId,
      message: quoteAccepted(found.facts, accepted.amount, found.contact),
    },
    ...others.flatMap((other) =>
      other ? [{ userId: other.userId, message: quoteNotChosen(found.facts) }] : [],
    ),
  ]);
}

async function onQuoteDeclined(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_declined'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const quote = await quoteWithProvider(db, event.subjects.quoteId);
  if (!found || !quote) return;
  await store(db, options, event.id, [
    { userId: quote.userId, message: quoteDeclined(found.facts, quote.amount) },
  ]);
}

async function onRequestCompleted(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'quote_request_completed'>,
) {
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  if (!found) return;
  const [accepted] = await db
    .select({ userId: providers.userId })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(sql`${quotes.quoteRequestId} = ${found.request.id} and ${quotes.status} = 'accepted'`)
    .limit(1);
  if (!accepted) return;
  await store(db, options, event.id, [
    { userId: accepted.userId, message: jobCompleted(found.facts) },
  ]);
}

/** Registers the notifications feature's subscribers (in buildApp). */
export function notifyOnEvents(events: EventDispatcher, db: Db, options: NotifyOptions = {}): void {
  events.subscribe('quote_request_created', (event) => onRequestCreated(db, options, event));
  events.subscribe('quote_submitted', (event) => onQuoteSubmitted(db, options, event));
  events.subscribe('quote_accepted', (event) => onQuoteAccepted(db, options, event));
  events.subscribe('quote_declined', (event) => onQuoteDeclined(db, options, event));
  events.subscribe('quote_request_completed', (event) => onRequestCompleted(db, options, event));
}
