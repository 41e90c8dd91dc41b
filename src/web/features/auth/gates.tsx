import { Lock, TriangleAlert, UserX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { useAuthHref } from './return-to';

function Gate({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <main id="main" className="flex flex-1 items-start justify-center px-4 py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          {icon}
        </span>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-2">{action}</div>
      </Card>
    </main>
  );
}

/**
 * What a signed-in page shows a visitor who is not signed in: sign in, or create an account (as a
 * provider on the provider pages), either way coming back to this page afterwards.
 */
export function SignInRequired({
  title,
  text,
  signUpAs,
  note,
}: {
  title: string;
  text: string;
  signUpAs?: 'customer' | 'provider';
  /** A line under the buttons (what happens to what the visitor already typed). */
  note?: string;
}) {
  const signIn = useAuthHref('/login');
  const signUp = useAuthHref('/register', signUpAs === 'provider');
  return (
    <Gate
      icon={<Lock className="size-7" aria-hidden />}
      title={title}
      text={text}
      action={
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link href={signIn} data-return="">
              Sign In
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={signUp} data-return="">
              Create an account
            </Link>
          </Button>
          {note ? <p className="w-full pt-2 text-sm text-muted-foreground">{note}</p> : null}
        </div>
      }
    />
  );
}

export function AccountNotFound() {
  return (
    <Gate
      icon={<UserX className="size-7" aria-hidden />}
      title="Account Not Found"
      text="Your sign-in has no account with us yet. Finish creating your account to continue."
      action={
        <Button asChild>
          <Link href="/register">Create Account</Link>
        </Button>
      }
    />
  );
}

export function PageSkeleton() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </main>
  );
}

export function LoadFailed() {
  return (
    <Gate
      icon={<TriangleAlert className="size-7" aria-hidden />}
      title="Something went wrong"
      text="We could not load your account. Check your connection and try again."
      action={<Button onClick={() => window.location.reload()}>Try again</Button>}
    />
  );
}
