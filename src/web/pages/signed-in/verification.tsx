import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { ProviderDocument } from '../../../domain/schemas/documents';
import type { DocumentKind } from '../../../domain/verification';
import { ProviderDashboardLink } from '../../components/back-to-dashboard';
import { Button } from '../../components/ui/button';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useOwnProvider } from '../../features/providers/api';
import { ProviderBadges } from '../../features/providers/provider-badges';
import { LoadError } from '../../components/load-error';
import { useOwnDocuments } from '../../features/verification/api';
import { DocumentCard } from '../../features/verification/document-card';
import { kindsFor, WhoIsBehind } from '../../features/verification/who-is-behind';
import { m } from '../../../i18n/paraglide/messages.js';

export default function VerificationPage() {
  const own = useOwnProvider();
  const documents = useOwnDocuments();
  if (own.isError) return <LoadFailed />;
  if (own.isPending) return <PageSkeleton />;
  if (!own.data) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{m.vf_title()}</h1>
        <p className="mt-2 text-muted-foreground">{m.vf_setup_first()}</p>
        <Button asChild className="mt-4">
          <Link href="/provider-onboarding">{m.vf_setup_button()}</Link>
        </Button>
      </main>
    );
  }
  const provider = own.data;
  const byKind = (kind: DocumentKind): ProviderDocument[] =>
    (documents.data ?? []).filter((document) => document.kind === kind);

  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4 px-4 py-8">
      <ProviderDashboardLink />
      <div className="grid gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <ShieldCheck className="size-6 text-primary" aria-hidden />
          {m.vf_title()}
        </h1>
        <p className="text-muted-foreground">{m.vf_intro()}</p>
        {provider.badges.length > 0 ? (
          <div className="grid gap-1">
            <p className="text-sm font-medium">{m.vf_your_badges()}</p>
            <ProviderBadges badges={provider.badges} />
          </div>
        ) : (
          <p className="text-sm">{m.vf_no_badges()}</p>
        )}
      </div>
      <WhoIsBehind key={provider.providerType ?? 'none'} provider={provider} />
      {documents.isError ? (
        <LoadError text={m.vf_docs_failed()} onRetry={() => void documents.refetch()} />
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
