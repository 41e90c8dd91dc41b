import { ShieldCheck, Wallet } from 'lucide-react';
import { Link } from 'wouter';
import { appConfig } from '../../lib/config';
import { InSentence } from '../../components/name-in-sentence';
import { m } from '../../../i18n/paraglide/messages.js';

type Choice = 'direct' | 'protected';

const CHOICES: { value: Choice; title: () => string; text: () => string; Icon: typeof Wallet }[] = [
  { value: 'direct', title: m.pch_direct, text: m.pch_direct_text, Icon: Wallet },
  { value: 'protected', title: m.pch_protected, text: m.pch_protected_text, Icon: ShieldCheck },
];

function GuaranteeLink() {
  return (
    <Link href="/guarantee" className="font-medium text-primary underline">
      {m.pch_guarantee()}
    </Link>
  );
}

/**
 * How the customer will pay the provider they accept (issue 48), inside the accept dialog; not
 * shown where no escrow partner is set up.
 */
export function PaymentChoice({
  name,
  value,
  onChange,
  protectedOnly = false,
  providerName,
}: {
  name: string;
  value: Choice;
  onChange: (choice: Choice) => void;
  /** The provider takes payment through Khaya only: said, with nothing to choose. */
  protectedOnly?: boolean;
  providerName: string;
}) {
  if (!appConfig().protectedPayment) return null;
  if (protectedOnly) {
    return (
      <p className="flex items-start gap-3 rounded-md border border-primary bg-accent/50 p-3 text-sm">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <span className="grid">
          <span className="font-medium">{m.pch_you_pay_safely()}</span>
          <span className="text-muted-foreground">
            {m.pch_only({ name: providerName })} {m.pch_protected_text()}{' '}
            <InSentence sentence={(guarantee) => m.pch_covered({ guarantee })}>
              <GuaranteeLink />
            </InSentence>
          </span>
        </span>
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{m.pch_how()}</legend>
      {CHOICES.map(({ value: choice, title, text, Icon }) => (
        <label
          key={choice}
          className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50"
        >
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="mt-1 size-4 accent-primary"
          />
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <span className="grid">
            <span className="font-medium">{title()}</span>
            <span className="text-muted-foreground">{text()}</span>
          </span>
        </label>
      ))}
      <p className="text-xs text-muted-foreground">
        <InSentence sentence={(guarantee) => m.pch_paid_covered({ guarantee })}>
          <GuaranteeLink />
        </InSentence>
      </p>
    </fieldset>
  );
}
