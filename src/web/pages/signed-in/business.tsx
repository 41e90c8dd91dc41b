import { BarChart3 } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { ProviderDashboardLink } from '../../components/back-to-dashboard';
import { Button } from '../../components/ui/button';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useCredit } from '../../features/credit/api';
import { BalanceCard } from '../../features/credit/balance-card';
import { BusinessFigures } from '../../features/credit/business-figures';
import { InvoicesCard } from '../../features/credit/invoices-card';
import { ReturnedTopUp } from '../../features/credit/returned-top-up';
import { StatementList } from '../../features/credit/statement-list';
import { TopUpForm } from '../../features/credit/top-up-form';
import { useOwnProvider } from '../../features/providers/api';
import { PayoutCard } from '../../features/protected-payments';
import { CancellationFeeCard } from '../../features/bookings/cancellation-fee-card';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * A provider's business with Khaya (issue 47): its credit and how the fee works, a top-up
 * through PayFast (and what became of it on return), the statement, the monthly invoices, and
 * what the fees bought.
 */
export default function BusinessPage() {
  const own = useOwnProvider();
  const credit = useCredit(Boolean(own.data));
  const search = new URLSearchParams(useSearch());
  const topUpId = search.get('topUp');
  if (own.isError || credit.isError) return <LoadFailed />;
  if (own.isPending) return <PageSkeleton />;
  if (!own.data) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
        <h1 className="text-2xl font-semibold tracking-tight">{m.biz_title()}</h1>
        <p className="mt-2 text-muted-foreground">{m.biz_setup_first()}</p>
        <Button asChild className="mt-4">
          <Link href="/provider-onboarding">{m.vf_setup_button()}</Link>
        </Button>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4 px-4 py-8">
      <ProviderDashboardLink />
      <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <BarChart3 className="size-6 text-primary" aria-hidden />
        {m.biz_title()}
      </h1>
      {topUpId ? (
        <ReturnedTopUp topUpId={topUpId} cancelled={search.get('cancelled') === '1'} />
      ) : null}
      {credit.data ? <BalanceCard credit={credit.data} /> : <PageSkeleton />}
      <TopUpForm />
      <PayoutCard />
      <CancellationFeeCard />
      <StatementList />
      <InvoicesCard />
      <BusinessFigures />
    </main>
  );
}
