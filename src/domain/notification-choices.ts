/**
 * What a person can choose to hear about outside the app, and the words of WhatsApp's consent and
 * code: constants the settings page shows, apart from the schemas (./schemas/notifications.ts)
 * so that showing them does not download zod.
 */

export const NOTIFICATION_TOPICS = ['leads', 'quotes', 'messages', 'outcomes', 'jobs'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** Which topics each side of the market hears about (a provider may also ask for quotes). */
export const TOPICS_FOR: Record<'customer' | 'provider', readonly NotificationTopic[]> = {
  customer: ['quotes', 'messages', 'jobs'],
  provider: ['leads', 'quotes', 'messages', 'outcomes', 'jobs'],
};

/** The wording a person agrees to when they turn WhatsApp on (stored with their consent). */
export const WHATSAPP_CONSENT_WORDING =
  'Send me WhatsApp messages from Khaya about my requests, quotes and jobs. No marketing. Reply STOP to end them.';

/** How a WhatsApp number is proved: the code's life, tries, resend wait, and what is said. */
export const WHATSAPP_CODE = {
  minutes: 10,
  tries: 5,
  resendSeconds: 60,
  wait: 'We sent a code a moment ago. Wait a minute before asking for another.',
  undeliverable:
    'We could not send a WhatsApp message to this number. Check it, and that it has WhatsApp.',
  none: 'Ask for a code first: enter your number and turn on WhatsApp.',
  expired: 'That code has expired. Ask for a new one.',
  tooManyTries: 'Too many wrong codes. Ask for a new one.',
  wrong: 'That code is not right. Check the WhatsApp message and try again.',
  format: 'Enter the 6-digit code from the WhatsApp message',
} as const;
