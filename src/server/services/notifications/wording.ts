import { formatCents, formatRand } from '../../../domain/money';
import { formatPhone } from '../../../domain/phone';
import type { NotificationKind } from '../../../domain/schemas/notifications';
import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import type { ServiceType } from '../../../domain/services';
import type { VisitCalendar } from '../../db/schema';

/**
 * The words of each notification: short, for a phone, naming the service, the place and the
 * amount, each with the page that acts on it.
 */
export interface Message {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** The approved WhatsApp template and its values (the link is added as the last one). */
  template?: { name: string; parameters: string[] };
  /** A booked visit whose .ics file its email carries, as the recipient's side sees it. */
  calendar?: VisitCalendar;
}

/** The first words of a description, on one line. */
function excerpt(text: string, max = 90): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

/** The suburb of an area: 'Sandton' of 'Sandton, Johannesburg'. */
export const suburb = (area: string) => area.split(',')[0]?.trim() || area;

/** A job's page for one side of it: the customer's request page, the provider's quote page. */
export const jobPageFor = (side: 'customer' | 'provider', requestId: string) =>
  side === 'customer' ? `/customer/requests/${requestId}` : `/quote/${requestId}`;

export interface RequestFacts {
  id: string;
  serviceType: ServiceType;
  area: string;
  description: string;
  customerFirstName: string;
  /** Wanted today (issue 46): a new lead says so first. */
  emergency?: boolean;
}

/** How the accepted provider reaches the customer (their contact card). */
export interface Contact {
  name: string;
  phone: string | null;
  /** Null for an account that signs in with its phone number (then `phone` is there). */
  email: string | null;
}

/** How full a lead is, as it goes out: 'No quotes yet: 5 places open.', '2 of 5 places taken.' */
export function placesTakenLine(taken: number): string {
  return taken === 0
    ? `No quotes yet: ${MAX_QUOTES_PER_REQUEST} places open.`
    : `${taken} of ${MAX_QUOTES_PER_REQUEST} places taken.`;
}

export function newLead(request: RequestFacts, km: number | null, named: boolean): Message {
  const where =
    km === null ? request.area : `${request.area}, ${km < 1 ? 'under 1' : km} km from you`;
  return {
    kind: 'new_lead',
    title: named
      ? `${request.customerFirstName} asked you for a ${request.serviceType} quote`
      : request.emergency
        ? `Emergency today: ${request.serviceType} in ${suburb(request.area)}`
        : `New ${request.serviceType} request in ${suburb(request.area)}`,
    body: `"${excerpt(request.description)}" ${where}.`,
    link: `/quote/${request.id}`,
    template: {
      name: 'new_lead',
      parameters: [request.serviceType, where, excerpt(request.description, 60)],
    },
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
    template: {
      name: 'quote_received',
      parameters: [request.serviceType, formatRand(quote.amount), quote.providerName],
    },
  };
}

/** To the customer: a provider changed its quote (the old total, when it changed). */
export function quoteRevised(
  request: RequestFacts,
  quote: { amount: number; providerName: string },
  previousAmount: number,
): Message {
  const price =
    previousAmount === quote.amount
      ? `still ${formatRand(quote.amount)}`
      : `now ${formatRand(quote.amount)} (was ${formatRand(previousAmount)})`;
  return {
    kind: 'quote_revised',
    title: `${quote.providerName} changed their quote for your ${request.serviceType}`,
    body: `The total is ${price}. Compare it again before you accept.`,
    link: `/customer/requests/${request.id}`,
  };
}

/** To the customer: a provider took back its quote. */
export function quoteWithdrawn(
  request: RequestFacts,
  quote: { amount: number; providerName: string },
): Message {
  return {
    kind: 'quote_withdrawn',
    title: `${quote.providerName} withdrew their quote for your ${request.serviceType}`,
    body: `Their quote of ${formatRand(quote.amount)} can no longer be accepted. Other providers near ${suburb(request.area)} can still quote.`,
    link: `/customer/requests/${request.id}`,
  };
}

/** To a provider whose open quote was declined when the customer closed the request. */
export function requestClosed(request: RequestFacts, amount: number): Message {
  return {
    kind: 'request_closed',
    title: `Request closed: ${request.serviceType} in ${suburb(request.area)}`,
    body: `${request.customerFirstName} no longer needs this job and closed the request. Your quote of ${formatRand(amount)} was not used. Thank you for quoting.`,
    link: '/provider',
  };
}

