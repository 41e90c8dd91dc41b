import {
  Component,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { useAuth } from '../../lib/auth';
import { splitComponent, type ComponentModule } from '../../lib/split-component';
import { mayHoldSessionNow } from '../../lib/stored-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadFailed, PageSkeleton, SignInRequired } from './gates';

export interface SignedInPageOptions {
  /** Tab title and description while the page itself is not showing (sign-in view, loading). */
  title: string;
  description: string;
  /** The sign-in view a visitor who is not signed in gets. */
  signIn: { title: string; text: string };
  /** The page a signed-in visitor sees, in a chunk of its own. */
  load: () => ComponentModule;
}

function Titled({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  return children;
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

/**
 * A page only a signed-in visitor can use, in two chunks: this small one answers a visitor who
 * is not signed in with the page's sign-in view (prerendered into the page's shell, and what a
 * tap on "Request quote" shows a visitor), and the page itself loads only for a signed-in one.
 * When the browser may hold a session, the page's code is asked for as soon as this chunk runs,
 * alongside the sign-in check instead of after it.
 */
export function signedInPage(options: SignedInPageOptions): ComponentType {
  const page = splitComponent(options.load);
  if (mayHoldSessionNow()) void page.load().catch(() => undefined);

  function SignedIn() {
    // A page whose code has arrived renders at once, without a pass through the skeleton.
    const [Page] = useState<ComponentType>(page.current);
    return <Page />;
  }

  function SignedInPage() {
    const { user, loading } = useAuth();
    if (!user) {
      return (
        <Titled title={options.title} description={options.description}>
          {loading ? <PageSkeleton /> : <SignInRequired {...options.signIn} />}
        </Titled>
      );
    }
    return (
      <LoadBoundary>
        <Suspense
          fallback={
            <Titled title={options.title} description={options.description}>
              <PageSkeleton />
            </Titled>
          }
        >
          <SignedIn />
        </Suspense>
      </LoadBoundary>
    );
  }
  return SignedInPage;
}
