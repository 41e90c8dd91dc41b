import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DeliveryError,
  type Notice,
  type Outgoing,
  type Recipient,
  type Transport,
} from './channels';

/**
 * WhatsApp through the WhatsApp Business Cloud API: business-initiated messages are approved
 * templates only, each with its values in order. The texts below are the templates as registered
 * with Meta (language `en`); the last value of each is the link that acts on it.
 */
export const WHATSAPP_TEMPLATES: Record<string, string> = {
  new_lead: 'New {{1}} request in {{2}}: "{{3}}". See it and quote: {{4}}',
  new_leads_grouped: '{{1}} new requests near you on Khaya. See them and quote: {{2}}',
  quote_received: 'New quote for your {{1}} request: {{2}} from {{3}}. Compare and choose: {{4}}',
  quote_accepted: '{{1}} accepted your quote of {{2}} for {{3}} in {{4}}. Their details: {{5}}',
  job_completed: '{{1}} marked the {{2}} job in {{3}} completed. Review them: {{4}}',
  review_request: 'How was your {{1}} job with {{2}}? Leave a review: {{3}}',
  visit_reminder: '{{1}}: your {{2}} visit, {{3}}, with {{4}}. Details: {{5}}',
  visit_move_proposed: '{{1}} asks to move your {{2}} visit to {{3}}. Accept or decline: {{4}}',
  provider_on_the_way: '{{1}} is on the way for your {{2}} job, booked {{3}}. Details: {{4}}',
  instant_booked:
    '{{1}} booked you for a clean in {{2}}: {{3}}, {{4}}. Decline within 2 hours if you cannot: {{5}}',
  instant_declined:
    '{{1}} cannot take your clean on {{2}}: "{{3}}". Your request is open to other cleaners: {{4}}',
  payment_held:
    '{{1}} paid {{2}} for the {{3}} job in {{4}} into TradeSafe escrow. Do the work, then mark it done: {{5}}',
  work_delivered:
    '{{1}} says the {{2}} job is done. Accept it within 24 hours and they are paid (TradeSafe accepts it for you after that): {{3}}',
  payment_released:
    'Paid out: TradeSafe is paying {{1}} into your bank account for the {{2}} job in {{3}}: {{4}}',
  visit_cancelled: '{{1}} cancelled the visit {{2}} ("{{3}}"). What happens next: {{4}}',
  // An authentication template: the code that proves the number is the person's.
  confirm_number:
    '{{1}} is your Khaya code to turn on WhatsApp messages. It expires in 10 minutes. If you did not ask for it, ignore this message.',
};

export function renderTemplate(name: string, parameters: string[]): string {
  const text = WHATSAPP_TEMPLATES[name];
  if (!text) throw new DeliveryError(`No WhatsApp template called ${name}`, true);
  return text.replace(/\{\{(\d+)\}\}/g, (_, n: string) => parameters[Number(n) - 1] ?? '');
}

/** The message for one notice (or a group of leads), its link made absolute. */
export function composeWhatsapp(
  recipient: Recipient,
  notices: Notice[],
  siteUrl: string,
): Outgoing {
  const to = recipient.whatsappNumber;
  if (!to) throw new DeliveryError('No WhatsApp number: the person has opted out', true);
  const [first] = notices;
  if (!first) throw new DeliveryError('Nothing to send', true);
  const template =
    notices.length > 1
      ? { name: 'new_leads_grouped', parameters: [String(notices.length), `${siteUrl}/provider`] }
      : first.template
        ? {
            name: first.template.name,
            parameters: [...first.template.parameters, `${siteUrl}${first.link}`],
          }
        : undefined;
  if (!template) throw new DeliveryError(`No WhatsApp template for ${first.kind}`, true);
  return {
    channel: 'whatsapp',
    to,
    subject: `WhatsApp template ${template.name}`,
    text: renderTemplate(template.name, template.parameters),
    headers: {},
    template,
  };
}

export interface WhatsappConfig {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string;
  /** The Graph API's origin: https://graph.facebook.com (a local fake in tests). */
  graphUrl: string;
}

export const GRAPH_VERSION = 'v21.0';

interface GraphError {
  error?: { message?: string; code?: number };
}

/** Error codes after which trying again cannot help (not a WhatsApp user, template refused...). */
const PERMANENT_CODES = new Set([100, 131008, 131009, 131021, 131026, 131047, 132000, 132001]);

export function whatsappTransport(config: WhatsappConfig): Transport {
  return {
    kind: 'remote',
    async send(message, deliveryId) {
      const template = message.template;
      if (!template) throw new DeliveryError('A WhatsApp message needs a template', true);
      let response: Response;
      try {
        response = await fetch(
          `${config.graphUrl}/${GRAPH_VERSION}/${config.phoneNumberId}/messages`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${config.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({
              messaging_product: 'whatsapp',
              to: message.to.replace(/^\+/, ''),
              type: 'template',
              template: {
                name: template.name,
                language: { code: 'en' },
                components: [
                  {
                    type: 'body',
                    parameters: template.parameters.map((text) => ({ type: 'text', text })),
                  },
                ],
              },
              biz_opaque_callback_data: `delivery-${deliveryId}`,
            }),
            signal: AbortSignal.timeout(15_000),
          },
        );
      } catch (error) {
        throw new DeliveryError(`WhatsApp: ${(error as Error).message}`, false);
      }
      const body = (await response.json().catch(() => ({}))) as GraphError & {
        messages?: { id: string }[];
      };
      if (!response.ok) {
        const code = body.error?.code ?? 0;
        const permanent =
          PERMANENT_CODES.has(code) ||
          (response.status >= 400 && response.status < 500 && response.status !== 429);
        throw new DeliveryError(
          `WhatsApp ${response.status}: ${body.error?.message ?? 'no reason given'} (code ${code})`,
          permanent,
        );
      }
      const id = body.messages?.[0]?.id;
      if (!id) throw new DeliveryError('WhatsApp answered without a message id', false);
      return { externalId: id };
    },
  };
}

/** Whether `X-Hub-Signature-256` is the app secret's HMAC-SHA256 of the raw body. */
export function validSignature(rawBody: Buffer, header: string | undefined, appSecret: string) {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function sign(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
