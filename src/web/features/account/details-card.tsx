import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { formatPhone, PHONE_PLACEHOLDER } from '../../../domain/phone';
import type { AccountDetailsForm } from '../../../domain/schemas/users';
import { BoundField } from '../../components/ui/bound-field';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { ApiError, failureText } from '../../lib/api';
import { lazyResolver, preloadValidation } from '../../lib/lazy-resolver';
import { useAccount } from '../auth';
import { useUpdateAccount } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

const detailsResolver = lazyResolver<AccountDetailsForm>('account-details');

/** Name and phone, as the other side of a job sees them once a quote is accepted. */
export function DetailsCard() {
  const account = useAccount();
  const update = useUpdateAccount();
  const form = useForm<AccountDetailsForm>({
    resolver: detailsResolver,
    defaultValues: { name: account.name, phone: account.phone ? formatPhone(account.phone) : '' },
  });
  const onSubmit = form.handleSubmit(async ({ name, phone }) => {
    try {
      const saved = await update.mutateAsync({ name, phone });
      form.reset({ name: saved.name, phone: saved.phone ? formatPhone(saved.phone) : '' });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      for (const field of ['name', 'phone'] as const) {
        if (fields[field]) form.setError(field, { message: fields[field] });
      }
      if (!fields['name'] && !fields['phone'])
        form.setError('root', { message: failureText(error, m.det_failed()) });
    }
  });
  const saved = update.isSuccess && !form.formState.isDirty;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <UserRound className="size-5 text-primary" aria-hidden />
          {m.det_heading()}
        </h2>
        <p className="text-sm text-muted-foreground">
          {account.isProvider ? m.det_provider_hint() : m.det_customer_hint()}
        </p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => void onSubmit(event)}
          onFocus={preloadValidation}
          noValidate
        >
          <BoundField form={form} name="name" label={m.det_full_name()} autoComplete="name" />
          <BoundField
            form={form}
            name="phone"
            label={m.det_phone()}
            hint={m.det_phone_hint()}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={PHONE_PLACEHOLDER}
            className="max-w-xs"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? m.saving() : m.det_save()}
            </Button>
            <p className="text-sm" role="status" aria-live="polite">
              {form.formState.errors.root ? (
                <span className="text-destructive">{form.formState.errors.root.message}</span>
              ) : saved ? (
                m.saved()
              ) : null}
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
