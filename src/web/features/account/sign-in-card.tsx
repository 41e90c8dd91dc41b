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
import { m } from '../../../i18n/paraglide/messages.js';
import { Strong } from '../../components/name-in-sentence';

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
      form.setError(message === m.auth_wrong_password() ? 'currentPassword' : 'email', {
        message,
      });
      return;
    }
    setDone(m.si_email_link_sent({ email }));
    form.reset({ email: '', currentPassword: '' });
  });
  return (
    <TitledForm id="change-email" title={m.si_change_email()} onSubmit={onSubmit}>
      <BoundField form={form} name="email" label={m.si_new_email()} as={EmailInput} />
      <BoundField
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? m.si_changing() : m.si_change_email_button()}
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
      form.setError(message === m.auth_wrong_password() ? 'currentPassword' : 'password', {
        message,
      });
      return;
    }
    form.reset();
    setDone(true);
    toast({ title: m.si_password_changed(), description: m.si_password_next_time() });
  });
  return (
    <TitledForm id="change-password" title={m.si_change_password()} onSubmit={onSubmit}>
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
        label={m.si_new_password()}
        hint={m.si_at_least_6()}
        type="password"
        autoComplete="new-password"
      />
      <BoundField
        form={form}
        name="confirmPassword"
        label={m.si_new_password_again()}
        type="password"
        autoComplete="new-password"
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? m.si_changing() : m.si_change_password_button()}
        </Button>
        <p className="text-sm" role="status" aria-live="polite">
          {done ? m.si_password_changed_full() : null}
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
      setError(m.si_check_failed());
      return;
    }
    if (!parsed.success || parsed.data === undefined) {
      setError(m.check_invalid_email());
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await addEmail(auth, parsed.data);
      setDone(m.si_add_link_sent({ email: parsed.data }));
      setEmail('');
    } catch (failure) {
      setError(accountChangeErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledForm id="add-email" title={m.si_add_email()} onSubmit={submit}>
      <FormField label={m.field_email()} hint={m.si_add_email_hint()} error={error}>
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
          {busy ? m.reset_sending() : m.si_send_link()}
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
    withFirebase(m.si_save_email_failed(), async ({ auth: firebase }) => {
      await firebase.currentUser?.getIdToken(true);
      mutate({ email: signInEmail });
    }).catch(() => undefined);
  }, [signInEmail, emailVerified, account.email, isIdle, mutate, withFirebase]);
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <KeyRound className="size-5 text-primary" aria-hidden />
          {m.si_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">
          {withPhone ? (
            <>
              <Strong
                sentence={(part) => m.si_with_phone({ phone: part })}
                part={formatPhone(withPhone)}
                className="whitespace-nowrap text-foreground"
              />
              {account.email ? ` ${m.si_emails_go({ email: account.email })}` : null}
            </>
          ) : (
            <Strong
              sentence={(part) =>
                withPassword
                  ? m.si_with_password({ email: part })
                  : m.si_with_google({ email: part })
              }
              part={account.email}
              className="text-foreground"
            />
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
          <p className="text-sm">{m.si_google_account()}</p>
        )}
      </CardContent>
    </Card>
  );
}
