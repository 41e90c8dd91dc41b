import { Suspense, useEffect, useState, type ComponentType } from 'react';
import type { SignedInPage } from '../../app/pages';
import { useAuth } from '../../lib/auth';
import { splitComponent, type SplitComponent } from '../../lib/split-component';
import { mayHoldSessionNow } from '../../lib/stored-session';
import type { AccountGateProps } from './account-gate';
import { LoadBoundary, PageSkeleton } from '../../components/page-gate';
import { SignInRequired } from './gates';

/**
 * The signed-in pages (src/web/pages/signed-in/), each in a chunk of its own, asked for from here:
 * what this chunk holds (the gates, the sign-in view) is not downloaded again with them.
 */
const pageModules = import.meta.glob<{ default: ComponentType }>('../../pages/signed-in/*.tsx');
const pages = new Map<string, SplitComponent>();

/** A signed-in page's code, by its registry name. */
export function signedInPage(name: string): SplitComponent {
  let page = pages.get(name);
  if (!page) {
    const load = pageModules[`../../pages/signed-in/${name}.tsx`];
    if (!load)
      throw new Error(
        `No module for the signed-in page ${name}: add src/web/pages/signed-in/${name}.tsx`,
      );
    page = splitComponent(load);
    pages.set(name, page);
  }
  return page;
}

/** The account half of the gate, in a chunk that only someone signed in downloads. */
const accountGate = splitComponent<AccountGateProps>(() => import('./account-gate'));
if (mayHoldSessionNow()) void accountGate.load().catch(() => undefined);

/** Loads the account half and the page (the server knows the person: ADR 11). */
export async function loadForPerson(name: string): Promise<void> {
  await Promise.all([accountGate.load(), signedInPage(name).load()]);
}

function AccountGateOf({ page }: AccountGateProps) {
  const [Gate] = useState(accountGate.current);
  return <Gate page={page} />;
}

/** A page a visitor may see: itself, without an account (useAccountIfSignedIn is null). */
function VisitorPage({ page }: { page: SplitComponent }) {
  const [Page] = useState(page.current);
  return <Page />;
}

export interface SignedInGateProps {
  entry: SignedInPage;
}

/**
 * What every signed-in page (access 'signed-in' in the page registry) is behind, in a small chunk
 * of its own: a visitor who is not signed in gets the page's sign-in view (prerendered into the
 * page's shell, and what a tap on "Request quote" shows a visitor) and downloads nothing more,
 * unless the page lets visitors in (`visitors: 'page'`: they see the page, without an account);
 * for someone signed in the account half (./account-gate.tsx) and the page load together, and
 * the page renders with the account (useAccount).
 */
export default function SignedInGate({ entry }: SignedInGateProps) {
  const { user, loading } = useAuth();
  const page = signedInPage(entry.name);
  useEffect(() => {
    if (user || entry.visitors === 'page') void page.load().catch(() => undefined);
  }, [user, page, entry.visitors]);

  if (!user) {
    if (loading) return <PageSkeleton />;
    if (entry.visitors === 'page')
      return (
        <LoadBoundary>
          <Suspense fallback={<PageSkeleton />}>
            <VisitorPage page={page} />
          </Suspense>
        </LoadBoundary>
      );
    return <SignInRequired {...entry.signIn} />;
  }
  return (
    <LoadBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <AccountGateOf page={page} />
      </Suspense>
    </LoadBoundary>
  );
}
