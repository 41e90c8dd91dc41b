import { Link } from 'wouter';
import { useAuthHref } from '../auth';
import { withoutProvider } from './asked-provider';

/** Request a Service's word to a visitor: describe the job first, sign in when sending it. */
export function VisitorNote({
  text = 'Describe the job first: you sign in or create a free account when you send it.',
}: {
  text?: string;
}) {
  const signIn = useAuthHref('/login');
  const signUp = useAuthHref('/register');
  return (
    <p className="mt-2 text-sm text-muted-foreground" data-testid="visitor-note">
      {text}{' '}
      <Link href={signIn} data-return="" className="font-medium text-primary underline">
        Sign in
      </Link>{' '}
      or{' '}
      <Link href={signUp} data-return="" className="font-medium text-primary underline">
        Create an account
      </Link>
    </p>
  );
}

/** The request described before signing in: being sent, or filled in below to check. */
export function DraftNote({ sending }: { sending: boolean }) {
  return (
    <p
      className="mt-4 rounded-lg border bg-muted/50 p-3 text-sm"
      data-testid="draft-note"
      role="status"
    >
      {sending
        ? 'Sending the request you described before signing in...'
        : 'The request you described before signing in is filled in below: check it and send it.'}
    </p>
  );
}

/** The provider the customer came to ask, with the way to ask everyone instead. */
export function AskedProviderNote({ name, search }: { name: string; search: string }) {
  return (
    <p
      className="mt-4 rounded-lg border border-warm bg-warm/10 p-3 text-sm"
      data-testid="asked-provider"
    >
      You are asking <span className="font-semibold">{name}</span> for a quote: they see your
      request first. Other providers near you can quote too.{' '}
      <Link href={withoutProvider(search)} className="font-medium text-primary underline">
        Ask everyone instead
      </Link>
    </p>
  );
}
