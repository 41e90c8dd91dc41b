import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ProviderDocument } from '../../../domain/schemas/documents';
import type { ProviderProfile } from '../../../domain/schemas/providers';
import {
  PROVIDER_TYPE_LABELS,
  PROVIDER_TYPES,
  type DocumentKind,
  type ProviderType,
} from '../../../domain/verification';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormField } from '../../components/ui/form-field';
import { NativeSelect } from '../../components/ui/select';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useOwnProvider, useSaveProvider } from '../../features/providers/api';
import { ProviderBadges } from '../../features/providers/provider-badges';
import { LoadError } from '../../components/load-error';
import { useOwnDocuments } from '../../features/verification/api';
import { DocumentCard } from '../../features/verification/document-card';
import { failureText } from '../../lib/api';

/** The documents this provider is asked for, by its trades and who is behind the profile. */
function kindsFor(provider: ProviderProfile): { kind: DocumentKind; optional: boolean }[] {
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

function WhoIsBehind({ provider }: { provider: ProviderProfile }) {
  const save = useSaveProvider('update');
  const [type, setType] = useState<ProviderType>(provider.providerType ?? 'individual');
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <h2 className="font-semibold">Who is behind this profile</h2>
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ providerType: type });
        }}
      >
        <FormField
          label="This profile is"
          hint="A company sends its CIPC registration; an agency sends an ID document for each worker it sends to jobs."
        >
          {(props) => (
            <NativeSelect
              {...props}
              value={type}
              onChange={(event) => setType(event.target.value as ProviderType)}
            >
              {PROVIDER_TYPES.map((value) => (
                <option key={value} value={value}>
                  {PROVIDER_TYPE_LABELS[value]}
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
          Save
        </Button>
      </form>
      <p className="min-h-5 text-sm" role="status" aria-live="polite">
        {save.isError ? (
          <span className="text-destructive">{failureText(save.error, 'Could not save')}</span>
        ) : save.isSuccess ? (
          'Saved.'
        ) : null}
      </p>
    </Card>
  );
}

export default function VerificationPage() {
  const own = useOwnProvider();
  const documents = useOwnDocuments();
  if (own.isError) return <LoadFailed />;
  if (own.isPending) return <PageSkeleton />;
  if (!own.data) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">Verification</h1>
        <p className="mt-2 text-muted-foreground">
          Set up your provider profile first: then send your documents here.
        </p>
        <Button asChild className="mt-4">
          <Link href="/provider-onboarding">Set up provider profile</Link>
        </Button>
      </main>
    );
  }
  const provider = own.data;
  const byKind = (kind: DocumentKind): ProviderDocument[] =>
    (documents.data ?? []).filter((document) => document.kind === kind);

  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4 px-4 py-8">
      <Link
        href="/provider"
        className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Provider dashboard
      </Link>
      <div className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <ShieldCheck className="size-6 text-primary" aria-hidden />
          Verification
        </h1>
        <p className="text-muted-foreground">
          Customers choose providers they can trust. Send your documents and a Khaya admin checks
          them by hand. Only admins see them, and each file is deleted 30 days after its check.
        </p>
        {provider.badges.length > 0 ? (
          <div className="grid gap-1">
            <p className="text-sm font-medium">Your badges</p>
            <ProviderBadges badges={provider.badges} />
          </div>
        ) : (
          <p className="text-sm">
            No badges yet: an approved ID document and proof of address earn the first.
          </p>
        )}
      </div>
      <WhoIsBehind key={provider.providerType ?? 'none'} provider={provider} />
      {documents.isError ? (
        <LoadError
          text="Your documents could not be loaded."
          onRetry={() => void documents.refetch()}
        />
      ) : documents.isPending ? (
        <PageSkeleton />
      ) : (
        kindsFor(provider).map(({ kind, optional }) => (
          <DocumentCard key={kind} kind={kind} documents={byKind(kind)} optional={optional} />
        ))
      )}
    </main>
  );
}
