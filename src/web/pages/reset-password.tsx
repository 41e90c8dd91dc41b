import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '../components/ui/button';
import { BoundField } from '../components/ui/bound-field';
import { EmailInput } from '../components/ui/input';
import { toast } from '../components/ui/use-toast';
import { resetErrorMessage } from '../features/auth/auth-errors';
import { AuthLayout } from '../features/auth/auth-layout';
import { useAuth } from '../lib/auth';
import { lazyResolver, preloadValidation } from '../lib/lazy-resolver';
import { typedBeforeStart } from '../lib/typed-before-start';
import { useStarted } from '../lib/use-started';
import { m } from '../../i18n/paraglide/messages.js';
import { Strong } from '../components/name-in-sentence';

const resetResolver = lazyResolver<{ email: string }>('reset-password');

export default function ResetPasswordPage() {
  const { resetPassword } = useAuth();
  const [busy, setBusy] = useState(false);
  const started = useStarted();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Typed into the prerendered form before the app started: kept.
  const [startValues] = useState(() => typedBeforeStart('reset-password', { email: '' }));
  const form = useForm<{ email: string }>({
    resolver: resetResolver,
    defaultValues: startValues,
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setBusy(true);
    try {
      await resetPassword(email);
      toast({
        title: m.reset_sent(),
        description: m.reset_sent_text(),
      });
      setSentTo(email);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: m.reset_failed(),
        description: resetErrorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  });

  const backToSignIn = (
    <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      {m.reset_back()}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout title={m.reset_check_title()} footer={backToSignIn}>
        <div className="flex flex-col items-center gap-3 text-center" role="status">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MailCheck className="size-7" aria-hidden />
          </span>
          <p className="text-sm text-muted-foreground">
            <Strong
              sentence={(part) => m.reset_sent_to({ email: part })}
              part={sentTo}
              className="font-medium text-foreground"
              as="span"
            />
          </p>
        </div>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          {m.reset_again()}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={m.reset_title()} description={m.reset_description()} footer={backToSignIn}>
      <form
        name="reset-password"
        onFocus={preloadValidation}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="grid gap-4"
      >
        <BoundField
          form={form}
          name="email"
          label={m.field_email()}
          as={EmailInput}
          disabled={busy}
        />
        <Button type="submit" disabled={busy || !started}>
          {busy ? m.reset_sending() : m.reset_send()}
        </Button>
      </form>
    </AuthLayout>
  );
}
