import crypto from 'node:crypto';

/**
 * PayFast's custom integration, as its own SDK speaks it (ADR 14): the signed form the browser
 * posts to PayFast, and the checks an ITN (its notification of a payment) must pass before a
 * rand is credited: its signature, its amount and status, and PayFast's own server-to-server
 * confirmation. The source check (PayFast's hosts) is the caller's: it knows its proxies.
 */

export interface PayFastConfig {
  merchantId: string;
  merchantKey: string;
  /** Set in the PayFast dashboard; signs both directions. */
  passphrase: string;
  /** Where the form goes and ITNs are confirmed: PayFast, its sandbox, or a stand-in. */
  host: string;
}

export const PAYFAST_HOSTS = {
  live: 'https://www.payfast.co.za',
  sandbox: 'https://sandbox.payfast.co.za',
} as const;

/** Fields in the order they are posted: PayFast signs them in that order. */
export type OrderedFields = readonly (readonly [string, string])[];

/** PHP's `urlencode`: letters, digits and `-_.` as they are, a space as `+`, the rest `%XX`. */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

const md5 = (text: string) => crypto.createHash('md5').update(text).digest('hex');

/** The signature of the payment form: its non-empty fields, trimmed, then the passphrase. */
export function formSignature(fields: OrderedFields, passphrase: string): string {
  const pairs = fields
    .filter(([, value]) => value.trim() !== '')
    .map(([key, value]) => `${key}=${phpUrlencode(value.trim())}`);
  if (passphrase.trim() !== '') pairs.push(`passphrase=${phpUrlencode(passphrase.trim())}`);
  return md5(pairs.join('&'));
}

/** A top-up as the payment form asks PayFast for it. */
export interface PaymentRequest {
  /** Ours: PayFast sends it back as `m_payment_id`. */
  paymentId: string;
  amountCents: number;
  itemName: string;
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
  email?: string | undefined;
}

/** Rand with two decimals, as PayFast writes amounts ('1850.00'). */
export function randText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`not an amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** '1850.00' (or '1850', '1850.5') as whole cents; null when it is not an amount. */
export function parseRand(text: string | undefined): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The form the browser posts to `{host}/eng/process`, signature last. */
export function paymentForm(
  config: PayFastConfig,
  request: PaymentRequest,
): { action: string; fields: OrderedFields } {
  const fields: [string, string][] = [
    ['merchant_id', config.merchantId],
    ['merchant_key', config.merchantKey],
    ['return_url', request.returnUrl],
    ['cancel_url', request.cancelUrl],
    ['notify_url', request.notifyUrl],
    ['email_address', request.email ?? ''],
    ['m_payment_id', request.paymentId],
    ['amount', randText(request.amountCents)],
    ['item_name', request.itemName],
  ];
  const sent = fields.filter(([, value]) => value.trim() !== '');
  return {
    action: `${config.host}/eng/process`,
    fields: [...sent, ['signature', formSignature(sent, config.passphrase)]],
  };
}

/** The ITN's fields before `signature`, as PayFast signed them and wants them confirmed. */
export function itnParamString(posted: OrderedFields): string {
  const pairs: string[] = [];
  for (const [key, value] of posted) {
    if (key === 'signature') break;
    pairs.push(`${key}=${phpUrlencode(value)}`);
  }
  return pairs.join('&');
}

export function itnSignatureValid(posted: OrderedFields, passphrase: string): boolean {
  const given = posted.find(([key]) => key === 'signature')?.[1] ?? '';
  const base = itnParamString(posted);
  const signed = passphrase.trim() === '' ? base : `${base}&passphrase=${phpUrlencode(passphrase)}`;
  const expected = md5(signed);
  return (
    given.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))
  );
}

/** What an ITN says, once its checks pass. */
export interface ConfirmedPayment {
  paymentId: string;
  gatewayPaymentId: string;
  amountCents: number;
}

export type ItnOutcome =
  | { ok: true; payment: ConfirmedPayment }
  | {
      ok: false;
      reason: 'signature' | 'incomplete' | 'amount' | 'unconfirmed' | 'malformed';
    };

/**
 * An ITN's checks, cheapest first: the signature, the fields (ours, COMPLETE), the amount the
 * top-up asked for (`expectedCents`, looked up by `m_payment_id`), then PayFast's confirmation
 * (`confirm` posts the parameter string to `{host}/eng/query/validate`: true for 'VALID').
 */
export async function checkItn(
  posted: OrderedFields,
  passphrase: string,
  expectedCents: (paymentId: string) => Promise<number | null>,
  confirm: (paramString: string) => Promise<boolean>,
): Promise<ItnOutcome> {
  if (!itnSignatureValid(posted, passphrase)) return { ok: false, reason: 'signature' };
  const field = (name: string) => posted.find(([key]) => key === name)?.[1];
  const paymentId = field('m_payment_id') ?? '';
  const gatewayPaymentId = field('pf_payment_id') ?? '';
  const amountCents = parseRand(field('amount_gross'));
  if (!paymentId || !gatewayPaymentId || amountCents === null)
    return { ok: false, reason: 'malformed' };
  if (field('payment_status') !== 'COMPLETE') return { ok: false, reason: 'incomplete' };
  if ((await expectedCents(paymentId)) !== amountCents) return { ok: false, reason: 'amount' };
  if (!(await confirm(itnParamString(posted)))) return { ok: false, reason: 'unconfirmed' };
  return { ok: true, payment: { paymentId, gatewayPaymentId, amountCents } };
}
