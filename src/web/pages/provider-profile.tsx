import { ArrowLeft, BriefcaseBusiness, CalendarDays, Clock, MapPin } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useRawSearch } from '../lib/use-raw-search';
import { shortPlace } from '../../domain/places';
import { providerPageDescription, providerPageTitle } from '../../domain/provider-text';
import type { ProviderPage } from '../../domain/schemas/providers';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Skeleton } from '../components/ui/skeleton';
import { useProviderPage } from '../features/providers/api';
import { ProviderBadges } from '../features/providers/provider-badges';
import {
  ProviderAvatar,
  ProviderRate,
  requestQuoteHref,
  ServiceChips,
} from '../features/providers/provider-parts';
import { MONTH } from '../features/reviews/labels';
import { RatingSummary } from '../features/reviews/rating-summary';
import { ProviderReviews } from '../features/reviews/review-list';
import { useDocumentTitle } from '../lib/use-document-title';

/** 'Travels to Sea Point (3 km away)', or that the place is outside the provider's area. */
function DistanceLine({ provider, near }: { provider: ProviderPage; near: string }) {
  const distance = provider.distanceKm;
  if (distance === undefined) return null;
  const away = distance < 1 ? 'under 1 km' : `${distance} km`;
  return distance <= provider.serviceRadiusKm ? (
    <p className="text-sm text-success" data-testid="provider-reach">
      Travels to {near} ({away} away)
    </p>
  ) : (
    <p className="text-sm text-destructive" data-testid="provider-reach">
      {near} is {away} away, outside the {provider.serviceRadiusKm} km {provider.name} travels
    </p>
  );
}

function Profile({ provider, near }: { provider: ProviderPage; near: string | null }) {
  const jobs = provider.jobsCompleted;
  return (
    <Card className="grid gap-4 p-5">
      <div className="flex items-start gap-4">
        <ProviderAvatar
          name={provider.name}
          photoUrl={provider.profilePhotoUrl}
          className="size-16 text-xl"
        />
        <div className="grid min-w-0 flex-1 gap-1">
          <h1 className="text-2xl font-semibold leading-tight tracking-tight">{provider.name}</h1>
          <ProviderBadges badges={provider.badges} />
          <p className="flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span>
              {shortPlace(provider.location)} · travels up to {provider.serviceRadiusKm} km
            </span>
          </p>
          {near ? <DistanceLine provider={provider} near={near} /> : null}
        </div>
      </div>
      <ServiceChips services={provider.services} />
      <ul className="grid gap-2 text-sm sm:grid-cols-2">
        <li>
          <ProviderRate provider={provider} />
        </li>
        {provider.responseTime ? (
          <li className="flex items-center gap-1.5">
            <Clock className="size-4 text-muted-foreground" aria-hidden />
            {provider.responseTime}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5" data-testid="jobs-completed">
          <BriefcaseBusiness className="size-4 text-muted-foreground" aria-hidden />
          {jobs === 0
            ? 'No jobs through Khaya yet'
            : `${jobs} job${jobs === 1 ? '' : 's'} done through Khaya`}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
          On Khaya since {MONTH.format(new Date(provider.memberSince))}
        </li>
      </ul>
      <Button asChild size="lg" className="sm:justify-self-start">
        <Link href={requestQuoteHref(provider)}>Request quote</Link>
      </Button>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <Card className="grid gap-4 p-5" aria-busy data-testid="provider-page-skeleton">
      <div className="flex gap-4">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-11 w-40" />
    </Card>
  );
}

/**
 * A provider's public page: who they are, where they work, what Khaya knows of their work (jobs
 * completed, member since) and what their customers said, with 'Request quote'.
 */
export default function ProviderProfilePage() {
  const { id = '' } = useParams<{ id: string }>();
  const search = useRawSearch();
  const near = new URLSearchParams(search).get('near');
  const page = useProviderPage(id, search);
  const provider = page.data ?? null;
  useDocumentTitle(
    provider ? providerPageTitle(provider) : null,
    provider ? providerPageDescription(provider) : undefined,
  );
  const browse = search ? `/providers?${search}` : '/providers';

  return (
    <main id="main" className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6 px-4 py-6">
      <Link
        href={browse}
        className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-primary"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Browse Providers
      </Link>
      {page.isPending ? (
        <ProfileSkeleton />
      ) : page.isError ? (
        <p role="alert" className="text-muted-foreground">
          Could not load this provider. Check your connection and reload the page.
        </p>
      ) : provider === null ? (
        <div className="grid gap-2">
          <h1 className="text-2xl font-semibold">This provider is not listed</h1>
          <p className="text-muted-foreground">
            The link may be old, or the provider has left Khaya. Other providers near you can quote.
          </p>
        </div>
      ) : (
        <>
          <Profile provider={provider} near={near} />
          {provider.bio ? (
            <section aria-labelledby="about-heading" className="grid gap-2">
              <h2 id="about-heading" className="text-lg font-semibold">
                About
              </h2>
              <p className="whitespace-pre-line [overflow-wrap:anywhere]">{provider.bio}</p>
            </section>
          ) : null}
          <section aria-labelledby="reviews-heading" className="grid gap-4">
            <h2 id="reviews-heading" className="text-lg font-semibold">
              Reviews
            </h2>
            <RatingSummary provider={provider} />
            <ProviderReviews
              providerId={provider.id}
              providerName={provider.name}
              pagePath={`/providers/${provider.id}${search ? `?${search}` : ''}`}
            />
          </section>
        </>
      )}
    </main>
  );
}
