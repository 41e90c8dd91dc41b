import { eq } from 'drizzle-orm';
import { formatCents } from '../../../domain/money';
import { bankName, maskedAccountNumber } from '../../../domain/payout-accounts';
import type { Db } from '../../db/client';
import { payoutAccounts, protectedPayments, providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { suburb, type Message, type RequestFacts } from './wording';

/** Protected payment's news (issue 48): the money held, the work to accept, the payout. */

export function paymentHeld(request: RequestFacts, cents: number, depositCents = 0): Message {
  const deposit = depositCents
    ? ` The ${formatCents(depositCents)} deposit for materials is being paid out to you now.`
    : '';
  return {
    kind: 'payment_held',
    title: `${formatCents(cents)} is held safely for your job`,
    body: `${request.customerFirstName} paid ${formatCents(cents)} for the ${request.serviceType} job in ${suburb(request.area)} into TradeSafe's escrow.${deposit} Go ahead with the work, then mark it done on the job's page.`,
    link: `/quote/${request.id}`,
    template: {
      name: 'payment_held',
      parameters: [
        request.customerFirstName,
        formatCents(cents),
        request.serviceType,
        suburb(request.area),
      ],
    },
  };
}

export function workDelivered(request: RequestFacts, providerName: string): Message {
  return {
    kind: 'work_delivered',
    title: `${providerName} says the work is done`,
    body: `Accept the ${request.serviceType} job on its page within 24 hours and ${providerName} is paid; if you say nothing, TradeSafe accepts it for you then.`,
    link: `/customer/requests/${request.id}`,
    template: { name: 'work_delivered', parameters: [providerName, request.serviceType] },
  };
}

export function paymentReleased(request: RequestFacts, payoutCents: number): Message {
  return {
    kind: 'payment_released',
    title: `Paid out: ${formatCents(payoutCents)}`,
    body: `The ${request.serviceType} job in ${suburb(request.area)} is accepted: TradeSafe is paying ${formatCents(payoutCents)} into your bank account.`,
    link: `/quote/${request.id}`,
    template: {
      name: 'payment_released',
      parameters: [formatCents(payoutCents), request.serviceType, suburb(request.area)],
    },
  };
}

/** Emailed whatever the person chose: where their money goes changed. */
export function payoutAccountChanged(bank: string, last4: string, at: Date): Message {
  const when = at.toLocaleString('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return {
    kind: 'payout_account_changed',
    title: 'Your payout account was changed',
    body: `From ${when}, jobs paid through Khaya are paid into ${bankName(bank)} ${maskedAccountNumber(last4)}. If this was not you, change your password now and set your account again on Your business.`,
    link: '/provider/business',
  };
}

async function onPayoutAccountChanged(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'payout_account_changed'>,
) {
  const [row] = await db
    .select({ bank: payoutAccounts.bank, last4: payoutAccounts.accountNumberLast4 })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.providerId, event.subjects.providerId));
  if (!row) return;
  await store(db, options, event.id, [
    {
      userId: event.subjects.userId,
      message: payoutAccountChanged(row.bank, row.last4, event.createdAt),
    },
  ]);
}

async function onPaymentChanged(
  db: Db,
  options: NotifyOptions,
  event: DomainEvent<'protected_payment_changed'>,
) {
  const { events } = event.payload;
  const found = await requestFacts(db, event.subjects.quoteRequestId);
  const [row] = await db
    .select({
      amountCents: protectedPayments.amountCents,
      feeCents: protectedPayments.feeCents,
      depositCents: protectedPayments.depositCents,
      providerUserId: providers.userId,
      providerName: providers.name,
    })
    .from(protectedPayments)
    .innerJoin(providers, eq(providers.id, protectedPayments.providerId))
    .where(eq(protectedPayments.id, event.subjects.paymentId));
  if (!found || !row) return;
  const provider = row.providerUserId;
  // Several steps read back at once (a missed callback) tell only where it ended.
  const last = events.at(-1);
  const told =
    last === 'funds_received'
      ? [
          {
            userId: provider,
            message: paymentHeld(found.facts, row.amountCents, row.depositCents),
          },
        ]
      : last === 'work_delivered'
        ? [
            {
              userId: found.request.customerId,
              message: workDelivered(found.facts, row.providerName),
            },
          ]
        : last === 'work_accepted' || last === 'inspection_lapsed'
          ? [
              {
                userId: provider,
                // The deposit was paid out when the money was held: this is the rest.
                message: paymentReleased(
                  found.facts,
                  row.amountCents - row.feeCents - row.depositCents,
                ),
              },
            ]
          : [];
  await store(db, options, event.id, told);
}

export function notifyOfPayments(
  events: EventDispatcher,
  db: Db,
  options: NotifyOptions = {},
): void {
  events.subscribe('protected_payment_changed', (event) => onPaymentChanged(db, options, event));
  events.subscribe('payout_account_changed', (event) => onPayoutAccountChanged(db, options, event));
}