/** 'Call Thandi Nkosi on +27 82 123 4567 or email thandi@example.co.za.' */
function contactCard(contact: Contact): string {
  const ways = [
    contact.phone ? `call ${contact.name} on ${formatPhone(contact.phone)}` : null,
    contact.email ? `email ${contact.phone ? '' : `${contact.name} at `}${contact.email}` : null,
  ].filter(Boolean);
  const line = ways.join(' or ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
}

/** Khaya's fee for a hire and the credit after it; below zero, what to do about it. */
function feeLine(fee: { cents: number; balanceCents: number } | null): string {
  if (!fee) return '';
  const balance = formatCents(fee.balanceCents);
  return fee.balanceCents < 0
    ? ` Khaya's fee for this hire: ${formatCents(fee.cents)}. Your credit is now ${balance}: top up on your business page to send new quotes.`
    : ` Khaya's fee for this hire: ${formatCents(fee.cents)}; your credit is now ${balance}.`;
}

/** `booked`: the visit the accept booked, in words ('Thu 3 Dec, 08:00-10:00'), if any. */
export function quoteAccepted(
  request: RequestFacts,
  amount: number,
  contact: Contact,
  booked: string | null = null,
  fee: { cents: number; balanceCents: number } | null = null,
): Message {
  const card = contactCard(contact);
  const visit = booked ? ` Booked: ${booked}.` : '';
  return {
    kind: 'quote_accepted',
    title: `Quote accepted: ${request.serviceType} in ${suburb(request.area)}`,
    body: `${request.customerFirstName} chose your quote of ${formatRand(amount)}.${visit} ${card} to ${booked ? 'confirm' : 'arrange'} it.${feeLine(fee)}`,
    link: `/quote/${request.id}`,
    template: {
      name: 'quote_accepted',
      parameters: [
        request.customerFirstName,
        formatRand(amount),
        request.serviceType,
        suburb(request.area),
        card,
      ],
    },
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
    body: `${request.customerFirstName} marked the job completed. Well done. Review ${request.customerFirstName} on your dashboard: your reviews show together.`,
    link: '/provider',
    template: {
      name: 'job_completed',
      parameters: [request.customerFirstName, request.serviceType, suburb(request.area)],
    },
  };
}

/** To the customer once they marked the job completed: their review of the provider. */
export function reviewRequest(request: RequestFacts, providerName: string): Message {
  return {
    kind: 'review_request',
    title: `How was your ${request.serviceType} job with ${providerName}?`,
    body: 'Leave a review on your dashboard: it helps your neighbours choose. Both reviews show together, within 14 days.',
    link: '/customer',
    template: { name: 'review_request', parameters: [request.serviceType, providerName] },
  };
}

/** To one party when the other has reviewed them (the review itself stays hidden). */
export function reviewWaiting(
  request: RequestFacts,
  reviewer: string,
  link: '/customer' | '/provider',
): Message {
  return {
    kind: 'review_waiting',
    title: `${reviewer} reviewed you`,
    body: `For the ${request.serviceType} job in ${suburb(request.area)}. Leave your review to see theirs: both show together.`,
    link,
  };
}

/** To the provider when a review of them is published. */
export function reviewPublished(request: RequestFacts, stars: number, author: string): Message {
  return {
    kind: 'review_published',
    title: `New review: ${stars} star${stars === 1 ? '' : 's'} from ${author}`,
    body: `For the ${request.serviceType} job in ${suburb(request.area)}. You can reply to it once, in public.`,
    link: '/provider',
  };
}

/**
 * To the other side of a thread: a new message (once until they have read the thread). The
 * text shown is the stored one, contact details already hidden where they must be.
 */
export function newMessage(
  request: RequestFacts,
  from: string,
  text: string,
  link: string,
): Message {
  return {
    kind: 'new_message',
    title: `${from} sent you a message about the ${request.serviceType} in ${suburb(request.area)}`,
    // A photo sent without words (issue 46).
    body: text ? `"${excerpt(text)}"` : 'A photo.',
    link,
  };
}

/** A document's label inside a sentence: 'proof of address', 'ID document', "worker's ID document". */
function inSentence(label: string): string {
  const bare = label.replace(/^A /, '');
  return /^[A-Z][A-Z]/.test(bare) ? bare : bare.charAt(0).toLowerCase() + bare.slice(1);
}

/** To a provider: an admin checked one of its documents (a refusal says why). */
export function documentDecided(label: string, approved: boolean, reason: string | null): Message {
  const kindLabel = inSentence(label);
  return approved
    ? {
        kind: 'document_decided',
        title: `Your ${kindLabel} was approved`,
        body: 'Thank you. Any badge it earns now shows on your profile.',
        link: '/provider/verification',
      }
    : {
        kind: 'document_decided',
        title: `Your ${kindLabel} was not accepted`,
        body: `${reason ?? 'See why on your verification page'}. You can send it again there.`,
        link: '/provider/verification',
      };
}
