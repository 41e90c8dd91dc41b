import { FEE_RULE, hireFeeRand, TOP_UP_FIRST, type FeeRule } from '../../../domain/fees';
import { formatRand } from '../../../domain/money';
import { SERVICE_TYPES, type ServiceType } from '../../../domain/services';
import type { Locale } from '../../../domain/locales';
import { m } from '../../../i18n/paraglide/messages.js';
import { LOCALE } from '../../lib/locale';
import { serviceWord } from '../../lib/service-words';

/**
 * A provider's credit in this build's language (issue 50): what a price would cost in fees, and
 * the statement's lines, which the ledger keeps in English (services/credit and the features that
 * post to it write them) and which are said here by their shape.
 */

/** Before a provider sends a price: 'If you are hired at R1 850 the fee is R93. Quoting is free.' */
export function feeNoticeWords(amountRand: number, earlierHires: number, rule: FeeRule = FEE_RULE) {
  const fee = hireFeeRand(amountRand, earlierHires, rule);
  const freeLeft = rule.freeHires - earlierHires;
  if (fee === 0 && freeLeft > 0) return m.biz_fee_free({ free: rule.freeHires, left: freeLeft });
  return m.biz_fee_if_hired({ amount: formatRand(amountRand), fee: formatRand(fee) });
}

const AMOUNT = 'R[\\d\\s\\u00a0]+(?:[.,]\\d{2})?';
type Said = (found: string[], options: { locale: Locale }) => string;
const STATEMENT_LINES: readonly [RegExp, Said][] = [
  [
    new RegExp(`^Fee for a (\\w+) hire at (${AMOUNT})$`),
    ([service = '', amount = ''], options) =>
      m.biz_r_fee(
        {
          service: (SERVICE_TYPES as readonly string[]).includes(service)
            ? serviceWord(service as ServiceType)
            : service,
          amount,
        },
        options,
      ),
  ],
  [
    new RegExp(`^Top-up of (${AMOUNT}) by card or EFT$`),
    ([amount = ''], options) => m.biz_r_top_up({ amount }, options),
  ],
  [
    /^Visit cancelled by the provider: fee given back$/,
    (_, options) => m.biz_r_back_cancelled({}, options),
  ],
  [
    /^Instant booking declined in time: fee given back$/,
    (_, options) => m.biz_r_back_declined({}, options),
  ],
  [
    new RegExp(`^Fee from a payout through Khaya of (${AMOUNT})$`),
    ([amount = ''], options) => m.biz_r_payout({ amount }, options),
  ],
  [
    new RegExp(`^Fee from a cancellation fee paid through Khaya of (${AMOUNT})$`),
    ([amount = ''], options) => m.biz_r_cancel_fee({ amount }, options),
  ],
];

/** A statement line in this build's language; an admin's own words stay as they wrote them. */
export function statementLineWords(reason: string, locale: Locale = LOCALE): string {
  if (locale === 'en-ZA') return reason;
  for (const [shape, words] of STATEMENT_LINES) {
    const found = shape.exec(reason);
    if (found) return words(found.slice(1), { locale });
  }
  return reason;
}

/** What the server says when a quote waits for a top-up, in this build's language. */
export const topUpFirstWords = (message: string): string =>
  message === TOP_UP_FIRST ? m.biz_top_up_first() : message;
