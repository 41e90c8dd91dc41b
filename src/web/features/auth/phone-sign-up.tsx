import type { ReactNode } from 'react';
import type { User } from '../../../domain/schemas/users';
import { AuthLayout } from './auth-layout';
import { PhoneAccountForm } from './phone-account-form';
import { PhoneSignIn } from './phone-sign-in';

/**
 * Signing up with a mobile number: the number and its code, then (for a new account) the name.
 * The register page moves from the first step to the second once the signed-in identity has no
 * record (its effect also sends an account that exists back where it came from).
 */
export function PhoneSignUp({
  step,
  uid,
  asProvider,
  footer,
  onCreated,
  onFailed,
  onBack,
}: {
  step: 'phone' | 'name';
  uid: string | undefined;
  asProvider: boolean;
  footer: ReactNode;
  onCreated: (user: User) => void;
  onFailed: () => void;
  onBack: () => void;
}) {
  return (
    <AuthLayout
      title="Create an account"
      description={
        step === 'phone' ? 'Sign up with your mobile number' : 'One last step: your name'
      }
      footer={footer}
    >
      {step === 'name' && uid ? (
        <PhoneAccountForm
          uid={uid}
          asProvider={asProvider}
          onCreated={onCreated}
          onFailed={onFailed}
        />
      ) : (
        <PhoneSignIn onSignedIn={() => undefined} onBack={onBack} />
      )}
    </AuthLayout>
  );
}
