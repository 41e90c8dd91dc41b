import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { LoginForm } from '../../../domain/schemas/users';
import { BoundField } from '../../components/ui/bound-field';
import { Button } from '../../components/ui/button';
import { EmailInput } from '../../components/ui/input';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';
import { typedBeforeStart } from '../../lib/typed-before-start';
import { m } from '../../../i18n/paraglide/messages.js';

const loginResolver = lazyResolver<LoginForm>('login');

/** Sign-in with email and password, with the way to a new password. */
export function EmailSignInForm({
  busy,
  started,
  onSubmit,
}: {
  busy: boolean;
  /** False until the app has started: the prerendered form cannot submit yet. */
  started: boolean;
  onSubmit: (values: LoginForm) => Promise<void>;
}) {
  // Typed into the prerendered form before the app started: kept.
  const [startValues] = useState(() => typedBeforeStart('login', { email: '', password: '' }));
  const form = useForm<LoginForm>({ resolver: loginResolver, defaultValues: startValues });
  return (
    <form
      name="login"
      onFocus={preloadValidation}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
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
      <BoundField
        form={form}
        name="password"
        label={m.field_password()}
        type="password"
        autoComplete="current-password"
        disabled={busy}
      />
      <div className="-mt-2 text-right">
        <Link
          href="/reset-password"
          className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {m.login_forgot()}
        </Link>
      </div>
      <Button type="submit" disabled={busy || !started}>
        {busy ? m.login_signing_in() : m.nav_sign_in()}
      </Button>
    </form>
  );
}
