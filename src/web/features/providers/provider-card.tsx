import { BadgeCheck, Clock, MapPin, Star } from 'lucide-react';
import { Link } from 'wouter';
import { formatRand } from '../../../domain/money';
import { shortPlace } from '../../../domain/places';
import { displayRating } from '../../../domain/presets';
import type { ProviderListItem } from '../../../domain/schemas/providers';
import { SERVICE_LABELS, isServiceType } from '../../../domain/services';
import { TooltipButton } from '../../components/ui/tooltip';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A provider as Browse Providers shows it: rating in tenths, the hourly rate or 'Quotes per job'
 * for one who prices each job, the response time when the provider gave one, the place as
 * 'Suburb, Town'.
 */
export function ProviderCard({ provider }: { provider: ProviderListItem }) {
  const first = provider.services[0]?.toLowerCase();
  return (
    <Card className="flex flex-col p-5" data-testid="provider-card">
      <div className="flex items-start gap-3">
        <span
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
          aria-hidden
        >
          {initials(provider.name) || 'P'}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold leading-snug">{provider.name}</h2>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="truncate" title={provider.location}>
              {shortPlace(provider.location)}
            </span>
            {provider.distanceKm === undefined ? null : (
              <span className="shrink-0" data-testid="provider-distance">
                · {provider.distanceKm < 1 ? 'under 1 km' : `${provider.distanceKm} km`} away
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="flex items-center gap-1">
          <Star className="size-4 fill-warm text-warm" aria-hidden />
          <span className="font-medium">{displayRating(provider.rating)}</span>
          <span className="text-muted-foreground">({provider.reviewCount} reviews)</span>
        </p>
        {provider.isVerified === 1 ? (
          <TooltipButton
            content="Khaya has checked this provider's identity and trade documents."
            className="min-h-6 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Badge tone="info" data-testid="verified">
              <BadgeCheck className="size-3.5" aria-hidden />
              Verified
            </Badge>
          </TooltipButton>
        ) : null}
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Services">
        {provider.services.map((service) => (
          <li key={service} className="rounded-full bg-muted px-2.5 py-0.5 text-xs">
            {isServiceType(service) ? SERVICE_LABELS[service] : service}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-center justify-between gap-2 text-sm">
        {provider.hourlyRate === null ? (
          <span className="font-semibold" data-testid="rate">
            Quotes per job
          </span>
        ) : (
          <span data-testid="rate">
            <span className="font-semibold">{formatRand(provider.hourlyRate)}</span>
            <span className="text-muted-foreground">/hr</span>
          </span>
        )}
        {provider.responseTime ? (
          <span className="flex items-center gap-1 text-muted-foreground">
            <Clock className="size-3.5" aria-hidden />
            {provider.responseTime}
          </span>
        ) : null}
      </div>
      <Button asChild variant="outline" className="mt-4">
        <Link href={requestHref(provider, first)}>Request quote</Link>
      </Button>
    </Card>
  );
}

/** The request form asking this provider by name, for its first service. */
function requestHref(provider: ProviderListItem, service: string | undefined): string {
  const params = new URLSearchParams({ provider: provider.id, providerName: provider.name });
  if (service) params.set('service', service);
  return `/request?${params.toString()}`;
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
