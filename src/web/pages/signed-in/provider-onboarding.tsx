import { useAccount } from '../../features/auth/account-gate';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useOwnProvider } from '../../features/providers/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProviderProfileForm } from '../../features/providers/profile-form';

export default function ProviderOnboardingPage() {
  const account = useAccount();
  const own = useOwnProvider();
  useDocumentTitle(own.data ? 'Edit provider profile' : null);

  if (own.isError) return <LoadFailed />;
  if (own.isPending) return <PageSkeleton />;
  return <ProviderProfileForm userId={account.id} profile={own.data} />;
}
