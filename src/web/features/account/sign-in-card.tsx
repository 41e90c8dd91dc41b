import { KeyRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangeEmailForm, ChangePasswordForm } from '../../../domain/schemas/users';
import { BoundField } from '../../components/ui/bound-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { EmailInput } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { useAuth } from '../../lib/auth';
import { lazyResolver, loadValidation, preloadValidation } from '../../lib/lazy-resolver';
import { useAccount } from '../auth';
import { accountChangeErrorMessage } from '../auth';
import { useUpdateAccount } from './api';
import { formatPhone } from '../../../domain/phone';
import { FormField } from '../../components/ui/form-field';
import { addEmail, changeEmail, changePassword } from '../auth';

const emailResolver = lazyResolver<ChangeEmailForm>('change-email');
const passwordResolver = lazyResolver<ChangePasswordForm>('change-password');

/** A form named by its heading (for screen readers' form lists, and tests). */
function TitledForm({
  id,
  title,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid content-start gap-4"
      onSubmit={(event) => void onSubmit(event)}
      onFocus={preloadValidation}
      noValidate
    >
      <h3 id={`${id}-title`} className="font-medium">
        {title}
      </h3>
      {children}
    </form>
  );
}

function ChangeEmail() {
  const auth = useAuth();
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChangeEmailForm>({
    resolver: emailResolver,
    defaultValues: { email: '', currentPassword: '' },
  });
  const onSubmit = form.handleSubmit(async ({ email, currentPassword }) => {
    try {
      await changeEmail(auth, currentPassword, email);
    } catch (error) {
      const message = accountChangeErrorMessage(error);
      form.setError(message === 'Incorrect password.' ? 'currentPassword' : 'email', { message });
      return;
    }
    setDone(
      `We sent a link to ${email}. Open it to finish the change, then sign in with ${email}: our emails go there from then on.`,
    );
    form.reset({ email: '', currentPassword: '' });
  });
  return (
    <TitledForm id="change-email" title="Change your email" onSubmit={onSubmit}>
      <BoundField form={form} name="email" label="New email" as={EmailInput} />
      <BoundField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Changing...' : 'Change email'}
        </Button>
        <p className="text-sm" role="status" aria-live="polite">
          {form.formState.errors.root ? (
            <span className="text-destructive">{form.formState.errors.root.message}</span>
          ) : (
            done
          )}
        </p>
      </div>
    </TitledForm>
  );
}

function ChangePassword() {
  const auth = useAuth();
  const [done, setDone] = useState(false);
  const form = useForm<ChangePasswordForm>({
    resolver: passwordResolver,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const onSubmit = form.handleSubmit(async ({ currentPassword, password }) => {
    setDone(false);
    try {
      await changePassword(auth, currentPassword, password);
    } catch (error) {
      const message = accountChangeErrorMessage(error);
      form.setError(message === 'Incorrect password.' ? 'currentPassword' : 'password', {
        message,
      });
      return;
    }
    form.reset();
    setDone(true);
    toast({ title: 'Password changed', description: 'Use your new password next time.' });
  });
  return (
    <TitledForm id="change-password" title="Change your password" onSubmit={onSubmit}>
      <BoundField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <BoundField
        form={form}
        name="password"
        label="New password"
        hint="At least 6 characters."
        type="password"
        autoComplete="new-password"
      />
      <BoundField
        form={form}
        name="confirmPassword"
        label="New password again"
        type="password"
        autoComplete="new-password"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
        <p className="text-sm" role="status" aria-live="polite">
          {done ? 'Password changed.' : null}
        </p>
      </div>
    </TitledForm>
  );
}

/** For an account that signs in with its phone number: an email to add (by its link). */
function AddEmail() {
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let parsed: { success: boolean; data?: string };
    try {
      parsed = (await loadValidation()).emailSchema.safeParse(email);
    } catch {
      setError('Could not check the address. Check your connection and try again.');
      return;
    }
    if (!parsed.success || parsed.data === undefined) {
      setError('Invalid email address');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await addEmail(auth, parsed.data);
      setDone(
        `We sent a link to ${parsed.data}. Open it to add the address: our emails go there from then on.`,
      );
      setEmail('');
    } catch (failure) {
      setError(accountChangeErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledForm id="add-email" title="Add an email" onSubmit={submit}>
      <FormField
        label="Email"
        hint="For quotes and messages by email too. You keep signing in with your phone."
        error={error}
      >
        {(props) => (
          <EmailInput
            {...props}
            name="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? 'Sending...' : 'Send the link'}
        </Button>
        <p className="text-sm" role="status" aria-live="polite">
          {done}
        </p>
      </div>
    </TitledForm>
  );
}

/** How the person signs in: email and password changes, or a word on Google sign-in. */
export function SignInCard() {
  const { user, withFirebase } = useAuth();
  const account = useAccount();
  const withPassword = user?.providerData.some((entry) => entry.providerId === 'password');
  // An account that signs in with its phone number (and no password): that number.
  const withPhone = withPassword
    ? null
    : (user?.providerData.find((entry) => entry.providerId === 'phone')?.phoneNumber ?? null);
  // An email changed from a link (or on another device) reaches the account record here.
  const update = useUpdateAccount();
  const signInEmail = user?.email ?? null;
  const emailVerified = user?.emailVerified ?? false;
  const { mutate, isIdle } = update;
  const saving = useRef<string | null>(null);
  useEffect(() => {
    // Only a proved address: one added to a phone account waits for its link to be opened.
    if (
      !signInEmail ||
      !emailVerified ||
      !isIdle ||
      saving.current === signInEmail ||
      signInEmail.toLowerCase() === account.email.toLowerCase()
    )
      return;
    saving.current = signInEmail;
    // The API takes an email only from a token that carries it: a fresh one from Firebase (a
    // page opened from the session cookie has not loaded it, and the session's claims are older).
    withFirebase('Could not save the new email', async ({ auth: firebase }) => {
      await firebase.currentUser?.getIdToken(true);
      mutate({ email: signInEmail });
    }).catch(() => undefined);
  }, [signInEmail, emailVerified, account.email, isIdle, mutate, withFirebase]);
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound className="size-5 text-primary" aria-hidden />
          Signing in
        </h2>
        <p className="text-sm text-muted-foreground">
          {withPhone ? (
            <>
              You sign in with your mobile number{' '}
              <strong className="whitespace-nowrap text-foreground">
                {formatPhone(withPhone)}
              </strong>{' '}
              and a code we send it by SMS.
              {account.email ? ` Our emails go to ${account.email}.` : null}
            </>
          ) : (
            <>
              You sign in with <strong className="text-foreground">{account.email}</strong>
              {withPassword ? ' and your password.' : ' through Google.'}
            </>
          )}
        </p>
      </CardHeader>
      <CardContent>
        {withPhone ? (
          account.email ? null : (
            <AddEmail />
          )
        ) : withPassword ? (
          <div className="grid gap-8 md:grid-cols-2">
            <ChangeEmail />
            <ChangePassword />
          </div>
        ) : (
          <p className="text-sm">
            Your email and password are your Google account&apos;s: change them with Google, and
            sign in here again.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
