import { useQueryClient } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth';
import { googleErrorMessage } from './auth-errors';
import { refreshEmailVerified, sendVerificationAgain } from './sign-in-changes';

type State = 'idle' | 'checking' | 'sending' | 'sent' | 'not-yet' | { error: string };

/**
 * Above every signed-in page while the sign-in's email is not proved (a password sign-up whose
 * link was not opened yet): Khaya emails nothing until it is. Coming back to the tab (from the
 * mail app) checks again by itself; 'I have opened it' checks at once.
 */
export function EmailConfirmation({ email }: { email: string }) {
  const auth = useAuth();
  const client = useQueryClient();
  const [state, setState] = useState<State>('idle');

  const check = useCallback(
    async (quiet: boolean) => {
      if (!quiet) setState('checking');
      try {
        const proved = await refreshEmailVerified(auth);
        if (proved) {
          // The account and the channels read again with the new token: the server records it.
          await client.invalidateQueries({ queryKey: ['/api/users'] });
          await client.invalidateQueries({ queryKey: ['/api/notifications'] });
        } else if (!quiet) setState('not-yet');
      } catch (error) {
        if (!quiet) setState({ error: googleErrorMessage(error, 'Could not check. Try again.') });
      }
    },
    [auth, client],
  );

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check(true);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [check]);

  const resend = async () => {
    setState('sending');
    try {
      await sendVerificationAgain(auth);
      setState('sent');
    } catch (error) {
      setState({ error: googleErrorMessage(error, 'Could not send the email. Try again.') });
    }
  };

  const busy = state === 'checking' || state === 'sending';
  return (
    <section
      aria-labelledby="email-confirmation-title"
      className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <MailCheck className="hidden size-5 shrink-0 sm:block" aria-hidden />
        <div className="min-w-0 flex-[1_1_16rem] text-sm">
          <h2 id="email-confirmation-title" className="font-semibold">
            Confirm your email address
          </h2>
          <p className="break-words">
            Open the link we sent to <strong>{email}</strong>. Until then Khaya sends you nothing by
            email (the bell here still shows everything).
          </p>
          <p className="min-h-5" role="status" aria-live="polite">
            {state === 'sent'
              ? 'Sent. Check your inbox, and the spam folder.'
              : state === 'not-yet'
                ? 'Not confirmed yet: open the link in the email, then come back.'
                : typeof state === 'object'
                  ? state.error
                  : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void check(false)} disabled={busy}>
            {state === 'checking' ? 'Checking...' : 'I have opened it'}
          </Button>
          <Button size="sm" variant="outline" onClick={() => void resend()} disabled={busy}>
            {state === 'sending' ? 'Sending...' : 'Send the link again'}
          </Button>
        </div>
      </div>
    </section>
  );
}
