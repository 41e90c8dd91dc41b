/**
 * The stand-in for TradeSafe's parties (tokens): a person and, for a seller, the bank account it
 * is paid into, checked as the partner checks it.
 */

export interface Party {
  givenName: string;
  familyName: string;
  email: string;
  bankAccount: { bank: string; accountNumber: string } | null;
}

/** The banks and kinds of account the stand-in knows (TradeSafe's enums, as Khaya uses them). */
const BANKS = new Set([
  'ABSA',
  'AFRICAN',
  'CAPITEC',
  'DISCOVERY',
  'FNB',
  'INVESTEC',
  'NEDBANK',
  'SBSA',
  'TYME',
]);
const ACCOUNT_TYPES = new Set(['CHEQUE', 'SAVINGS', 'TRANSMISSION']);

export const standInParty = (input: unknown): Party => {
  const given = input as
    { user?: Partial<Party>; bankAccount?: Record<string, unknown> } | undefined;
  const user = given?.user ?? {};
  if (!user.email || !user.givenName)
    throw new Error('A token needs a user with a name and email.');
  return {
    givenName: user.givenName,
    familyName: user.familyName ?? '',
    email: user.email,
    bankAccount: given?.bankAccount ? bankAccount(given.bankAccount) : null,
  };
};

/**
 * A bank account as the partner checks it: a known bank and kind, 7 to 11 digits, and (as a
 * bank's check digit would) not one the stand-in's check refuses: numbers starting 999.
 */
function bankAccount(account: Record<string, unknown>): Party['bankAccount'] {
  const number = typeof account['accountNumber'] === 'string' ? account['accountNumber'] : '';
  if (!BANKS.has(String(account['bank']))) throw new Error('Unknown bank.');
  if (!ACCOUNT_TYPES.has(String(account['accountType']))) throw new Error('Unknown account type.');
  if (!/^\d{7,11}$/.test(number) || number.startsWith('999'))
    throw new Error('The bank account number is not valid.');
  return { bank: String(account['bank']), accountNumber: number };
}
