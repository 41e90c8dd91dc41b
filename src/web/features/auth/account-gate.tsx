import { createContext, Suspense, useContext, useState } from 'react';
import type { User } from '../../../domain/schemas/users';
import { useAuth } from '../../lib/auth';
import type { SplitComponent } from '../../lib/split-component';
import { EmailConfirmation } from '../account/email-confirmation';
import { AccountNotFound, LoadFailed, PageSkeleton } from './gates';
import { useUserRecord } from './use-user-record';

const AccountContext = createContext<User | null>(null);

/**
 * The signed-in visitor's user record. Only a signed-in page (access 'signed-in' in the page
 * registry) may ask: its gate renders it once the record has loaded.
 */
export function useAccount(): User {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount() is for pages behind the signed-in gate');
  return account;
}

function PageOf({ page }: { page: SplitComponent }) {
  // A page whose code has arrived renders at once, without a pass through the skeleton.
  const [Page] = useState(page.current);
  return <Page />;
}

export interface AccountGateProps {
  page: SplitComponent;
}

/**
 * The second half of the signed-in gate (./signed-in-gate.tsx), loaded only for someone signed
 * in: their account record, missing or unloadable said so, then the page with the account (and,
 * while the sign-in's email is not proved, the notice that asks for it).
 */
export default function AccountGate({ page }: AccountGateProps) {
  const account = useUserRecord();
  const { user } = useAuth();
  if (account.status === 'missing') return <AccountNotFound />;
  if (account.status === 'error') return <LoadFailed />;
  if (account.status !== 'ready') return <PageSkeleton />;
  return (
    <AccountContext.Provider value={account.record}>
      {user?.email && !user.emailVerified ? <EmailConfirmation email={user.email} /> : null}
      <Suspense fallback={<PageSkeleton />}>
        <PageOf page={page} />
      </Suspense>
    </AccountContext.Provider>
  );
}
