import { eq } from 'drizzle-orm';
import { formatCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { priceChanges, providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { type Message, type RequestFacts } from './wording';

/** A price change after accept (issue 48): asked of the customer, answered to the provider. */

export function priceChangeAsked(
  request: RequestFacts,
  providerName: string,
  extraCents: number,
  reason: string,
): Message {
  return {
    kind: 'price_change_asked',
    title: `${providerName} asks for ${formatCents(extraCents)} more`,
    body: `For the ${request.serviceType} job: "${reason}". Nothing above the price you agreed is owed unless you agree. Answer on the job's page.`,
    link: `/customer/requests/${request.id}`,
  };
}

export function priceChangeAnswered(
  request: RequestFacts,
  extraCents: number,
  answer: 'agreed' | 'agreed_to_pay' | 'declined' | 'held',
): Message {
  const extra = formatCents(extraCents);
  const name = request.customerFirstName;
  const titles = {
    agreed: `${name} agreed to pay ${extra} more`,
    agreed_to_pay: `${name} agreed to ${extra} more`,
    declined: `${name} declined the ${extra} price change`,
    held: `${extra} more is held safely for your job`,
  };
  const bodies = {
    agreed: `The ${request.serviceType} job's price now includes it: ${name} pays it with the rest.`,
    agreed_to_pay: `${name} is paying the ${extra} into TradeSafe's escrow; it counts once it is held.`,
    declined: `The ${request.serviceType} job stays at the price ${name} agreed to.`,
    held: `${name} paid the agreed ${extra} into TradeSafe's escrow: it is paid out with the work.`,
  };
  return {
    kind: 'price_change_answered',
    title: titles[answer],
    body: bodies[answer],
    link: `/quote/${request.id}`,
  };
}

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
