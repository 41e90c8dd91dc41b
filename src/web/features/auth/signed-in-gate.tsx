import {
  Component,
  createContext,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import type { User } from '../../../domain/schemas/users';
import type { SignedInPage } from '../../app/pages';
import { useAuth } from '../../lib/auth';
import type { SplitComponent } from '../../lib/split-component';
import { AccountNotFound, LoadFailed, PageSkeleton, SignInRequired } from './gates';
import { useUserRecord } from './use-user-record';

const AccountContext = createContext<User | null>(null);

/**
 * The signed-in visitor's user record. Only a signed-in page (access 'signed-in' in the page
 * registry) may ask: the gate renders it once the record has loaded.
 */
export function useAccount(): User {
  const account = useContext(AccountContext);
  if (!account) throw new Error('useAccount() is for pages behind the signed-in gate');
  return account;
}

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

function PageOf({ page }: { page: SplitComponent }) {
  // A page whose code has arrived renders at once, without a pass through the skeleton.
  const [Page] = useState(page.current);
  return <Page />;
}

export interface SignedInGateProps {
  entry: SignedInPage;
  /** The page itself, in a chunk of its own. */
  page: SplitComponent;
}

/**
 * What every signed-in page (access 'signed-in' in the page registry) is behind, in a small chunk
 * of its own: a visitor who is not signed in gets the page's sign-in view (prerendered into the
 * page's shell, and what a tap on "Request quote" shows a visitor); a signed-in one whose account
 * is missing or cannot be loaded gets that said; only then does the page render, with the account
 * (useAccount). The page's code is asked for as soon as someone is signed in, alongside the
 * account instead of after it.
 */
export default function SignedInGate({ entry, page }: SignedInGateProps) {
  const { user, loading } = useAuth();
  const account = useUserRecord();
  useEffect(() => {
    if (user) void page.load().catch(() => undefined);
  }, [user, page]);

  if (!user) return loading ? <PageSkeleton /> : <SignInRequired {...entry.signIn} />;
  if (account.status === 'missing') return <AccountNotFound />;
  if (account.status === 'error') return <LoadFailed />;
  if (account.status !== 'ready') return <PageSkeleton />;
  return (
    <AccountContext.Provider value={account.record}>
      <LoadBoundary>
        <Suspense fallback={<PageSkeleton />}>
          <PageOf page={page} />
        </Suspense>
      </LoadBoundary>
    </AccountContext.Provider>
  );
}
