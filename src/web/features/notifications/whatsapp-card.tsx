import { MessageCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatPhone, PHONE_PLACEHOLDER } from '../../../domain/phone';
import { WHATSAPP_CODE, WHATSAPP_CONSENT_WORDING } from '../../../domain/notification-choices';
import type { NotificationPreferences } from '../../../domain/schemas/notifications';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { longDayFormat as SINCE } from '../../lib/dates';
import { useAccount } from '../auth';
import { useWhatsappConfirm, useWhatsappOptIn, useWhatsappOptOut } from './preferences-api';
import { m } from '../../../i18n/paraglide/messages.js';
import { Strong } from '../../components/name-in-sentence';

const errorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length > 0
    ? error.fieldErrors
    : {
        form:
          error instanceof ApiError
            ? (error.serverMessage ?? m.save_failed())
            : m.save_failed_connection(),
      };

function FormError({ text }: { text: string | undefined }) {
  return text ? (
    <p className="text-sm text-destructive" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * WhatsApp on Settings: the number and the words agreed to, then the 6-digit code WhatsApp brings
 * to that number (nothing else is sent to it until the code comes back); or, once on, where the
 * messages go and a way to turn them off.
 */
export function WhatsappCard({ preferences }: { preferences: NotificationPreferences }) {
  const account = useAccount();
  const optIn = useWhatsappOptIn();
  const confirm = useWhatsappConfirm();
  const optOut = useWhatsappOptOut();
  const [phone, setPhone] = useState(account.phone ? formatPhone(account.phone) : '');
  const [agreed, setAgreed] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const pending = preferences.whatsappPending;

  const askForCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (!agreed && !pending) {
      setErrors({ agreed: m.wa_agree() });
      return;
    }
    setErrors({});
    optIn.mutate(
      { phone: pending && !phone ? pending.number : phone, agreed: true },
      { onError: (error) => setErrors(errorsOf(error)) },
    );
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: WHATSAPP_CODE.format });
      return;
    }
    setErrors({});
    confirm.mutate(
      { code: code.trim() },
      { onSuccess: () => setCode(''), onError: (error) => setErrors(errorsOf(error)) },
    );
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <MessageCircle className="size-5 text-primary" aria-hidden />
          {m.set_whatsapp()}
        </h2>
        <p className="text-sm text-muted-foreground">{m.wa_hint()}</p>
      </CardHeader>
      <CardContent>
        {preferences.whatsappNumber ? (
          <div className="grid gap-3">
            <p data-testid="whatsapp-status">
              <Strong
                sentence={(number) => m.wa_go_to({ number })}
                part={formatPhone(preferences.whatsappNumber)}
                className="whitespace-nowrap"
              />
              {preferences.whatsappOptedInAt
                ? ` ${m.wa_agreed_on({ day: SINCE.format(new Date(preferences.whatsappOptedInAt)) })}`
                : null}
              .
            </p>
            <div>
              <Button variant="outline" onClick={() => optOut.mutate()} disabled={optOut.isPending}>
                {m.wa_turn_off()}
              </Button>
            </div>
          </div>
        ) : pending ? (
          <form className="grid gap-4" onSubmit={sendCode} noValidate>
            <p data-testid="whatsapp-pending" className="text-sm">
              <Strong
                sentence={(number) => m.wa_code_sent({ number })}
                part={formatPhone(pending.number)}
                className="whitespace-nowrap"
              />
            </p>
            <FormField label={m.wa_code_label()} error={errors['code']}>
              {(props) => (
                <Input
                  {...props}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                  className="max-w-[10rem] tracking-widest"
                />
              )}
            </FormField>
            <FormError text={errors['form'] ?? errors['phone']} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={confirm.isPending}>
                {m.wa_confirm()}
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={optIn.isPending}
                onClick={() => askForCode()}
              >
                {m.wa_new_code()}
              </Button>
            </div>
          </form>
        ) : (
          <form className="grid gap-4" onSubmit={askForCode} noValidate>
            <FormField label={m.wa_number()} error={errors['phone']}>
              {(props) => (
                <Input
                  {...props}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={PHONE_PLACEHOLDER}
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  className="max-w-xs"
                />
              )}
            </FormField>
            <div className="grid gap-1">
              <label htmlFor="whatsapp-consent" className="flex items-start gap-3 text-sm">
                <Checkbox
                  id="whatsapp-consent"
                  className="mt-0.5"
                  checked={agreed}
                  aria-invalid={Boolean(errors['agreed'])}
                  onCheckedChange={(checked) => setAgreed(checked)}
                />
                <span>{WHATSAPP_CONSENT_WORDING}</span>
              </label>
              <FormError text={errors['agreed']} />
            </div>
            <FormError text={errors['form']} />
            <p className="text-xs text-muted-foreground">{m.wa_code_first()}</p>
            <div>
              <Button type="submit" disabled={optIn.isPending}>
                {m.wa_turn_on()}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
