import { eq, inArray } from 'drizzle-orm';
import { BASE_LOCALE, isLocale, type Locale } from '../../../domain/locales';
import type { NotificationKind } from '../../../domain/schemas/notifications';
import type { Db } from '../../db/client';
import { notifications, providers, users } from '../../db/schema';
import { quoteRequests, quotes } from '../../db/schema';
import { transaction } from '../../db/transaction';
import { firstName } from '../quote-requests';
import { queueDeliveries } from './delivery/enqueue';
import { whatsappLanguageOf } from './delivery/whatsapp-templates';
import type { Contact, Message, RequestFacts, Wording } from './wording';

/**
 * What every subscriber shares: storing a notification with its deliveries (once per event and
 * person), and reading what the messages say of a request and a quote.
 */

export interface NotifyOptions {
  /** The time (tests move it). */
  clock?: () => Date;
  /** Called when deliveries were queued (the delivery worker looks at once). */
  onQueued?: () => void;
}

/**
 * Stores the notifications and queues their deliveries in one transaction: an event handed over
 * again finds its notifications there and queues nothing more. Each is worded in its reader's
 * language, and its WhatsApp template in the language Meta has that template in (English for
 * isiXhosa, which WhatsApp does not offer).
 */
export async function store(
  db: Db,
  options: NotifyOptions,
  eventId: number,
  rows: { userId: string; message: Wording }[],
) {
  if (rows.length === 0) return;
  const queued = await transaction(db, async (tx) => {
    const people = await tx
      .select({ id: users.id, deletedAt: users.deletedAt, language: users.language })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((row) => row.userId),
        ),
      );
    // A deleted account hears nothing more (its address is no longer anyone's).
    const languages = new Map(
      people
        .filter((person) => person.deletedAt === null)
        .map((person) => [person.id, isLocale(person.language) ? person.language : BASE_LOCALE]),
    );
    const live = rows.flatMap(({ userId, message }) => {
      const locale = languages.get(userId);
      return locale ? [{ userId, message: worded(message, locale) }] : [];
    });
    if (live.length === 0) return 0;
    const stored = await tx
      .insert(notifications)
      .values(
        live.map(({ userId, message: { template: _template, calendar: _calendar, ...words } }) => ({
          userId,
          eventId,
          ...words,
        })),
      )
      .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] })
      .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
    const messages = new Map(live.map(({ userId, message }) => [userId, message]));
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
            template: messages.get(row.userId)?.template,
            calendar: messages.get(row.userId)?.calendar,
          })),
        now,
      );
    }
    return count;
  });
  if (queued > 0) options.onQueued?.();
}

/** The message in `locale`, its WhatsApp template's values in the template's own language. */
function worded(wording: Wording, locale: Locale): Message {
  const message = wording(locale);
  if (!message.template) return message;
  const language = whatsappLanguageOf(locale);
  const template =
    language.locale === locale ? message.template : wording(language.locale).template;
  return template ? { ...message, template: { ...template, language: language.code } } : message;
}

/** The request with what the messages say of it (undefined when it is gone). */
export async function requestFacts(db: Db, id: string) {
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
    emergency: row.request.emergencyOn !== null,
  };
  const contact: Contact = {
    name: row.customerName,
    phone: row.customerPhone,
    email: row.customerEmail,
  };
  return { facts, request: row.request, contact };
}

/** A quote with its provider's account and name. */
export async function quoteWithProvider(db: Db, quoteId: string) {
  const [row] = await db
    .select({ amount: quotes.amount, userId: providers.userId, providerName: providers.name })
    .from(quotes)
    .innerJoin(providers, eq(providers.id, quotes.providerId))
    .where(eq(quotes.id, quoteId))
    .limit(1);
  return row;
}
