import { formatRand } from '../../../domain/money';
import type { NotificationKind } from '../../../domain/schemas/notifications';
import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import type { ServiceType } from '../../../domain/services';

/**
 * The words of each notification: short, for a phone, naming the service, the place and the
 * amount, each with the page that acts on it.
 */
export interface Message {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
}

/** The first words of a description, on one line. */
function excerpt(text: string, max = 90): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const suburb = (area: string) => area.split(',')[0]?.trim() || area;

export interface RequestFacts {
  id: string;
  serviceType: ServiceType;
  area: string;
  description: string;
  customerFirstName: string;
}

export function newLead(request: RequestFacts, km: number | null, named: boolean): Message {
  const where =
    km === null ? request.area : `${request.area}, ${km < 1 ? 'under 1' : km} km from you`;
  return {
    kind: 'new_lead',
    title: named
      ? `${request.customerFirstName} asked you for a ${request.serviceType} quote`
      : `New ${request.serviceType} request in ${suburb(request.area)}`,
    body: `"${excerpt(request.description)}" ${where}.`,
    link: `/quote/${request.id}`,
  };
}

export function quoteReceived(
  request: RequestFacts,
  quote: { amount: number; providerName: string },
  placesTaken: number,
): Message {
  return {
    kind: 'quote_received',
    title: `New quote: ${formatRand(quote.amount)} for your ${request.serviceType}`,
    body: `From ${quote.providerName}, for ${request.area}. ${placesTaken} of ${MAX_QUOTES_PER_REQUEST} places taken.`,
    link: '/customer',
  };
}

export function quoteAccepted(request: RequestFacts, amount: number): Message {
  return {
    kind: 'quote_accepted',
    title: `Quote accepted: ${request.serviceType} in ${suburb(request.area)}`,
    body: `${request.customerFirstName} chose your quote of ${formatRand(amount)}. Their phone and email are on the job: get in touch to arrange it.`,
    link: `/quote/${request.id}`,
  };
}

export function quoteNotChosen(request: RequestFacts): Message {
  return {
    kind: 'quote_not_chosen',
    title: `Another quote was chosen: ${request.serviceType} in ${suburb(request.area)}`,
    body: `${request.customerFirstName} went with another provider this time. Thank you for quoting.`,
    link: '/provider',
  };
}

export function quoteDeclined(request: RequestFacts, amount: number): Message {
  return {
    kind: 'quote_declined',
    title: `Quote declined: ${request.serviceType} in ${suburb(request.area)}`,
    body: `${request.customerFirstName} declined your quote of ${formatRand(amount)}.`,
    link: '/provider',
  };
}

export function jobCompleted(request: RequestFacts): Message {
  return {
    kind: 'job_completed',
    title: `Job completed: ${request.serviceType} in ${suburb(request.area)}`,
    body: `${request.customerFirstName} marked the job completed. Well done.`,
    link: `/quote/${request.id}`,
  };
}
