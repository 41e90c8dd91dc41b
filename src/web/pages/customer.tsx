import { CheckCircle2, Clock, FileText, Plus, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { QuoteRequest } from '../../domain/schemas/quote-requests';
import { Button } from '../components/ui/button';
import { Skeleton } from '../components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '../components/ui/tabs';
import { AccountNotFound, LoadFailed, PageSkeleton, SignInRequired } from '../features/auth/gates';
import { useUserRecord } from '../features/auth/use-user-record';
import { useQuoteRequests, useQuoteRequestStats } from '../features/quote-requests/api';
import { CustomerRequestCard } from '../features/quote-requests/customer-request-card';
import { EmptyState } from '../features/quote-requests/empty-state';
import { StatCard } from '../features/quote-requests/stat-card';
import { useDocumentTitle } from '../lib/use-document-title';

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
  useDocumentTitle('My Quote Requests');
  const account = useUserRecord();
  const ready = account.status === 'ready';
  const list = useQuoteRequests('customer', ready);
  const stats = useQuoteRequestStats('customer', ready);
  const [tab, setTab] = useState<Tab>('all');

  if (account.status === 'signed-out') {
    return <SignInRequired title="Please Sign In" text="Sign in to see your quote requests." />;
  }
  if (account.status === 'missing') return <AccountNotFound />;
  if (account.status === 'error') return <LoadFailed />;
  if (!ready) return <PageSkeleton />;

  const requests = list.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = requests.filter((request) => matches(tab, request));

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

      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-8">
        <TabsList
          aria-label="Filter requests"
          className="grid w-full grid-cols-4 sm:inline-flex sm:w-auto"
        >
          {TABS.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="px-1.5 text-xs sm:px-3 sm:text-sm"
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>

      <section aria-label="Requests" aria-busy={list.isPending} className="mt-4 grid gap-4">
        {list.isPending ? (
          <>
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </>
        ) : shown.length === 0 ? (
          <EmptyState title="No quotes found" text="No quotes match this filter" />
        ) : (
          shown.map((request) => <CustomerRequestCard key={request.id} request={request} />)
        )}
        {list.hasNextPage ? (
          <Button
            variant="outline"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {list.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        ) : null}
      </section>
    </main>
  );
}
