import { Component, Suspense, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import type { SignedInPage } from '../../app/pages';
import { useAuth } from '../../lib/auth';
import { splitComponent, type SplitComponent } from '../../lib/split-component';
import { mayHoldSessionNow } from '../../lib/stored-session';
import type { AccountGateProps } from './account-gate';
import { LoadFailed, PageSkeleton, SignInRequired } from './gates';

/** The account half of the gate, in a chunk that only someone signed in downloads. */
const accountGate = splitComponent<AccountGateProps>(() => import('./account-gate'));
if (mayHoldSessionNow()) void accountGate.load().catch(() => undefined);

/** A page whose code could not be downloaded (a dropped connection): the way to try again. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Could not load the page', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <LoadFailed /> : this.props.children;
  }
}

function AccountGateOf({ page }: AccountGateProps) {
  const [Gate] = useState(accountGate.current);
  return <Gate page={page} />;
}

export interface SignedInGateProps {
  entry: SignedInPage;
  /** The page itself, in a chunk of its own. */
  page: SplitComponent;
}

/**
 * What every signed-in page (access 'signed-in' in the page registry) is behind, in a small chunk
 * of its own: a visitor who is not signed in gets the page's sign-in view (prerendered into the
 * page's shell, and what a tap on "Request quote" shows a visitor) and downloads nothing more;
 * for someone signed in the account half (./account-gate.tsx) and the page load together, and
 * the page renders with the account (useAccount).
 */
export default function SignedInGate({ entry, page }: SignedInGateProps) {
  const { user, loading } = useAuth();
  useEffect(() => {
    if (user) void page.load().catch(() => undefined);
  }, [user, page]);

  if (!user) return loading ? <PageSkeleton /> : <SignInRequired {...entry.signIn} />;
  return (
    <LoadBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <AccountGateOf page={page} />
      </Suspense>
    </LoadBoundary>
  );
}
