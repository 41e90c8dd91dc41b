import { eq } from 'drizzle-orm';
import { formatDateTime } from '../../../domain/locale-format';
import { BASE_LOCALE } from '../../../domain/locales';
import { formatCents } from '../../../domain/money';
import { bankName, maskedAccountNumber } from '../../../domain/payout-accounts';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Db } from '../../db/client';
import { payoutAccounts, protectedPayments, providers } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { jobWords, sentences, serviceIn, type RequestFacts, type Wording } from './wording';

/** Protected payment's news (issue 48): the money held, the work to accept, the payout. */

export const paymentHeld =
  (request: RequestFacts, cents: number, depositCents = 0): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    const amount = formatCents(cents);
    const person = request.customerFirstName;
    return {
      kind: 'payment_held',
      title: m.notice_payment_held_title({ amount }, { locale }),
      body: sentences(
        m.notice_payment_held_body({ person, amount, service, place }, { locale }),
        depositCents > 0 &&
          m.notice_deposit_paid({ deposit: formatCents(depositCents) }, { locale }),
        m.notice_payment_held_next({}, { locale }),
      ),
      link: `/quote/${request.id}`,
      template: { name: 'payment_held', parameters: [person, amount, service, place] },
    };
  };

export const workDelivered =
  (request: RequestFacts, pro: string): Wording =>
  (locale) => {
    const service = serviceIn(locale, request.serviceType);
    return {
      kind: 'work_delivered',
      title: m.notice_work_delivered_title({ pro }, { locale }),
      body: m.notice_work_delivered_body({ service, pro }, { locale }),
      link: `/customer/requests/${request.id}`,
      template: { name: 'work_delivered', parameters: [pro, service] },
    };
  };

export const paymentReleased =
  (request: RequestFacts, payoutCents: number): Wording =>
  (locale) => {
    const { service, place } = jobWords(locale, request);
    const amount = formatCents(payoutCents);
    return {
      kind: 'payment_released',
      title: m.notice_paid_out_title({ amount }, { locale }),
      body: m.notice_paid_out_body({ service, place, amount }, { locale }),
      link: `/quote/${request.id}`,
      template: { name: 'payment_released', parameters: [amount, service, place] },
    };
  };

/** Emailed whatever the person chose: where their money goes changed. */
export const payoutAccountChanged =
  (bank: string, last4: string, at: Date): Wording =>
  (locale) => {
    const when =
      locale === BASE_LOCALE
        ? at.toLocaleString('en-ZA', {
            timeZone: 'Africa/Johannesburg',
            dateStyle: 'medium',
            timeStyle: 'short',
          })
        : formatDateTime(locale, at);
    const account = `${bankName(bank)} ${maskedAccountNumber(last4)}`;
    return {
      kind: 'payout_account_changed',
      title: m.notice_payout_changed_title({}, { locale }),
      body: m.notice_payout_changed_body({ when, account }, { locale }),
      link: '/provider/business',
    };
  };

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
