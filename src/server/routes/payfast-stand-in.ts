import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { formatCents } from '../../domain/money';
import {
  formSignature,
  itnParamString,
  parseRand,
  phpUrlencode,
  type OrderedFields,
} from '../lib/payments/payfast';
import { LOOPBACK_SOURCES, payFastGateway, type PaymentGateway } from '../services/credit';
import { escapeHtml } from '../services/notifications';
import { FORM_BODY, formFields } from './payments';
import { standInHtml as html } from './stand-in-page';

export interface StandInOptions {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

/** Where `npm start` serves the stand-in. */
export const STAND_IN_PATH = '/dev/payfast';

/** PayFast's published sandbox merchant: the stand-in signs with it as PayFast's sandbox would. */
export const STAND_IN_MERCHANT: StandInOptions = {
  merchantId: '10000100',
  merchantKey: '46f0cd694581a',
  passphrase: 'jt7NOE43FZPn',
};

/** Top-ups through the stand-in served by the app at `siteUrl` (`npm start`, tests). */
export function standInPayments(siteUrl: string): {
  gateway: PaymentGateway;
  standIn: StandInOptions;
} {
  return {
    gateway: payFastGateway({
      ...STAND_IN_MERCHANT,
      host: `${siteUrl}${STAND_IN_PATH}`,
      sources: LOOPBACK_SOURCES,
    }),
    standIn: STAND_IN_MERCHANT,
  };
}

interface Waiting {
  fields: Map<string, string>;
}

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

/**
 * The embedded stand-in for PayFast (ADR 14), like the dev mailbox: `npm start` needs no gateway
 * account. It speaks PayFast's protocol: the signed payment form posted to `/eng/process` (its
 * signature checked), a page to pay or cancel, the signed ITN sent to `notify_url` server to
 * server, and `/eng/query/validate` answering VALID only for an ITN it sent.
 */
export const payFastStandIn: FastifyPluginAsync<StandInOptions> = async (app, options) => {
  const waiting = new Map<string, Waiting>();
  const sent = new Set<string>();
  app.addContentTypeParser(FORM_BODY.type, FORM_BODY.options, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/eng/process',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const posted = formFields(request.body);
      const fields = new Map(posted);
      const unsigned = posted.filter(([key]) => key !== 'signature');
      const cents = parseRand(fields.get('amount'));
      if (
        fields.get('merchant_id') !== options.merchantId ||
        fields.get('merchant_key') !== options.merchantKey ||
        fields.get('signature') !== formSignature(unsigned, options.passphrase) ||
        cents === null
      ) {
        return html(
          reply,
          400,
          'Payment refused',
          '<h1>Payment refused</h1><p>Signature mismatch or unknown merchant.</p>',
        );
      }
      const token = crypto.randomBytes(16).toString('hex');
      waiting.set(token, { fields });
      return html(
        reply,
        200,
        'Pay Khaya: test payment',
        `<p class="note">Khaya's stand-in for PayFast: no money moves.</p>` +
          `<h1>${escapeHtml(fields.get('item_name') ?? 'Payment')}</h1>` +
          `<p class="amount">${escapeHtml(formatCents(cents))}</p>` +
          `<form method="post" action="pay"><input type="hidden" name="token" value="${token}">` +
          `<button class="pay" type="submit">Pay ${escapeHtml(formatCents(cents))}</button></form>` +
          `<form method="post" action="cancel"><input type="hidden" name="token" value="${token}">` +
          `<button class="cancel" type="submit">Cancel payment</button></form>`,
      );
    },
  );

  const taken = (body: unknown) => {
    const token = new Map(formFields(body)).get('token') ?? '';
    const found = waiting.get(token);
    waiting.delete(token);
    return found;
  };

  app.post(
    '/eng/pay',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const found = taken(request.body);
      if (!found)
        return html(reply, 404, 'Payment not found', '<h1>This payment is no longer waiting.</h1>');
      const get = (key: string) => found.fields.get(key) ?? '';
      const gross = parseRand(get('amount')) ?? 0;
      const fee = Math.round(gross * 0.035) + 200;
      const itn: [string, string][] = [
        ['m_payment_id', get('m_payment_id')],
        ['pf_payment_id', String(crypto.randomInt(1_000_000, 9_999_999))],
        ['payment_status', 'COMPLETE'],
        ['item_name', get('item_name')],
        ['item_description', ''],
        ['amount_gross', get('amount')],
        ['amount_fee', `-${(fee / 100).toFixed(2)}`],
        ['amount_net', ((gross - fee) / 100).toFixed(2)],
        ['name_first', ''],
        ['name_last', ''],
        ['email_address', get('email_address')],
        ['merchant_id', options.merchantId],
      ];
      const base = itnParamString(itn);
      const signed = options.passphrase
        ? `${base}&passphrase=${phpUrlencode(options.passphrase)}`
        : base;
      const body: OrderedFields = [...itn, ['signature', md5(signed)]];
      sent.add(base);
      try {
        await fetch(get('notify_url'), {
          method: 'POST',
          headers: { 'content-type': FORM_BODY.type },
          body: body.map(([k, v]) => `${k}=${phpUrlencode(v)}`).join('&'),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        request.log.warn({ err: error }, 'the stand-in could not deliver its ITN');
      }
      return reply.redirect(get('return_url'), 303);
    },
  );

  app.post(
    '/eng/cancel',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const found = taken(request.body);
      if (!found)
        return html(reply, 404, 'Payment not found', '<h1>This payment is no longer waiting.</h1>');
      return reply.redirect(found.fields.get('cancel_url') ?? '/', 303);
    },
  );

  app.post(
    '/eng/query/validate',
    { config: { auth: 'public' }, schema: { hide: true } },
    async (request, reply) =>
      reply
        .type('text/plain')
        .send(typeof request.body === 'string' && sent.has(request.body) ? 'VALID' : 'INVALID'),
  );
};
