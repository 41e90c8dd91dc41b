import { useState, type FormEvent } from 'react';
import type { User } from '../../../domain/schemas/users';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { createUserRecord } from './user-record';

/**
 * The last step of signing up with a phone number: the name customers and providers will see
 * (the number itself is the one just proved, and an email can be added later in Settings).
 */
export function PhoneAccountForm({
  uid,
  asProvider,
  onCreated,
  onFailed,
}: {
  uid: string;
  asProvider: boolean;
  onCreated: (user: User) => void;
  onFailed: () => void;
}) {
  const [name, setName] = useState('');
  const [isProvider, setIsProvider] = useState(asProvider);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { withFirebase, adopt } = useAuth();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError('Name must be at least 2 characters');
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const created = await createUserRecord({
        name: name.trim(),
        isProvider: isProvider ? 1 : 0,
        firebaseUid: uid,
      });
      // The name on the sign-in too (the menu shows it): a failure here costs nothing else.
      await withFirebase('Could not save the name on the sign-in', async ({ auth, module }) => {
        const current = auth.currentUser;
        if (!current) return;
        await module.firebaseAuth.updateDisplayName(current, created.name);
        // updateProfile does not fire onAuthStateChanged: take a fresh snapshot ourselves.
        await current.reload();
        adopt(current);
      }).catch(() => undefined);
      onCreated(created);
    } catch (failure) {
      // A name the server refuses (it holds a number, an address or a link) is said at the field.
      const nameError = failure instanceof ApiError ? failure.fieldErrors['name'] : undefined;
      if (nameError) setError(nameError);
      else onFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      <FormField
        label="Full Name"
        hint="Providers see your first name with your requests; customers see your business name."
        error={error}
      >
        {(props) => (
          <Input
            {...props}
            name="name"
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={busy}
            autoFocus
          />
        )}
      </FormField>
      <div className="flex min-h-11 items-center gap-3">
        <Checkbox
          id="phone-is-provider"
          checked={isProvider}
          onCheckedChange={(checked) => setIsProvider(checked)}
          disabled={busy}
        />
        <Label htmlFor="phone-is-provider">I want to offer services</Label>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
