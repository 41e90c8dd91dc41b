import type { DisputeOutcome, DisputeState } from '../../../domain/disputes';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * A dispute's state, outcome and reasons in this build's language (issue 50), by the keys the
 * server sends beside its English labels (domain/disputes.ts); a key with no words here keeps
 * the server's label.
 */
const STATES: Record<DisputeState, () => string> = {
  negotiating: m.ds_negotiating,
  settled: m.ds_settled,
  under_review: m.ds_under_review,
  decided: m.ds_decided,
  withdrawn: m.ds_withdrawn,
};

const OUTCOMES: Record<DisputeOutcome, () => string> = {
  full_refund: m.do_full_refund,
  partial_refund: m.do_partial_refund,
  no_refund: m.do_no_refund,
  guarantee_payout: m.do_guarantee_payout,
};

const REASONS: Readonly<Record<string, () => string>> = {
  poor_work: m.dr_poor_work,
  not_finished: m.dr_not_finished,
  damage: m.dr_damage,
  overcharged: m.dr_overcharged,
  not_paid: m.dr_not_paid,
  unfair_complaint: m.dr_unfair_complaint,
  extra_work: m.dr_extra_work,
  other: m.cr_other,
};

export const disputeStateWords = (state: DisputeState): string => STATES[state]();

export const disputeOutcomeWords = (outcome: DisputeOutcome): string => OUTCOMES[outcome]();

/** A reason for a dispute, by its key (the server's label for a reason not here). */
export function disputeReasonWords(reason: { key: string; label: string }): string {
  return REASONS[reason.key]?.() ?? reason.label;
}
