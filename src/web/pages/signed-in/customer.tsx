import { CheckCircle2, Clock, FileText, Plus, Sparkles, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { PushOffer } from '../../features/notifications/push-offer';
import { rememberRequestPlace } from '../../features/providers/home-place';
import { useQuoteRequests, useQuoteRequestStats } from '../../features/quote-requests/api';
import { CustomerRequestCard } from '../../features/quote-requests/customer-request-card';
import { RequestBoard } from '../../features/quote-requests/request-board';
import { StatsSummary } from '../../features/quote-requests/stats-summary';
import { m } from '../../../i18n/paraglide/messages.js';

const TABS = [
  { value: 'all', label: m.dash_tab_all() },
  { value: 'pending', label: m.request_status_pending() },
  { value: 'responded', label: m.dash_tab_responded() },
  { value: 'accepted', label: m.status_accepted() },
  // Beyond the spec's four: finished jobs, where their reviews are written.
  { value: 'completed', label: m.request_status_completed() },
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
          <h1 className="text-2xl font-semibold tracking-tight">{m.dash_title()}</h1>
          <p className="text-muted-foreground">{m.dash_lead()}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/book-a-clean">
              <Sparkles aria-hidden />
              {m.dash_book_clean()}
            </Link>
          </Button>
          <Button asChild>
            <Link href="/request">
              <Plus aria-hidden />
              {m.dash_new_request()}
            </Link>
          </Button>
        </div>
      </div>

      {/* Once a request waits for quotes, the offer to hear of them at once (issue 52). */}
      {stats.data && stats.data.pending > 0 ? <PushOffer about="quotes" /> : null}

      <StatsSummary
        stats={stats}
        cards={[
          {
            label: m.dash_active(),
            value: stats.data?.active,
            icon: FileText,
            hint: m.dash_active_hint(),
          },
          { label: m.dash_pending(), value: stats.data?.pending, icon: Clock },
          { label: m.status_accepted(), value: stats.data?.accepted, icon: ThumbsUp },
          { label: m.request_status_completed(), value: stats.data?.completed, icon: CheckCircle2 },
        ]}
      />

      <RequestBoard
        tabs={TABS}
        tab={tab}
        onTabChange={setTab}
        list={list}
        empty={m.dash_empty()}
        renderCard={(request) => <CustomerRequestCard key={request.id} request={request} />}
      />
    </main>
  );
}
