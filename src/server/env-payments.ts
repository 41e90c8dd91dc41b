import { z } from 'zod';
import { EnvError } from './env-error';
import { parseSealKey } from './lib/sealed';

/**
 * The variables of the payment services, read with the rest by `readEnv` (./env.ts): PayFast for
 * top-ups of Khaya credit, TradeSafe for payment through Khaya, and the key providers' bank
 * account numbers are sealed with. Unset: the stand-ins `npm start` brings up.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const paymentEnvFields = {
  PAYFAST_MERCHANT_ID: optionalText,
  PAYFAST_MERCHANT_KEY: optionalText,
  PAYFAST_PASSPHRASE: optionalText,
  PAYFAST_SANDBOX: z.enum(['true', 'false']).default('false'),
  TRADESAFE_CLIENT_ID: optionalText,
  TRADESAFE_CLIENT_SECRET: optionalText,
  TRADESAFE_API_URL: z.url().default('https://api.tradesafe.co.za'),
  TRADESAFE_AUTH_URL: z.url().default('https://auth.tradesafe.co.za'),
  PAYOUT_DETAILS_KEY: optionalText,
};

type PaymentVariables = z.infer<z.ZodObject<typeof paymentEnvFields>> & { NODE_ENV: string };

export interface PaymentEnv {
  /** PayFast, where top-ups of Khaya credit are paid; unset: the stand-in at /dev/payfast. */
  payfast:
    { merchantId: string; merchantKey: string; passphrase: string; sandbox: boolean } | undefined;
  /** TradeSafe, the escrow partner for payment through Khaya; unset: the stand-in at /dev/tradesafe. */
  tradesafe:
    { clientId: string; clientSecret: string; apiUrl: string; authUrl: string } | undefined;
  /**
   * The key providers' bank account numbers are sealed with (lib/sealed.ts); unset outside
   * production: a key kept in DATA_DIR/payout-details.key.
   */
  payoutDetailsKey: Buffer | undefined;
}

/** The payment services' settings, each checked whole (both parts of a pair, or neither). */
export function readPaymentEnv(e: PaymentVariables): PaymentEnv {
  if (Boolean(e.PAYFAST_MERCHANT_ID) !== Boolean(e.PAYFAST_MERCHANT_KEY)) {
    throw new EnvError(
      'PAYFAST_MERCHANT_ID needs PAYFAST_MERCHANT_KEY too (and PAYFAST_PASSPHRASE when one is set ' +
        'in the PayFast dashboard); without both, top-ups go to the stand-in at /dev/payfast.',
    );
  }

  if (Boolean(e.TRADESAFE_CLIENT_ID) !== Boolean(e.TRADESAFE_CLIENT_SECRET)) {
    throw new EnvError(
      'TRADESAFE_CLIENT_ID needs TRADESAFE_CLIENT_SECRET too (from your TradeSafe application); ' +
        'without both, payment through Khaya goes to the stand-in at /dev/tradesafe.',
    );
  }

  const payoutDetailsKey = e.PAYOUT_DETAILS_KEY ? parseSealKey(e.PAYOUT_DETAILS_KEY) : undefined;
  if (payoutDetailsKey === null) {
    throw new EnvError(
      'PAYOUT_DETAILS_KEY must be 32 random bytes as 64 hex characters (openssl rand -hex 32).',
    );
  }
  if (e.NODE_ENV === 'production' && e.TRADESAFE_CLIENT_ID && !payoutDetailsKey) {
    throw new EnvError(
      'Refusing to start: payment through Khaya (TRADESAFE_CLIENT_ID) keeps providers’ bank ' +
        'accounts, sealed with PAYOUT_DETAILS_KEY: set it (openssl rand -hex 32) and keep it safe.',
    );
  }

  return {
    payfast:
      e.PAYFAST_MERCHANT_ID && e.PAYFAST_MERCHANT_KEY
        ? {
            merchantId: e.PAYFAST_MERCHANT_ID,
            merchantKey: e.PAYFAST_MERCHANT_KEY,
            passphrase: e.PAYFAST_PASSPHRASE ?? '',
            sandbox: e.PAYFAST_SANDBOX === 'true',
          }
        : undefined,
    tradesafe:
      e.TRADESAFE_CLIENT_ID && e.TRADESAFE_CLIENT_SECRET
        ? {
            clientId: e.TRADESAFE_CLIENT_ID,
            clientSecret: e.TRADESAFE_CLIENT_SECRET,
            apiUrl: e.TRADESAFE_API_URL.replace(/\/+$/, ''),
            authUrl: e.TRADESAFE_AUTH_URL.replace(/\/+$/, ''),
          }
        : undefined,
    payoutDetailsKey,
  };
}
