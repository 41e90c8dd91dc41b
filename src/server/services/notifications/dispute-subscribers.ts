import { desc, eq } from 'drizzle-orm';
import { DISPUTE_REASONS, type DisputeOutcome, type DisputeStep } from '../../../domain/disputes';
import { formatCents } from '../../../domain/money';
import type { Db } from '../../db/client';
import { disputeOffers, disputes, providers, type DisputeRow } from '../../db/schema';
import type { EventDispatcher } from '../../events/dispatcher';
import type { DomainEvent } from '../../events/types';
import { requestFacts, store, type NotifyOptions } from './store';
import { m } from '../../../i18n/paraglide/messages.js';
import { jobPageFor, serviceIn, type Message, type RequestFacts, type Wording } from './wording';

/**
 * A dispute about a job (issue 49): the other side is told when one is opened and of each offer;
 * both sides of every end (settled, decided, withdrawn) and of the move to Khaya's review.
 */

type Side = 'customer' | 'provider';

/** A decided dispute's outcome inside a sentence ('a partial refund'). */
const OUTCOME_WORDS = {
  full_refund: m.notice_outcome_full_refund,
  partial_refund: m.notice_outcome_partial_refund,
  no_refund: m.notice_outcome_no_refund,
  guarantee_payout: m.notice_outcome_guarantee_payout,
} satisfies Record<DisputeOutcome, unknown>;

export const disputeMessage =
  (
    request: RequestFacts,
    row: DisputeRow,
    step: DisputeStep,
    to: Side,
    names: Record<Side, string>,
    offerCents: number | null,
  ): Wording =>
  (locale) => {
    const service = serviceIn(locale, request.serviceType);
    const other = names[to === 'customer' ? 'provider' : 'customer'];
    const reasons: Record<string, string> = DISPUTE_REASONS[row.openedBy];
    const refund = formatCents(row.refundCents ?? 0);
    const link = jobPageFor(to, request.id);
    const o = { locale };
    const held = row.money === 'held';
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
          title: m.notice_dispute_opened_title({ other, service }, o),
          body: m.notice_dispute_opened_body({ reason: reasons[row.reason] ?? row.reason }, o),
          link,
        };
      case 'offer_made':
        return updated(
          m.notice_dispute_offer_title({ other, refund: formatCents(offerCents ?? 0) }, o),
          m.notice_dispute_offer_body({ service }, o),
        );
      case 'offer_accepted':
        return updated(
          m.notice_dispute_settled_title({ service }, o),
          held
            ? m.notice_dispute_settled_held({ refund }, o)
            : m.notice_dispute_settled_direct({ refund }, o),
        );
      case 'escalated':
      case 'settle_time_lapsed':
        return updated(
          m.notice_dispute_to_khaya_title({ service }, o),
          step === 'escalated'
            ? m.notice_dispute_escalated_body({}, o)
            : m.notice_dispute_lapsed_body({}, o),
        );
      case 'decided':
        return updated(
          m.notice_dispute_decided_title(
            {
              service,
              outcome: row.outcome
                ? OUTCOME_WORDS[row.outcome]({}, o)
                : m.notice_outcome_decided({}, o),
            },
            o,
          ),
          `${row.refundCents ? `${refund}. ` : ''}${row.decisionReason ?? ''}`,
        );
      case 'withdrawn':
        return updated(
          m.notice_dispute_withdrawn_title({ service }, o),
          held ? m.notice_dispute_withdrawn_held({}, o) : m.notice_dispute_withdrawn_direct({}, o),
        );
    }
  };

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
