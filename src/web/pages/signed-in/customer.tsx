import { CheckCircle2, Clock, FileText, Plus, Sparkles, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { rememberRequestPlace } from '../../features/providers/home-place';
import { useQuoteRequests, useQuoteRequestStats } from '../../features/quote-requests/api';
import { CustomerRequestCard } from '../../features/quote-requests/customer-request-card';
import { RequestBoard } from '../../features/quote-requests/request-board';
import { StatsSummary } from '../../features/quote-requests/stats-summary';

const TABS = [
  { value: 'all', label: 'All Quotes' },
  { value: 'pending', label: 'Pending' },
  { value: 'responded', label: 'Responded' },
  { value: 'accepted', label: 'Accepted' },
  // Beyond the spec's four: finished jobs, where their reviews are written.
  { value: 'completed', label: 'Completed' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export default function CustomerDashboardPage() {
  const [tab, setTab] = useState<Tab>('all');
  // Each tab asks the server for its own requests: with many, its matches may be pages away.
  const list = useQuoteRequests('customer', tab === 'all' ? undefined : tab);
  const stats = useQuoteRequestStats('customer');
  // Browse Providers starts where the newest request is, unless the person chose a start.
  const newest = tab === 'all' ? list.data?.pages[0]?.items[0] : undefined;
  useEffect(() => {
    if (newest) rememberRequestPlace(newest, false);
  }, [newest]);

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">My Quote Requests</h1>
          <p className="text-muted-foreground">Compare quotes and choose your provider.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/book-a-clean">
              <Sparkles aria-hidden />
              Book a clean
            </Link>
          </Button>
          <Button asChild>
            <Link href="/request">
              <Plus aria-hidden />
              New Request
            </Link>
          </Button>
        </div>
      </div>

      <StatsSummary
        stats={stats}
        cards={[
          {
            label: 'Active Quotes',
            value: stats.data?.active,
            icon: FileText,
            hint: 'Requests not yet done',
          },
          { label: 'Pending Response', value: stats.data?.pending, icon: Clock },
          { label: 'Accepted', value: stats.data?.accepted, icon: ThumbsUp },
          { label: 'Completed', value: stats.data?.completed, icon: CheckCircle2 },
        ]}
      />

      <RequestBoard
        tabs={TABS}
        tab={tab}
        onTabChange={setTab}
        list={list}
        empty="No quotes match this filter"
        renderCard={(request) => <CustomerRequestCard key={request.id} request={request} />}
      />
    </main>
  );
}
