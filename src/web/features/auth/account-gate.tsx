import { Suspense, useState } from 'react';
import { useAuth } from '../../lib/auth';
import type { SplitComponent } from '../../lib/split-component';
import { EmailConfirmation } from './email-confirmation';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { AccountNotFound } from './gates';
import { AccountContext } from './account-context';
import { useUserRecord } from './use-user-record';

export { useAccount } from './account-context';

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
