import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { toast } from '../components/ui/use-toast';
import type * as ValidationModule from './form-validation';

type Validation = typeof ValidationModule;
export type FormName = keyof Validation['resolvers'];

let loading: Promise<Validation> | undefined;

/** The forms' validation code, fetched once (again after a failed attempt). */
export function loadValidation(): Promise<Validation> {
  loading ??= import('./form-validation').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Starts fetching the validation code (zod and the schemas, the largest part of a form page's
 * script) when the person starts on a form: on focus inside it. Until then a page does not
 * download or run it, so it starts sooner on a slow phone; it is there by the time the first
 * field is filled in.
 */
export function preloadValidation(): void {
  loadValidation().catch(() => {});
}

/**
 * A react-hook-form resolver for the named form that loads the validation code on first use.
 * Sent before it could load (offline), the form is not submitted and the person is told why.
 */
export function lazyResolver<T extends FieldValues>(form: FormName): Resolver<T> {
  return async (values, context, options) => {
    let validation: Validation;
    try {
      validation = await loadValidation();
    } catch (error) {
      console.error('Could not load form validation', error);
      const message = 'Could not check the form. Check your connection and try again.';
      toast({ variant: 'destructive', title: 'Error', description: message });
      const errors = { root: { type: 'load', message } } as FieldErrors<T>;
      return { values: {}, errors };
    }
    const resolver = validation.resolvers[form] as unknown as Resolver<T>;
    return resolver(values, context, options);
  };
}
