import { eq } from 'drizzle-orm';
import { formatCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { priceChanges, providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { m } from '../../../i18n/paraglide/messages.js';
import { serviceIn, type RequestFacts, type Wording } from './wording';

/** A price change after accept (issue 48): asked of the customer, answered to the provider. */

export const priceChangeAsked =
  (request: RequestFacts, pro: string, extraCents: number, reason: string): Wording =>
  (locale) => ({
    kind: 'price_change_asked',
    title: m.notice_price_asked_title({ pro, extra: formatCents(extraCents) }, { locale }),
    body: m.notice_price_asked_body(
      { service: serviceIn(locale, request.serviceType), reason },
      { locale },
    ),
    link: `/customer/requests/${request.id}`,
  });

type PriceAnswer = 'agreed' | 'agreed_to_pay' | 'declined' | 'held';

const ANSWER_WORDS = {
  agreed: [m.notice_price_agreed_title, m.notice_price_agreed_body],
  agreed_to_pay: [m.notice_price_agreed_to_pay_title, m.notice_price_agreed_to_pay_body],
  declined: [m.notice_price_declined_title, m.notice_price_declined_body],
  held: [m.notice_price_held_title, m.notice_price_held_body],
} as const;

export const priceChangeAnswered =
  (request: RequestFacts, extraCents: number, answer: PriceAnswer): Wording =>
  (locale) => {
    const words = {
      extra: formatCents(extraCents),
      person: request.customerFirstName,
      service: serviceIn(locale, request.serviceType),
    };
    const [title, body] = ANSWER_WORDS[answer];
    return {
      kind: 'price_change_answered',
      title: title(words, { locale }),
      body: body(words, { locale }),
      link: `/quote/${request.id}`,
    };
  };

async function onPriceChange(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'price_change_changed'>,
) {
  const last = event.payload.events.at(-1);
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const [row] = await db
    .select({
      extraCents: priceChanges.extraCents,
      reason: priceChanges.reason,
      providerUserId: providers.userId,
      providerName: providers.name,
    })
    .from(priceChanges)
    .innerJoin(providers, eq(providers.id, priceChanges.providerId))
    .where(eq(priceChanges.id, event.subjects.changeId));
  if (!found || !row) return;
  const toProvider = (answer: Parameters<typeof priceChangeAnswered>[2]) => [
    {
      userId: row.providerUserId,
      message: priceChangeAnswered(found.facts, row.extraCents, answer),
    },
  ];
  const told =
    last === 'proposed'
      ? [
          {
            userId: found.request.customerId,
            message: priceChangeAsked(found.facts, row.providerName, row.extraCents, row.reason),
          },
        ]
      : last === 'customer_agreed'
        ? toProvider(event.payload.paymentState === 'awaiting_payment' ? 'agreed_to_pay' : 'agreed')
        : last === 'customer_declined'
          ? toProvider('declined')
          : last === 'funds_received'
            ? toProvider('held')
            : [];
  await store(db, options, event.id, told);
}

export function notifyOfPriceChanges(
  events: EventDispatcher,
  db: Db,
  options: NotifyOptions = {},
): void {
  events.subscribe('price_change_changed', (event) => onPriceChange(db, options, event));
}
