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
        title: 'Reset email sent!',
        description: 'Check your email for instructions to reset your password.',
      });
      setSentTo(email);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Reset failed',
        description: resetErrorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  });

  const backToSignIn = (
    <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthLayout title="Check your email" footer={backToSignIn}>
        <div className="flex flex-col items-center gap-3 text-center" role="status">
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <MailCheck className="size-7" aria-hidden />
          </span>
          <p className="text-sm text-muted-foreground">
            We sent a password reset link to{' '}
            <span className="font-medium text-foreground">{sentTo}</span>. Follow it to choose a new
            password.
          </p>
        </div>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Send again
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset your password"
      description="Enter your email and we'll send you a link to reset your password"
      footer={backToSignIn}
    >
      <form
        name="reset-password"
        onFocus={preloadValidation}
        onSubmit={(e) => void onSubmit(e)}
        noValidate
        className="grid gap-4"
      >
        <BoundField form={form} name="email" label="Email" as={EmailInput} disabled={busy} />
        <Button type="submit" disabled={busy || !started}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
