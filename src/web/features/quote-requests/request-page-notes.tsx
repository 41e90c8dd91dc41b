import { Link } from 'wouter';
import { useAuthHref } from '../auth';
import { withoutProvider } from './asked-provider';
import { m } from '../../../i18n/paraglide/messages.js';
import { NameInSentence } from '../../components/name-in-sentence';

/** Request a Service's word to a visitor: describe the job first, sign in when sending it. */
export function VisitorNote({ text = m.req_visitor_note() }: { text?: string }) {
  const signIn = useAuthHref('/login');
  const signUp = useAuthHref('/register');
  return (
    <p className="mt-2 text-sm text-muted-foreground" data-testid="visitor-note">
      {text}{' '}
      <Link href={signIn} data-return="" className="font-medium text-primary underline">
        {m.note_sign_in()}
      </Link>{' '}
      {m.login_or()}{' '}
      <Link href={signUp} data-return="" className="font-medium text-primary underline">
        {m.note_create_account()}
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
      {sending ? m.req_draft_sending() : m.req_draft_check()}
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
      <NameInSentence sentence={m.req_asked} name={name} />{' '}
      <Link href={withoutProvider(search)} className="font-medium text-primary underline">
        {m.req_ask_everyone()}
      </Link>
    </p>
  );
}
