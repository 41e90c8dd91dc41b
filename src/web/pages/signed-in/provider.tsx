import { Pencil, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { shortPlace } from '../../../domain/places';
import { isServiceType } from '../../../domain/services';
import { Button } from '../../components/ui/button';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { Card } from '../../components/ui/card';
import { PushOffer } from '../../features/notifications/push-offer';
import { WhenVisible } from '../../components/when-visible';
import { useOwnProvider } from '../../features/providers/api';
import { BecomeProvider } from '../../features/providers/become-provider';
import { CalendarFeedCard } from '../../features/bookings/calendar-feed-card';
import { DaysOffCard } from '../../features/providers/days-off-card';
import { StandingNotice } from '../../features/providers/standing-notice';
import { PriceListCard } from '../../features/instant-cleans/price-list-card';
import { WorkingHoursCard } from '../../features/providers/working-hours-card';
import { useQuoteRequests } from '../../features/quote-requests/api';
import { ProviderStats } from '../../features/quote-requests/provider-stats';
import { ProviderRequestCard } from '../../features/quote-requests/provider-request-card';
import { RequestBoard } from '../../features/quote-requests/request-board';
import { m } from '../../../i18n/paraglide/messages.js';
import { serviceWord } from '../../lib/service-words';

// Photos of past work, their form and thumbnails load when scrolled to (/provider stays under
// its 150 KiB, and a phone fetches no thumbnails it does not show).
const WorkPhotosCard = lazy(() => import('../../features/providers/work-photos-card'));
const TABS = [
  { value: 'new', label: m.pdash_tab_new(), empty: m.pdash_empty_new() },
  { value: 'quoted', label: m.pdash_tab_quoted(), empty: m.pdash_empty_quoted() },
  { value: 'all', label: m.pdash_tab_all(), empty: m.pdash_empty_all() },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** The card's place while its code loads: its heading, so the page does not jump. */
function PastWorkPlaceholder() {
  return (
    <Card id="past-work" className="mt-6 p-6" data-testid="past-work-placeholder">
      <h2 className="text-lg font-semibold">{m.pdash_photos_heading()}</h2>
    </Card>
  );
}

export default function ProviderDashboardPage() {
  const own = useOwnProvider();
  const hasProfile = Boolean(own.data);
  const [tab, setTab] = useState<Tab>('new');
  // Each tab asks the server for its own requests (a tab's matches may be on later pages).
  const list = useQuoteRequests('provider', tab === 'all' ? undefined : tab, hasProfile);

  if (own.isError) return <LoadFailed />;
  if (own.isPending) return <PageSkeleton />;
  if (!own.data) return <BecomeProvider />;

  return (
    <main id="main" className="mx-auto w-full max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{m.pdash_title()}</h1>
          <p className="text-muted-foreground">
            {m.pdash_lead({
              services: own.data.services
                .map((one) => (isServiceType(one) ? serviceWord(one).toLowerCase() : one))
                .join(', '),
              km: own.data.serviceRadiusKm,
              place: shortPlace(own.data.location).split(',')[0] ?? '',
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/provider/verification">
              <ShieldCheck aria-hidden />
              {own.data.badges.length > 0 ? m.pdash_verification() : m.pdash_get_verified()}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/provider/business">{m.pdash_credit()}</Link>
          </Button>
          <Button asChild variant="outline">
            <a href="#past-work">{m.pdash_past_work()}</a>
          </Button>
          <Button asChild variant="outline">
            <Link href="/provider-onboarding">
              <Pencil aria-hidden />
              {m.pdash_edit()}
            </Link>
          </Button>
        </div>
      </div>

      <StandingNotice standing={own.data.standing} />
      <PushOffer about="leads" />
      <ProviderStats rating={own.data.rating} reviewCount={own.data.reviewCount} />
      <WorkingHoursCard profile={own.data} />
      <DaysOffCard />
      <CalendarFeedCard />
      {own.data.services.includes('cleaning') ? <PriceListCard /> : null}

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
      <WhenVisible placeholder={<PastWorkPlaceholder />}>
        <Suspense fallback={<PastWorkPlaceholder />}>
          <WorkPhotosCard providerId={own.data.id} providerName={own.data.name} />
        </Suspense>
      </WhenVisible>
    </main>
  );
}
