import { CANCELLATION_RULE } from '../../../domain/cancellations';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * A cancellation's reasons and what it costs, in this build's language (issue 50): the server
 * sends its reasons' keys with their English labels and its English reason for the fee
 * (domain/cancellations.ts), which are the keys here. Words with no translation stay as sent.
 */
const REASONS: Readonly<Record<string, () => string>> = {
  not_needed: m.cr_not_needed,
  found_other: m.cr_found_other,
  reschedule: m.cr_reschedule,
  price: m.cr_price,
  illness: m.cr_illness,
  death: m.cr_death,
  hospitalisation: m.cr_hospitalisation,
  other: m.cr_other,
  unavailable: m.cr_unavailable,
  job_too_big: m.cr_job_too_big,
  customer_unreachable: m.cr_customer_unreachable,
};

const hours = CANCELLATION_RULE.freeNoticeHours;
const WHY: Readonly<Record<string, () => string>> = {
  'The provider cancelled: it costs you nothing.': m.cw_provider,
  [`Free: more than ${hours} hours before the visit.`]: m.cw_early,
  'Free: no fee is charged for illness, a death or a hospital stay.': m.cn_free_exempt,
  'Free: the provider charges nothing for late cancellations.': m.cw_no_fee,
  [`Within ${hours} hours of the visit the provider charges a cancellation fee.`]: m.cw_fee,
};

/** A reason to cancel, by its key (the server's label for a reason not here). */
export function cancelReasonWords(reason: { key: string; label: string }): string {
  return REASONS[reason.key]?.() ?? reason.label;
}

/** Why a cancellation costs what it does. */
export function cancelWhyWords(why: string): string {
  return WHY[why]?.() ?? why;
}
