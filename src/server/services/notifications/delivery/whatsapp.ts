import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DeliveryError,
  type Notice,
  type Outgoing,
  type Recipient,
  type Transport,
} from './channels';
import type { WhatsappTemplate } from '../../../db/schema';
import { renderTemplate, whatsappLanguageOf } from './whatsapp-templates';

/**
 * WhatsApp through the WhatsApp Business Cloud API: business-initiated messages are approved
 * templates only (./whatsapp-templates.ts, per language), each with its values in order.
 */

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
  const template: WhatsappTemplate | undefined =
    notices.length > 1
      ? {
          name: 'new_leads_grouped',
          parameters: [String(notices.length), `${siteUrl}/provider`],
          language: whatsappLanguageOf(recipient.language).code,
        }
      : first.template
        ? {
            ...first.template,
            parameters: [...first.template.parameters, `${siteUrl}${first.link}`],
          }
        : undefined;
  if (!template) throw new DeliveryError(`No WhatsApp template for ${first.kind}`, true);
  return {
    channel: 'whatsapp',
    to,
    subject: `WhatsApp template ${template.name}`,
    text: renderTemplate(template.name, template.parameters, template.language),
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
                language: { code: template.language ?? 'en' },
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
