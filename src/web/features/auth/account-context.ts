import { createContext, useContext } from 'react';
import type { User } from '../../../domain/schemas/users';

/**
 * The signed-in person's user record, provided by the account gate (./account-gate.tsx). A module
 * of its own: a page visitors see too reads it without loading the gate.
 */
export const AccountContext = createContext<User | null>(null);

/**
 * The signed-in visitor's user record. Only a signed-in page (access 'signed-in' in the page
 * registry) may ask: its gate renders it once the record has loaded.
 */
export function useAccount(): User {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount() is for pages behind the signed-in gate');
  return account;
}

/**
 * The account on a page a visitor may also see (`visitors: 'page'` in the page registry): null
 * when nobody is signed in.
 */
export function useAccountIfSignedIn(): User | null {
  return useContext(AccountContext);
}
