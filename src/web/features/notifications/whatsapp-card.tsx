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

const errorsOf = (error: unknown): Record<string, string> =>
  error instanceof ApiError && Object.keys(error.fieldErrors).length > 0
    ? error.fieldErrors
    : {
        form:
          error instanceof ApiError
            ? (error.serverMessage ?? 'Could not save. Try again.')
            : 'Could not save. Check your connection and try again.',
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
      setErrors({ agreed: 'Tick the box to agree to WhatsApp messages' });
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
          WhatsApp
        </h2>
        <p className="text-sm text-muted-foreground">
          Short messages with a link, never between 21:00 and 07:00. Reply STOP at any time.
        </p>
      </CardHeader>
      <CardContent>
        {preferences.whatsappNumber ? (
          <div className="grid gap-3">
            <p data-testid="whatsapp-status">
              WhatsApp messages go to{' '}
              <strong className="whitespace-nowrap">
                {formatPhone(preferences.whatsappNumber)}
              </strong>
              {preferences.whatsappOptedInAt
                ? ` (you agreed on ${SINCE.format(new Date(preferences.whatsappOptedInAt))})`
                : null}
              .
            </p>
            <div>
              <Button variant="outline" onClick={() => optOut.mutate()} disabled={optOut.isPending}>
                Turn off WhatsApp
              </Button>
            </div>
          </div>
        ) : pending ? (
          <form className="grid gap-4" onSubmit={sendCode} noValidate>
            <p data-testid="whatsapp-pending" className="text-sm">
              We sent a 6-digit code to{' '}
              <strong className="whitespace-nowrap">{formatPhone(pending.number)}</strong> on
              WhatsApp. Enter it here to turn WhatsApp messages on.
            </p>
            <FormField label="Code from WhatsApp" error={errors['code']}>
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
                Confirm number
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={optIn.isPending}
                onClick={() => askForCode()}
              >
                Send a new code
              </Button>
            </div>
          </form>
        ) : (
          <form className="grid gap-4" onSubmit={askForCode} noValidate>
            <FormField label="WhatsApp number" error={errors['phone']}>
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
            <p className="text-xs text-muted-foreground">
              We send a code to this number by WhatsApp first, to make sure it is yours.
            </p>
            <div>
              <Button type="submit" disabled={optIn.isPending}>
                Turn on WhatsApp
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
