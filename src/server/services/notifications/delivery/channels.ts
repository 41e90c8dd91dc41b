import type { DeliveryChannel, NotificationKind } from '../../../../domain/schemas/notifications';
import type { Locale } from '../../../../domain/locales';
import type { MailAttachment, VisitCalendar, WhatsappTemplate } from '../../../db/schema';

/**
 * What the delivery worker hands a channel: the notifications one message carries (several for
 * grouped leads), addressed to one person.
 */
export interface Notice {
  deliveryId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path in the app. */
  link: string;
  template?: WhatsappTemplate | undefined;
  /** Emails only: the booked visit whose .ics file the email carries. */
  calendar?: VisitCalendar | undefined;
}

export interface Recipient {
  userId: string;
  name: string;
  /** Null for an account that signs in with its phone number and added no email. */
  email: string | null;
  /** The number WhatsApp messages go to while the person has opted in (E.164). */
  whatsappNumber: string | null;
  /** The language they read Khaya in: an email's own words, a grouped WhatsApp message's. */
  language: Locale;
}

/** A message as a channel sends it, and as the embedded mailbox keeps it. */
export interface Outgoing {
  channel: DeliveryChannel;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  headers: Record<string, string>;
  /** WhatsApp: the approved template and its values, in order. */
  template?: WhatsappTemplate | undefined;
  /** Files the email carries (a visit's .ics). */
  attachments?: MailAttachment[] | undefined;
}

/** Sent: the id the channel gave the message. */
export interface Sent {
  externalId: string;
}

/**
 * A failed send. `permanent` failures (an address that does not exist, a number not on WhatsApp,
 * a template refused) are not tried again; others are, with back-off.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Where a channel's messages go: out over the network (`remote`), or into the embedded mailbox
 * (`mailbox`), which the worker writes in the transaction that marks the delivery sent.
 */
export type Transport =
  | {
      kind: 'remote';
      send(message: Outgoing, deliveryId: number): Promise<Sent>;
      /** Closes kept-open connections (when the worker stops). */
      close?: () => void;
    }
  | { kind: 'mailbox' };

export const MAILBOX: Transport = { kind: 'mailbox' };
