import { Clock, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { shortPlace } from '../../../domain/places';
import type { ProviderListItem } from '../../../domain/schemas/providers';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import type { NearPlace } from './search-target';
import { ProviderBadges } from './provider-badges';
import {
  ProviderAvatar,
  ProviderRate,
  ProviderRating,
  providerPageHref,
  requestQuoteHref,
  ServiceChips,
} from './provider-parts';
import { distanceWords, reliabilityText, responseTimeWords } from './provider-words';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * A provider as Browse Providers shows it: rating in tenths, the hourly rate or 'Quotes per job'
 * for one who prices each job, the response time when the provider gave one, the place as
 * 'Suburb, Town'.
 */
export function ProviderCard({
  provider,
  near,
}: {
  provider: ProviderListItem;
  /** The place Browse Providers is filtered to: the provider's page shows the distance too. */
  near?: NearPlace | undefined;
}) {
  const reliability = reliabilityText(provider.reliability);
  return (
    <Card className="flex flex-col p-5" data-testid="provider-card">
      <div className="flex items-start gap-3">
        <ProviderAvatar name={provider.name} photoUrl={provider.profilePhotoUrl} />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold leading-snug">
            <Link
              href={providerPageHref(provider, near)}
              className="underline-offset-2 hover:underline"
            >
              {provider.name}
            </Link>
          </h2>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="truncate" title={provider.location}>
              {shortPlace(provider.location)}
            </span>
            {provider.distanceKm === undefined ? null : (
              <span className="shrink-0" data-testid="provider-distance">
                · {m.pv_away({ distance: distanceWords(provider.distanceKm) })}
              </span>
            )}
          </p>
        </div>
      </div>
      <p className="mt-3 flex items-center gap-1 text-sm">
        <ProviderRating provider={provider} />
      </p>
      {reliability ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="provider-reliability">
          {reliability}
        </p>
      ) : null}
      <ProviderBadges badges={provider.badges} responsive={provider.responsive} className="mt-2" />
      <ServiceChips services={provider.services} />
      <div className="mt-4 flex items-center justify-between gap-2 text-sm">
        <ProviderRate provider={provider} />
        {provider.responseTime ? (
          <span className="flex items-center gap-1 text-muted-foreground">
            <Clock className="size-3.5" aria-hidden />
            {responseTimeWords(provider.responseTime)}
          </span>
        ) : null}
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2">
        {/* Two words in English, four in isiZulu: each may take a second line. */}
        <Button asChild variant="ghost" className="h-auto min-h-11 whitespace-normal text-center">
          <Link href={providerPageHref(provider, near)}>{m.pv_see_reviews()}</Link>
        </Button>
        <Button asChild variant="outline" className="h-auto min-h-11 whitespace-normal text-center">
          <Link href={requestQuoteHref(provider)}>{m.pv_request_quote()}</Link>
        </Button>
      </div>
    </Card>
  );
}

export function ProviderCardSkeleton() {
  return (
    <Card className="flex flex-col gap-3 p-5" data-testid="provider-skeleton">
      <div className="flex gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-11 w-full" />
    </Card>
  );
}
