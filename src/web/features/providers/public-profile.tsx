import {
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  CircleCheck,
  Clock,
  MapPin,
} from 'lucide-react';
import { reliabilityWords } from '../../../domain/reliability';
import { usualHoursText } from '../../../domain/working-hours';
import { Link } from 'wouter';
import { shortPlace } from '../../../domain/places';
import type { ProviderPage } from '../../../domain/schemas/providers';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { ProviderBadges } from './provider-badges';
import { ProviderAvatar, ProviderRate, requestQuoteHref, ServiceChips } from './provider-parts';
import { monthFormat } from '../../lib/dates';

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

export function Profile({ provider, near }: { provider: ProviderPage; near: string | null }) {
  const jobs = provider.jobsCompleted;
  const hours = usualHoursText(provider.workingHours);
  const reliability = reliabilityWords(provider.reliability);
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
          <ProviderBadges badges={provider.badges} responsive={provider.responsive} />
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
        {reliability ? (
          <li className="flex items-center gap-1.5" data-testid="provider-reliability">
            <CircleCheck className="size-4 text-muted-foreground" aria-hidden />
            {reliability}
          </li>
        ) : null}
        {hours ? (
          <li className="flex items-start gap-1.5" data-testid="usual-hours">
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            Usually works {hours}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
          On Khaya since {monthFormat.format(new Date(provider.memberSince))}
        </li>
      </ul>
      <Button asChild size="lg" className="sm:justify-self-start">
        <Link href={requestQuoteHref(provider)}>Request quote</Link>
      </Button>
    </Card>
  );
}

export function ProfileSkeleton() {
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
