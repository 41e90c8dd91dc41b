import {
  BriefcaseBusiness,
  CalendarClock,
  CalendarDays,
  CircleCheck,
  Clock,
  MapPin,
} from 'lucide-react';
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
import { WEEKDAY_WORDS } from '../../lib/visit-dates';
import { distanceWords, reliabilityText, responseTimeWords } from './provider-words';
import { m } from '../../../i18n/paraglide/messages.js';

/** 'Travels to Sea Point (3 km away)', or that the place is outside the provider's area. */
function DistanceLine({ provider, near }: { provider: ProviderPage; near: string }) {
  const distance = provider.distanceKm;
  if (distance === undefined) return null;
  const away = distanceWords(distance);
  return distance <= provider.serviceRadiusKm ? (
    <p className="text-sm text-success" data-testid="provider-reach">
      {m.pv_travels_to({ place: near, distance: away })}
    </p>
  ) : (
    <p className="text-sm text-destructive" data-testid="provider-reach">
      {m.pv_outside({
        place: near,
        distance: away,
        radius: provider.serviceRadiusKm,
        name: provider.name,
      })}
    </p>
  );
}

export function Profile({ provider, near }: { provider: ProviderPage; near: string | null }) {
  const jobs = provider.jobsCompleted;
  const hours = usualHoursText(provider.workingHours, WEEKDAY_WORDS);
  const reliability = reliabilityText(provider.reliability);
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
              {shortPlace(provider.location)} ·{' '}
              {m.pv_travels_up_to({ km: provider.serviceRadiusKm })}
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
            {responseTimeWords(provider.responseTime)}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5" data-testid="jobs-completed">
          <BriefcaseBusiness className="size-4 text-muted-foreground" aria-hidden />
          {jobs === 0
            ? m.pv_no_jobs()
            : jobs === 1
              ? m.pv_jobs_one()
              : m.pv_jobs_many({ count: jobs })}
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
            {m.pv_usually_works({ hours })}
          </li>
        ) : null}
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
          {m.pv_since({ month: monthFormat.format(new Date(provider.memberSince)) })}
        </li>
      </ul>
      <Button asChild size="lg" className="sm:justify-self-start">
        <Link href={requestQuoteHref(provider)}>{m.pv_request_quote()}</Link>
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
