import { Inbox, Pencil, Percent, ShieldCheck, Star, Wallet, Wrench } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatRandOnOneLine } from '../../../domain/money';
import { displayRating } from '../../../domain/presets';
import { shortPlace } from '../../../domain/places';
import { NEW_REQUESTS_MAX } from '../../../domain/quote-status';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useOwnProvider } from '../../features/providers/api';
import { useQuoteRequests, useQuoteRequestStats } from '../../features/quote-requests/api';
import { ProviderRequestCard } from '../../features/quote-requests/provider-request-card';
import { RequestBoard } from '../../features/quote-requests/request-board';
import { StatsSummary } from '../../features/quote-requests/stats-summary';

/** What Avg. Rating says before a provider's first published review (not the spec's fixed 4.9). */
const NO_RATING_YET = 'New';

const TABS = [
  { value: 'new', label: 'New Requests', empty: 'No new requests for your services right now.' },
  { value: 'quoted', label: 'My Quotes', empty: 'You have not sent any quotes yet.' },
  { value: 'all', label: 'All', empty: 'Nothing here yet.' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export default function ProviderDashboardPage() {
  const own = useOwnProvider();
  const hasProfile = Boolean(own.data);
  const [tab, setTab] = useState<Tab>('new');
  // Each tab asks the server for its own requests (a tab's matches may be on later pages).
  const list = useQuoteRequests('provider', tab === 'all' ? undefined : tab, hasProfile);
  const stats = useQuoteRequestStats('provider', hasProfile);

  if (own.isError) return <LoadFailed />;
  if (own.isPending) return <PageSkeleton />;
  if (!own.data) return <BecomeProvider />;

  const averageRating = own.data.reviewCount > 0 ? displayRating(own.data.rating) : NO_RATING_YET;

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Provider Dashboard</h1>
          <p className="text-muted-foreground">
            Requests for {own.data.services.join(', ')} within {own.data.serviceRadiusKm} km of{' '}
            {shortPlace(own.data.location).split(',')[0]}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/provider/verification">
              <ShieldCheck aria-hidden />
              {own.data.badges.length > 0 ? 'Verification' : 'Get verified'}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/provider-onboarding">
              <Pencil aria-hidden />
              Edit profile
            </Link>
          </Button>
        </div>
      </div>

      <StatsSummary
        stats={stats}
        cards={[
          {
            label: 'New Requests',
            // Counted up to 100 (a dense metro has thousands in reach).
            value:
              stats.data === undefined
                ? undefined
                : stats.data.newRequests >= NEW_REQUESTS_MAX
                  ? `${NEW_REQUESTS_MAX}+`
                  : stats.data.newRequests,
            icon: Inbox,
          },
          {
            label: 'Response Rate',
            value: stats.data
              ? stats.data.leadsCounted === 0
                ? 'New'
                : `${stats.data.responseRate}%`
              : undefined,
            icon: Percent,
            hint: 'Leads you quoted on, of those a day old',
          },
          { label: 'Avg. Rating', value: averageRating, icon: Star },
          {
            label: 'Est. Earnings',
            value: stats.data ? formatRandOnOneLine(stats.data.estimatedEarnings) : undefined,
            icon: Wallet,
            hint: 'Accepted and completed jobs',
          },
        ]}
      />

      <RequestBoard
        tabs={TABS}
        tab={tab}
        onTabChange={setTab}
        list={list}
        empty={TABS.find((t) => t.value === tab)?.empty ?? ''}
        renderCard={(request) => (
          <ProviderRequestCard
            key={request.id}
            request={request}
            askedForYou={request.requestedProviderId === own.data?.id}
          />
        )}
      />
    </main>
  );
}

function BecomeProvider() {
  return (
    <main id="main" className="flex flex-1 items-start justify-center px-4 py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Wrench className="size-7" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold">Become a Provider</h1>
        <p className="text-sm text-muted-foreground">
          Set up your provider profile to see requests for your services and send quotes.
        </p>
        <Button asChild className="mt-2">
          <Link href="/provider-onboarding">Set up provider profile</Link>
        </Button>
      </Card>
    </main>
  );
}
