import { useState } from 'react';
import type { ProviderProfile } from '../../../domain/schemas/providers';
import { PROVIDER_TYPES, type DocumentKind, type ProviderType } from '../../../domain/verification';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/select';
import { useSaveProvider } from '../providers';
import { failureText } from '../../lib/api';
import { m } from '../../../i18n/paraglide/messages.js';
import { providerTypeWords } from './verification-words';

/** The documents this provider is asked for, by its trades and who is behind the profile. */
export function kindsFor(provider: ProviderProfile): { kind: DocumentKind; optional: boolean }[] {
  const type = provider.providerType ?? 'individual';
  return [
    { kind: 'id_document', optional: false },
    { kind: 'proof_of_address', optional: false },
    ...(provider.services.includes('electrical')
      ? [{ kind: 'electrical_registration' as const, optional: false }]
      : []),
    ...(provider.services.includes('plumbing')
      ? [{ kind: 'pirb_registration' as const, optional: false }]
      : []),
    { kind: 'company_registration', optional: type !== 'company' },
    ...(type === 'agency' ? [{ kind: 'agent_id_document' as const, optional: false }] : []),
  ];
}

export function WhoIsBehind({ provider }: { provider: ProviderProfile }) {
  const save = useSaveProvider('update');
  const [type, setType] = useState<ProviderType>(provider.providerType ?? 'individual');
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <h2 className="font-semibold">{m.vf_who_heading()}</h2>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ providerType: type });
        }}
      >
        <FormField label={m.vf_profile_is()} hint={m.vf_profile_is_hint()}>
          {(props) => (
            <NativeSelect
              {...props}
              value={type}
              onChange={(event) => setType(event.target.value as ProviderType)}
            >
              {PROVIDER_TYPES.map((value) => (
                <option key={value} value={value}>
                  {providerTypeWords(value)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button
          type="submit"
          variant="outline"
          className="justify-self-start"
          disabled={save.isPending || type === (provider.providerType ?? 'individual')}
        >
          {m.action_save()}
        </Button>
      </form>
      <p className="min-h-5 text-sm" role="status" aria-live="polite">
        {save.isError ? (
          <span className="text-destructive">{failureText(save.error, m.vf_save_failed())}</span>
        ) : save.isSuccess ? (
          m.saved()
        ) : null}
      </p>
    </Card>
  );
}
