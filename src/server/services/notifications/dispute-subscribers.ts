import { desc, eq } from 'drizzle-orm';
import {
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASONS,
  type DisputeStep,
} from '../../../domain/disputes';
import { formatCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { disputeOffers, disputes, providers, type DisputeRow } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { jobPageFor, type Message, type RequestFacts } from './wording';

/**
 * A dispute about a job (issue 49): the other side is told when one is opened and of each offer;
 * both sides of every end (settled, decided, withdrawn) and of the move to Khaya's review.
 */

type Side = 'customer' | 'provider';

export function disputeMessage(
  request: RequestFacts,
  row: DisputeRow,
  step: DisputeStep,
  to: Side,
  names: Record<Side, string>,
  offerCents: number | null,
): Message {
  const job = `the ${request.serviceType} job`;
  const other = names[to === 'customer' ? 'provider' : 'customer'];
  const reasons: Record<string, string> = DISPUTE_REASONS[row.openedBy];
  const refund = formatCents(row.refundCents ?? 0);
  const link = jobPageFor(to, request.id);
  const updated = (title: string, body: string): Message => ({
    kind: 'dispute_updated',
    title,
    body,
    link,
  });
  switch (step) {
    case 'opened':
      return {
        kind: 'dispute_opened',
        title: `${other} raised a problem with ${job}`,
        body: `"${reasons[row.reason] ?? row.reason}". You have 48 hours to settle it between you, with an offer on the job's page; then Khaya decides.`,
        link,
      };
    case 'offer_made':
      return updated(
        `${other} offers to settle for a ${formatCents(offerCents ?? 0)} refund`,
        `On ${job}: accept it on the job's page, make your own offer, or ask Khaya to decide.`,
      );
    case 'offer_accepted':
      return updated(
        `The dispute on ${job} is settled`,
        row.money === 'held'
          ? `A ${refund} refund was agreed: it goes back to the customer from the money held, and the rest is paid out.`
          : `A ${refund} refund was agreed, paid directly by the provider to the customer.`,
      );
    case 'escalated':
    case 'settle_time_lapsed':
      return updated(
        `Khaya will decide the dispute on ${job}`,
        step === 'escalated'
          ? 'It went to Khaya to decide, within 7 days. Add anything that helps in the job’s messages.'
          : 'The 48 hours to settle passed: Khaya decides within 7 days. Add anything that helps in the job’s messages.',
      );
    case 'decided':
      return updated(
        `Khaya decided the dispute on ${job}: ${(row.outcome ? DISPUTE_OUTCOME_LABELS[row.outcome] : 'decided').toLowerCase()}`,
        `${row.refundCents ? `${refund}. ` : ''}${row.decisionReason ?? ''}`,
      );
    case 'withdrawn':
      return updated(
        `The dispute on ${job} was withdrawn`,
        row.money === 'held'
          ? 'The money held is paid out as if there had been none.'
          : 'Nothing more happens.',
      );
  }
}

async function onDispute(db: Db, options: NotifyOptions, event: DomainEvent<'dispute_changed'>) {
  const [found, [row]] = await Promise.all([
    requestFacts(db, event.subjects.quoteRequestId),
    db
      .select({ dispute: disputes, providerUserId: providers.userId, providerName: providers.name })
      .from(disputes)
      .innerJoin(providers, eq(providers.id, disputes.providerId))
      .where(eq(disputes.id, event.subjects.disputeId)),
  ]);
  if (!found || !row) return;
  const { step, by } = event.payload;
  const [offer] =
    step === 'offer_made'
      ? await db
          .select({ refundCents: disputeOffers.refundCents })
          .from(disputeOffers)
          .where(eq(disputeOffers.disputeId, row.dispute.id))
          .orderBy(desc(disputeOffers.createdAt))
          .limit(1)
      : [];
  const names = { customer: found.facts.customerFirstName, provider: row.providerName };
  const userOf = { customer: found.request.customerId, provider: row.providerUserId };
  // The side that acted knows; the other is told. The clock's and an admin's steps reach both.
  const sides: Side[] =
    by === 'customer' ? ['provider'] : by === 'provider' ? ['customer'] : ['customer', 'provider'];
  await store(
    db,
    options,
    event.id,
    sides.map((side) => ({
      userId: userOf[side],
      message: disputeMessage(
        found.facts,
        row.dispute,
        step,
        side,
        names,
        offer?.refundCents ?? null,
      ),
    })),
  );
}

export function notifyOfDisputes(events: EventDispatcher, db: Db, options: NotifyOptions = {}) {
  events.subscribe('dispute_changed', (event) => onDispute(db, options, event));
}
