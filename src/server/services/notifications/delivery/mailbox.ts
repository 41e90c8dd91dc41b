import { desc } from 'drizzle-orm';
import type { MailboxMessage } from '../../../../domain/schemas/notifications';
import type { Db } from '../../../db/client';
import { mailbox } from '../../../db/schema';
import { escapeHtml } from './email';

/** The embedded mailbox's messages, newest first (/dev/mailbox and GET /api/dev/mailbox). */
export async function mailboxMessages(db: Db, limit = 100) {
  const rows = await db
    .select()
    .from(mailbox)
    .orderBy(desc(mailbox.sentAt), desc(mailbox.id))
    .limit(limit);
  return rows.map((row) => ({
    message: {
      id: row.id,
      channel: row.channel,
      to: row.toAddress,
      subject: row.subject,
      text: row.text,
      attachments: row.attachments,
      sentAt: row.sentAt.toISOString(),
    } satisfies MailboxMessage,
    html: row.html,
    headers: row.headers,
  }));
}

/**
 * A message the Auth emulator "sent" (it keeps them instead): a sign-up's link, a reset, a change
 * by email; a sign-in code by SMS.
 */
export type SignInMail =
  | { channel: 'email'; to: string; subject: string; link: string }
  | { channel: 'sms'; to: string; subject: string; code: string };

const SIGN_IN_SUBJECTS: Record<string, string> = {
  VERIFY_EMAIL: 'Verify your email',
  PASSWORD_RESET: 'Reset your password',
  VERIFY_AND_CHANGE_EMAIL: 'Verify your new email',
  EMAIL_SIGNIN: 'Sign in',
};

/**
 * The sign-in mails the Auth emulator holds (Firebase sends these itself in production), newest
 * first, so a person trying Khaya on `npm start` can open their verification link; none when the
 * emulator does not answer in a second.
 */
export async function authEmulatorMail(host: string, projectId: string): Promise<SignInMail[]> {
  const read = async <T>(path: string): Promise<T | undefined> => {
    try {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/${path}`, {
        signal: AbortSignal.timeout(1000),
      });
      return response.ok ? ((await response.json()) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  const [mail, sms] = await Promise.all([
    read<{
      oobCodes?: { email: string; newEmail?: string; oobLink: string; requestType: string }[];
    }>('oobCodes'),
    read<{ verificationCodes?: { phoneNumber: string; code: string }[] }>('verificationCodes'),
  ]);
  const links = (mail?.oobCodes ?? []).map((code): SignInMail => ({
    channel: 'email',
    to: code.newEmail ?? code.email,
    subject: SIGN_IN_SUBJECTS[code.requestType] ?? code.requestType,
    link: code.oobLink,
  }));
  const codes = (sms?.verificationCodes ?? []).map((code): SignInMail => ({
    channel: 'sms',
    to: code.phoneNumber,
    subject: 'Your Khaya sign-in code',
    code: code.code,
  }));
  // Newest first: the emulator lists each kind oldest first.
  return [...codes.reverse(), ...links.reverse()];
}

/** When a message went, as a person in South Africa reads a clock (SAST, UTC+2). */
const SOUTH_AFRICAN_TIME = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** Links in plain text made clickable (the text is escaped first). */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * The mailbox as a page a person reads on a phone or a desktop, in light or dark: each message
 * with its channel, addressee, subject, time and text (links work).
 */
export function mailboxPage(
  messages: Awaited<ReturnType<typeof mailboxMessages>>,
  signInMail: SignInMail[] = [],
): string {
  const firebase = signInMail
    .map(
      (mail) => `<article>
<header><span class="channel firebase">${mail.channel === 'sms' ? 'Firebase SMS' : 'Firebase'}</span></header>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="to">To ${escapeHtml(mail.to)}</p>
${mail.channel === 'sms' ? `<p>Code: <strong class="code">${escapeHtml(mail.code)}</strong></p>` : `<p><a href="${escapeHtml(mail.link)}">Open the link</a></p>`}
</article>`,
    )
    .join('\n');
  const items = messages
    .map(
      ({ message }) => `<article>
<header><span class="channel ${message.channel}">${message.channel === 'whatsapp' ? 'WhatsApp' : 'Email'}</span>
<time datetime="${message.sentAt}">${escapeHtml(SOUTH_AFRICAN_TIME.format(new Date(message.sentAt)))}</time></header>
<h2>${escapeHtml(message.subject)}</h2>
<p class="to">To ${escapeHtml(message.to)}</p>
<pre>${linkify(message.text)}</pre>
${message.attachments.map((file) => `<p class="to">Attached: <a download="${escapeHtml(file.filename)}" href="data:text/calendar;charset=utf-8,${encodeURIComponent(file.content)}">${escapeHtml(file.filename)}</a></p>`).join('\n')}
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en-ZA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Dev mailbox · Khaya</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:Canvas;color:CanvasText;line-height:1.5}
main{max-width:720px;margin:0 auto}h1{font-size:1.4rem;margin:0 0 4px}.lead{color:GrayText;margin:0 0 16px}
article{border:1px solid color-mix(in srgb,CanvasText 20%,transparent);border-radius:12px;padding:12px 16px;margin:0 0 12px}
header{display:flex;justify-content:space-between;gap:8px;font-size:.85rem;color:GrayText}
h2{font-size:1.05rem;margin:6px 0 0}.to{margin:0;color:GrayText;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:8px 0 0}
.channel{font-weight:600;border-radius:999px;padding:0 8px}.email{background:#ccfbf1;color:#115e59}.firebase{background:#fef3c7;color:#92400e}.whatsapp{background:#dcfce7;color:#166534}
a{color:#0d9488}
</style></head>
<body><main><h1>Dev mailbox</h1>
<p class="lead">Emails and WhatsApp messages the app would have sent (no SMTP_URL or WhatsApp account is set up), newest first. Reload to see new ones.</p>
${firebase ? `<h1 style="margin-top:24px">Sign-in mail and codes</h1>\n<p class="lead">What Firebase sends itself (here the Auth emulator keeps it): phone sign-in codes (until used), verification links, password resets, email changes, newest first.</p>\n${firebase}\n<h1 style="margin-top:24px">App messages</h1>` : ''}
${items || '<p>No messages yet. Post a request or a quote and they appear here.</p>'}
</main></body></html>`;
}
