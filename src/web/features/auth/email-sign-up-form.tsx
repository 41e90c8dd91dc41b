import { ArrowLeft } from 'lucide-react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PHONE_PLACEHOLDER } from '../../../domain/phone';
import type { RegisterForm } from '../../../domain/schemas/users';
import { BoundField } from '../../components/ui/bound-field';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmailInput } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { preloadValidation } from '../../lib/lazy-resolver';
import { m } from '../../../i18n/paraglide/messages.js';

/** Sign-up's email step: name, email, password, an optional phone and 'I want to offer services'. */
export function EmailSignUpForm({
  form,
  busy,
  onSubmit,
  onBack,
}: {
  form: UseFormReturn<RegisterForm>;
  busy: boolean;
  onSubmit: (values: RegisterForm) => Promise<void>;
  onBack: () => void;
}) {
  return (
    <form
      onFocus={preloadValidation}
      onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}
      noValidate
      className="grid gap-4"
    >
      <BoundField
        form={form}
        name="name"
        label={m.reg_full_name()}
        autoComplete="name"
        disabled={busy}
      />
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
        autoComplete="new-password"
        disabled={busy}
      />
      <BoundField
        form={form}
        name="phone"
        label={m.reg_phone_optional()}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={PHONE_PLACEHOLDER}
        disabled={busy}
      />
      <div className="flex min-h-11 items-center gap-3">
        <Controller
          control={form.control}
          name="isProvider"
          render={({ field }) => (
            <Checkbox
              id="isProvider"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked)}
              disabled={busy}
            />
          )}
        />
        <Label htmlFor="isProvider">{m.reg_offer()}</Label>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? m.reg_creating() : m.reg_create()}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
        <ArrowLeft aria-hidden />
        {m.reg_back()}
      </Button>
    </form>
  );
}
