import nodemailer from 'nodemailer';
import type { Locale } from '../../../../domain/locales';
import { m } from '../../../../i18n/paraglide/messages.js';
import {
  DeliveryError,
  type Notice,
  type Outgoing,
  type Recipient,
  type Transport,
} from './channels';
import { escapeHtml } from '../../../lib/escape-html';

/**
 * Email: the words of one or more notifications as a short plain and HTML message, with a
 * one-click unsubscribe (RFC 8058) for the topic it is about, sent over SMTP (`SMTP_URL`).
 */

export interface EmailLinks {
  /** The site's origin, for absolute links (https://khaya.co.za). */
  siteUrl: string;
  /** The person's one-click unsubscribe token for this message's topic. */
  unsubscribeToken: string;
}

export { escapeHtml };

function subjectOf(notices: Notice[], locale: Locale): string {
  const [only, ...more] = notices;
  if (only && more.length === 0) return only.title;
  return m.email_leads_subject({ count: notices.length }, { locale });
}

export function composeEmail(recipient: Recipient, notices: Notice[], links: EmailLinks): Outgoing {
  const to = recipient.email;
  if (!to) throw new DeliveryError('No email address: the account has none', true);
  const absolute = (path: string) => `${links.siteUrl}${path}`;
  const unsubscribePage = absolute(
    `/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`,
  );
  const oneClick = absolute(
    `/api/notifications/unsubscribe?token=${encodeURIComponent(links.unsubscribeToken)}`,
  );
  // In the person's language; the whole name: a provider's account is often its business's.
  const locale = { locale: recipient.language };
  const greeting = m.email_greeting({ name: recipient.name }, locale);
  const why = m.email_why({}, locale);
  const stop = m.email_stop({}, locale);
  const choose = m.email_choose({}, locale);
  const footer = `${why} ${stop}: ${unsubscribePage}\n${choose}: ${absolute('/settings')}`;
  const text = [
    greeting,
    ...notices.map((notice) => `${notice.title}\n${notice.body}\n${absolute(notice.link)}`),
    footer,
  ].join('\n\n');
  const blocks = notices
    .map(
      (notice) =>
        `<p style="margin:0 0 16px"><strong>${escapeHtml(notice.title)}</strong><br>` +
        `${escapeHtml(notice.body)}<br>` +
        `<a href="${escapeHtml(absolute(notice.link))}" style="color:#0f766e">${escapeHtml(m.email_open({}, locale))}</a></p>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${recipient.language}"><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1f2937;max-width:560px">` +
    `<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${blocks}` +
    `<p style="margin:24px 0 0;font-size:13px;color:#6b7280">${escapeHtml(why)} ` +
    `<a href="${escapeHtml(unsubscribePage)}" style="color:#6b7280">${escapeHtml(stop)}</a> · ` +
    `<a href="${escapeHtml(absolute('/settings'))}" style="color:#6b7280">${escapeHtml(choose)}</a></p>` +
    `</body></html>`;
  return {
    channel: 'email',
    to,
    subject: subjectOf(notices, recipient.language),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The Message-ID of a delivery's email: the same on every try, so a receiver can drop a repeat. */
export function messageIdOf(deliveryId: number, siteUrl: string): string {
  return `<delivery-${deliveryId}@${new URL(siteUrl).hostname || 'localhost'}>`;
}

interface SmtpFailure {
  responseCode?: number;
  code?: string;
  message?: string;
}

/**
 * SMTP over `SMTP_URL` (smtp://user:pass@host:587, smtps://...), on a few kept-open connections
 * (a new one per message cost about 120 ms): 5xx answers are permanent.
 */
export function smtpTransport(url: string, from: string, siteUrl: string): Transport {
  const transporter = nodemailer.createTransport({ url, pool: true, maxConnections: 4 });
  return {
    kind: 'remote',
    close: () => transporter.close(),
    async send(message, deliveryId) {
      try {
        const info = await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          headers: message.headers,
          ...(message.attachments?.length ? { attachments: message.attachments } : {}),
          messageId: messageIdOf(deliveryId, siteUrl),
        });
        return { externalId: info.messageId };
      } catch (error) {
        const failure = error as SmtpFailure;
        const permanent = (failure.responseCode ?? 0) >= 500;
        throw new DeliveryError(`SMTP: ${failure.message ?? String(error)}`, permanent);
      }
    },
  };
}
