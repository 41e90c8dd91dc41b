import type { Locale } from '../../../domain/locales';
import { formatCents } from '../../../domain/money';
import { formatPhone } from '../../../domain/phone';
import type { NotificationKind } from '../../../domain/schemas/notifications';
import { MAX_QUOTES_PER_REQUEST } from '../../../domain/quote-status';
import type { ServiceType } from '../../../domain/services';
import { m } from '../../../i18n/paraglide/messages.js';
import type { VisitCalendar, WhatsappTemplate } from '../../db/schema';

/**
 * The words of each notification: short, for a phone, naming the service, the place and the
 * amount, each with the page that acts on it. Each is written in the language its reader chose
 * (issue 50): a `Wording` is asked for its words in that language when it is stored.
 */
export interface Message {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  /** The approved WhatsApp template and its values (the link is added as the last one). */
  template?: WhatsappTemplate;
  /** A booked visit whose .ics file its email carries, as the recipient's side sees it. */
  calendar?: VisitCalendar;
}

/** A notification's words in any language Khaya speaks. */
export type Wording = (locale: Locale) => Message;

/** The same words, with a booked visit's file for the recipient's calendar (or not). */
export function withCalendar(wording: Wording, calendar: VisitCalendar | null): Wording {
  return calendar ? (locale) => ({ ...wording(locale), calendar }) : wording;
}

/** A service's name inside a sentence: 'plumbing', 'amapayipi', 'loodgieterswerk'. */
const SERVICE_NAMES = {
  cleaning: m.service_cleaning,
  plumbing: m.service_plumbing,
  electrical: m.service_electrical,
  gardening: m.service_gardening,
} satisfies Record<ServiceType, unknown>;

export function serviceIn(locale: Locale, service: ServiceType): string {
  return SERVICE_NAMES[service]({}, { locale }).toLowerCase();
}

/** The first words of a description, on one line. */
export function excerpt(text: string, max = 90): string {
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
export function placesTakenLine(taken: number, locale: Locale): string {
  return taken === 0
    ? m.notice_places_none({ max: MAX_QUOTES_PER_REQUEST }, { locale })
    : m.notice_places_taken({ taken, max: MAX_QUOTES_PER_REQUEST }, { locale });
}

/** What most messages say of their request: its service and suburb, in `locale`. */
export function jobWords(locale: Locale, request: RequestFacts) {
  return { service: serviceIn(locale, request.serviceType), place: suburb(request.area) };
}

/** 'Call Thandi Nkosi on +27 82 123 4567 or email thandi@example.co.za' */
export function contactCard(locale: Locale, contact: Contact): string {
  const { name, email } = contact;
  const phone = contact.phone ? formatPhone(contact.phone) : null;
  if (phone && email) return m.notice_contact_phone_email({ name, phone, email }, { locale });
  if (phone) return m.notice_contact_phone({ name, phone }, { locale });
  return m.notice_contact_email({ name, email: email ?? '' }, { locale });
}

/** Khaya's fee for a hire and the credit after it; below zero, what to do about it. */
export function feeLine(
  locale: Locale,
  fee: { cents: number; balanceCents: number } | null,
): string | null {
  if (!fee) return null;
  const words = { fee: formatCents(fee.cents), balance: formatCents(fee.balanceCents) };
  return fee.balanceCents < 0
    ? m.notice_fee_owing(words, { locale })
    : m.notice_fee(words, { locale });
}

/** Sentences joined with a space, the missing ones left out. */
export const sentences = (...parts: (string | null | false | undefined)[]) =>
  parts.filter(Boolean).join(' ');
