import type { PayoutAccountType } from '../../../domain/payout-accounts';
import { m } from '../../../i18n/paraglide/messages.js';

/** A kind of bank account in this build's language (domain/payout-accounts.ts has the English). */
const ACCOUNT_TYPES: Record<PayoutAccountType, () => string> = {
  CHEQUE: m.po_type_cheque,
  SAVINGS: m.po_type_savings,
  TRANSMISSION: m.po_type_transmission,
};

export const accountTypeWords = (type: PayoutAccountType): string => ACCOUNT_TYPES[type]();
