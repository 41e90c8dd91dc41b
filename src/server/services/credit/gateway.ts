import dns from 'node:dns/promises';
import {
  checkItn,
  paymentForm,
  type ItnOutcome,
  type OrderedFields,
  type PayFastConfig,
  type PaymentRequest,
} from '../../lib/payments/payfast';

/**
 * The payment gateway, as the top-ups see it (ADR 14): the form the browser posts to pay, and
 * the checks a notification must pass. PayFast is the adapter here; Paystack, Ozow or Yoco
 * would be another behind the same port.
 */
export interface PaymentGateway {
  readonly name: string;
  paymentForm(request: PaymentRequest): { action: string; fields: OrderedFields };
  /**
   * A notification's checks: where it came from, its signature and fields, the amount the
   * top-up asked for, and the gateway's own confirmation read back.
   */
  checkNotification(
    posted: OrderedFields,
    sourceIp: string,
    expectedCents: (paymentId: string) => Promise<number | null>,
  ): Promise<ItnOutcome | { ok: false; reason: 'source' }>;
}

/** PayFast's servers, whose addresses an ITN must come from. */
export const PAYFAST_NOTIFY_HOSTS = [
  'www.payfast.co.za',
  'sandbox.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
];

export interface PayFastGatewayOptions extends PayFastConfig {
  /** Addresses ITNs may come from: PayFast's hosts (looked up), or a list (a stand-in). */
  sources: 'payfast' | readonly string[];
  fetch?: typeof fetch;
}

const plain = (ip: string) => ip.replace(/^::ffff:/, '');

async function payFastAddresses(): Promise<Set<string>> {
  const found = await Promise.all(
    PAYFAST_NOTIFY_HOSTS.map((host) =>
      dns.lookup(host, { all: true }).then(
        (addresses) => addresses.map((a) => a.address),
        () => [] as string[],
      ),
    ),
  );
  return new Set(found.flat());
}

export function payFastGateway(options: PayFastGatewayOptions): PaymentGateway {
  const send = options.fetch ?? fetch;
  return {
    name: 'payfast',
    paymentForm: (request) => paymentForm(options, request),
    async checkNotification(posted, sourceIp, expectedCents) {
      const allowed =
        options.sources === 'payfast' ? await payFastAddresses() : new Set(options.sources);
      if (!allowed.has(plain(sourceIp))) return { ok: false, reason: 'source' };
      return checkItn(posted, options.passphrase, expectedCents, async (paramString) => {
        try {
          const answer = await send(`${options.host}/eng/query/validate`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: paramString,
            signal: AbortSignal.timeout(10_000),
          });
          return answer.ok && (await answer.text()).trim() === 'VALID';
        } catch {
          return false;
        }
      });
    },
  };
}

/** Loopback addresses: where the embedded stand-in and the tests' fake gateway send from. */
export const LOOPBACK_SOURCES = ['127.0.0.1', '::1'] as const;
