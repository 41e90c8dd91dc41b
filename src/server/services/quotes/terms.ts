import { textForOthers } from '../../../domain/contact-redaction';
import {
  hourlyTotal,
  maxDeposit,
  QUOTE_VALID_DAYS,
  southAfricanDate,
  type PriceType,
} from '../../../domain/quote-pricing';
import type { QuoteTermsRow } from '../quote-requests';
import { BadRequestError } from '../../errors';
import { minutesOf } from '../../../domain/working-hours';

/** A quote's terms as a body gives them: any may be missing (the rules fill or refuse them). */
export interface TermsInput {
  amount?: number | undefined;
  message?: string | null | undefined;
  priceType?: PriceType | undefined;
  hourlyRate?: number | null | undefined;
  estimatedHours?: number | null | undefined;
  calloutFee?: number | undefined;
  includesMaterials?: boolean | undefined;
  deposit?: number | undefined;
  earliestStart?: string | null | undefined;
  visitDate?: string | null | undefined;
  visitStart?: string | null | undefined;
  visitHours?: number | null | undefined;
  validUntil?: string | undefined;
}

/** A quote can say it is valid for at most this many days. */
export const QUOTE_VALID_MAX_DAYS = 90;

function refuse(field: string, message: string): never {
  throw new BadRequestError(message, { [field]: message });
}

/**
 * The terms a quote stores, from what was sent and (for a revision) what it said before: a fixed
 * price or an estimate needs its total; an hourly quote needs its rate and hours, and its total is
 * their product (a total sent with them must be that product). The dates sent must not be in the
 * past (South African days); a quote is valid 14 days unless it says otherwise, 90 at most.
 */
export function resolveTerms(
  sent: TermsInput,
  now: Date,
  before?: QuoteTermsRow,
): Omit<QuoteTermsRow, 'message'> & { message: string | null } {
  const today = southAfricanDate(now);
  const priceType = sent.priceType ?? before?.priceType ?? 'fixed';
  let amount: number;
  let hourlyRate: number | null = null;
  let estimatedHours: number | null = null;
  if (priceType === 'hourly') {
    hourlyRate =
      sent.hourlyRate ?? (sent.hourlyRate === null ? null : (before?.hourlyRate ?? null));
    estimatedHours =
      sent.estimatedHours ??
      (sent.estimatedHours === null ? null : (before?.estimatedHours ?? null));
    if (hourlyRate === null) refuse('hourlyRate', 'Give your hourly rate');
    if (estimatedHours === null)
      refuse('estimatedHours', 'Give the hours you expect the job to take');
    amount = hourlyTotal(hourlyRate, Number(estimatedHours));
    if (sent.amount !== undefined && sent.amount !== amount) {
      refuse('amount', `An hourly quote's total is the rate times the hours: R${amount}`);
    }
  } else {
    const total = sent.amount ?? before?.amount;
    if (total === undefined) refuse('amount', 'Give the total price');
    amount = total;
  }
  if (sent.earliestStart && sent.earliestStart < today) {
    refuse('earliestStart', 'The earliest start cannot be in the past');
  }
  if (sent.validUntil !== undefined) {
    if (sent.validUntil < today) refuse('validUntil', 'A quote must be valid until today or later');
    if (sent.validUntil > southAfricanDate(now, QUOTE_VALID_MAX_DAYS)) {
      refuse('validUntil', `A quote can be valid for at most ${QUOTE_VALID_MAX_DAYS} days`);
    }
  }
  const calloutFee = sent.calloutFee ?? before?.calloutFee ?? 0;
  // A deposit kept from before must still fit a lower price: refused, never silently cut.
  const deposit = sent.deposit ?? before?.deposit ?? 0;
  if (deposit > maxDeposit(amount, calloutFee)) {
    refuse(
      'deposit',
      `A deposit can be at most half the total: R${maxDeposit(amount, calloutFee)} here`,
    );
  }
  const visit = resolveVisit(sent, before);
  // A revision that does not set a new date keeps the old one, unless it has passed.
  const keptValidity = before && before.validUntil >= today ? before.validUntil : undefined;
  return {
    amount,
    message: sent.message !== undefined ? textForOthers(sent.message) : (before?.message ?? null),
    priceType,
    hourlyRate,
    estimatedHours,
    calloutFee,
    includesMaterials: sent.includesMaterials ?? before?.includesMaterials ?? false,
    deposit,
    // A visit's date is the earliest start (it replaces the bare date where a time is known).
    earliestStart:
      visit.visitDate ??
      (sent.earliestStart !== undefined ? sent.earliestStart : (before?.earliestStart ?? null)),
    ...visit,
    validUntil: sent.validUntil ?? keptValidity ?? southAfricanDate(now, QUOTE_VALID_DAYS),
  };
}

type VisitColumns = Pick<QuoteTermsRow, 'visitDate' | 'visitStart' | 'visitMinutes'>;

/**
 * The visit's columns from what was sent and what the quote said before: a date sent with its
 * start and hours (each kept from before when left out), a null date for none. Whether it fits
 * the request and the provider's days is checked where those are read (./visits.ts).
 */
function resolveVisit(sent: TermsInput, before?: QuoteTermsRow): VisitColumns {
  const kept: VisitColumns = {
    visitDate: before?.visitDate ?? null,
    visitStart: before?.visitStart ?? null,
    visitMinutes: before?.visitMinutes ?? null,
  };
  const touched =
    sent.visitDate !== undefined || sent.visitStart !== undefined || sent.visitHours !== undefined;
  if (!touched) return kept;
  const date = sent.visitDate !== undefined ? sent.visitDate : kept.visitDate;
  if (date === null) return { visitDate: null, visitStart: null, visitMinutes: null };
  const start = sent.visitStart ? minutesOf(sent.visitStart) : kept.visitStart;
  const minutes = sent.visitHours ? Math.round(sent.visitHours * 60) : kept.visitMinutes;
  if (start === null) refuse('visitStart', 'Choose a start time');
  if (minutes === null) refuse('visitHours', 'Say how long the visit takes');
  return { visitDate: date, visitStart: start, visitMinutes: minutes };
}

/** Whether two sets of terms say the same (a revision that changes nothing makes none). */
export function sameTerms(a: QuoteTermsRow, b: QuoteTermsRow): boolean {
  return (
    a.amount === b.amount &&
    a.message === b.message &&
    a.priceType === b.priceType &&
    a.hourlyRate === b.hourlyRate &&
    (a.estimatedHours === null ? null : Number(a.estimatedHours)) ===
      (b.estimatedHours === null ? null : Number(b.estimatedHours)) &&
    a.calloutFee === b.calloutFee &&
    a.includesMaterials === b.includesMaterials &&
    a.deposit === b.deposit &&
    a.earliestStart === b.earliestStart &&
    a.visitDate === b.visitDate &&
    a.visitStart === b.visitStart &&
    a.visitMinutes === b.visitMinutes &&
    a.validUntil === b.validUntil
  );
}
