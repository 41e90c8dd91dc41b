import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { normalisePhone } from '../../../domain/phone';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { lazyResolver } from '../../lib/lazy-resolver';
import { googleErrorMessage, signUpErrorMessage } from './auth-errors';
import { afterSignUp, nameFor, recordFailed, welcome } from './sign-up';
import type { RegisterForm, User } from '../../../domain/schemas/users';
import { createUserRecord, fetchUserRecord } from './user-record';
import { m } from '../../../i18n/paraglide/messages.js';

const registerResolver = lazyResolver<RegisterForm>('register');

export type SignUpStep = 'options' | 'email' | 'phone' | 'name';

/**
 * Sign-up's flow: the email form, Google, and the record of an identity that has none yet
 * (made once, automatically; a phone identity is asked its name first). `next` is where the
 * visitor goes back to; `asProvider` when they came to offer services.
 */
export function useSignUp(next: string | null, asProvider: boolean) {
  const { user, loading, signUpWithEmail, signInWithGoogle } = useAuth();
  const [, navigate] = useLocation();
  const [step, setStep] = useState<SignUpStep>('options');
  const [busy, setBusy] = useState(false);
  // The email form creates its own record; the automatic creation must not race it.
  const formFlow = useRef(false);
  const autoCreateTried = useRef(false);

  const form = useForm<RegisterForm>({
    resolver: registerResolver,
    defaultValues: { name: '', email: '', password: '', phone: '', isProvider: asProvider },
  });

  const created = (record: User) => {
    welcome(record.name);
    navigate(...afterSignUp(record.isProvider === 1, next));
  };

  // A signed-in identity with no user record: create the record, once.
  useEffect(() => {
    if (loading || !user || formFlow.current || autoCreateTried.current) return;
    autoCreateTried.current = true;
    void (async () => {
      setBusy(true);
      try {
        if (await fetchUserRecord(user.uid)) {
          navigate(next ?? '/');
          return;
        }
        if (!user.email && user.phoneNumber) {
          // Signed in with a phone number: the last step asks for the name the token lacks.
          setStep('name');
          return;
        }
        if (!user.email) throw new Error('The signed-in identity has no email address');
        const record = await createUserRecord({
          name: nameFor(user),
          email: user.email,
          phone: normalisePhone(user.phoneNumber),
          isProvider: asProvider ? 1 : 0,
          firebaseUid: user.uid,
        });
        welcome(record.name);
        navigate(...afterSignUp(record.isProvider === 1, next));
      } catch (error) {
        console.warn('Automatic account creation failed', error);
        recordFailed();
      } finally {
        setBusy(false);
      }
    })();
  }, [user, loading, navigate, next, asProvider]);

  const submitEmail = async (values: RegisterForm) => {
    formFlow.current = true;
    setBusy(true);
    try {
      let uid: string;
      if (user && user.email?.toLowerCase() === values.email.toLowerCase()) {
        // Signed up already but the record failed last time: only the record is missing.
        uid = user.uid;
      } else {
        try {
          uid = (await signUpWithEmail(values.email, values.password, values.name)).uid;
        } catch (error) {
          toast({
            variant: 'destructive',
            title: m.reg_failed(),
            description: signUpErrorMessage(error),
          });
          return;
        }
      }
      try {
        created(
          await createUserRecord({
            name: values.name,
            email: values.email,
            phone: values.phone ? values.phone : null,
            isProvider: values.isProvider ? 1 : 0,
            firebaseUid: uid,
          }),
        );
      } catch (error) {
        // A name the server refuses (it holds a number, an address or a link) is said at the field.
        const nameError = error instanceof ApiError ? error.fieldErrors['name'] : undefined;
        if (nameError) form.setError('name', { message: nameError });
        else recordFailed();
      }
    } finally {
      setBusy(false);
    }
  };

  const withGoogle = async () => {
    setBusy(true);
    try {
      await signInWithGoogle();
      // The effect above creates the record (or goes home when it exists).
    } catch (error) {
      toast({
        variant: 'destructive',
        title: m.reg_failed(),
        description: googleErrorMessage(error, m.reg_google_failed()),
      });
    } finally {
      setBusy(false);
    }
  };

  return { uid: user?.uid, step, setStep, busy, form, submitEmail, withGoogle, created };
}
