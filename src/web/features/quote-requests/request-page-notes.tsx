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

const NOTE = 'mt-4 rounded-lg border bg-muted/50 p-3 text-sm';

/**
 * The request described before signing in, or `kept` on the phone for want of signal: being
 * sent, or filled in below to check.
 */
export function DraftNote({ sending, kept }: { sending: boolean; kept: boolean }) {
  return (
    <p className={NOTE} data-testid="draft-note" role="status">
      {kept ? m.req_kept_sending() : sending ? m.req_draft_sending() : m.req_draft_check()}
    </p>
  );
}

/** The form filled in again with what was typed on this phone before, and the way to empty it. */
export function TypedNote({ onStartAgain }: { onStartAgain: () => void }) {
  return (
    <p className={NOTE} data-testid="typed-note">
      {m.req_typed()}{' '}
      <button type="button" onClick={onStartAgain} className="font-medium text-primary underline">
        {m.req_start_again()}
      </button>
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
