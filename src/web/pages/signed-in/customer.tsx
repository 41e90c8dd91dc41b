import { CheckCircle2, Clock, FileText, Plus, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { Button } from '../../components/ui/button';
import { AccountNotFound, LoadFailed, PageSkeleton } from '../../features/auth/gates';
import { useUserRecord } from '../../features/auth/use-user-record';
import { useQuoteRequests, useQuoteRequestStats } from '../../features/quote-requests/api';
import { CustomerRequestCard } from '../../features/quote-requests/customer-request-card';
import { RequestBoard } from '../../features/quote-requests/request-board';
import { StatCard } from '../../features/quote-requests/stat-card';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PAGE_TITLE } from '../customer';

const TABS = [
  { value: 'all', label: 'All Quotes' },
  { value: 'pending', label: 'Pending' },
  { value: 'responded', label: 'Responded' },
  { value: 'accepted', label: 'Accepted' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function matches(tab: Tab, request: QuoteRequest): boolean {
  return tab === 'all' || request.status === tab;
}

export default function CustomerDashboardPage() {
  useDocumentTitle(PAGE_TITLE.title, PAGE_TITLE.description);
  const account = useUserRecord();
  const ready = account.status === 'ready';
  const list = useQuoteRequests('customer', ready);
  const stats = useQuoteRequestStats('customer', ready);
  const [tab, setTab] = useState<Tab>('all');

  if (account.status === 'missing') return <AccountNotFound />;
  if (account.status === 'error') return <LoadFailed />;
  if (!ready) return <PageSkeleton />;

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">My Quote Requests</h1>
          <p className="text-muted-foreground">Compare quotes and choose your provider.</p>
        </div>
        <Button asChild>
          <Link href="/request">
            <Plus aria-hidden />
            New Request
          </Link>
        </Button>
      </div>

      <section aria-label="Summary" className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Active Quotes" value={stats.data?.active} icon={FileText} />
        <StatCard label="Pending Response" value={stats.data?.pending} icon={Clock} />
        <StatCard label="Accepted" value={stats.data?.accepted} icon={ThumbsUp} />
        <StatCard label="Completed" value={stats.data?.completed} icon={CheckCircle2} />
      </section>

      <RequestBoard
        tabs={TABS}
        tab={tab}
        onTabChange={setTab}
        list={list}
        show={(request) => matches(tab, request)}
        empty="No quotes match this filter"
        renderCard={(request) => <CustomerRequestCard key={request.id} request={request} />}
      />
    </main>
  );
}
