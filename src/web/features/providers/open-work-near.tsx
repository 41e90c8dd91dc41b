import { useQuery } from '@tanstack/react-query';
import { BriefcaseBusiness } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { Place } from '../../../domain/schemas/places';
import type { OpenNear } from '../../../domain/schemas/quote-requests';
import { SERVICE_LABELS, SERVICE_TYPES } from '../../../domain/services';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { apiJson, failureText } from '../../lib/api';
import { useStarted } from '../../lib/use-started';

const AddressSearch = lazy(() =>
  import('../places/address-search').then((module) => ({ default: module.AddressSearch })),
);

function useOpenWorkNear(place: Place | null) {
  return useQuery({
    queryKey: ['/api/quote-requests/open-near', place?.latitude, place?.longitude],
    queryFn: () =>
      apiJson<OpenNear>(
        'GET',
        `/api/quote-requests/open-near?latitude=${place?.latitude ?? 0}&longitude=${place?.longitude ?? 0}`,
      ),
    enabled: place !== null,
  });
}

function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The pitch page's "how much work is there near me": a place the person types, and the open
 * requests within 25 km of it that still take quotes, per service.
 */
export function OpenWorkNear() {
  const [place, setPlace] = useState<Place | null>(null);
  const open = useOpenWorkNear(place);
  const fieldId = useId();
  // The address search runs in the browser only: the prerendered page shows its field waiting.
  const started = useStarted();
  const waiting = <Input id={fieldId} disabled placeholder="Suburb or town" />;
  let answer = null;
  if (place && open.isPending) answer = <Skeleton className="h-16 w-full" />;
  else if (place && open.isError)
    answer = (
      <p className="text-sm text-destructive" role="alert">
        {failureText(open.error, 'Could not count the requests')}
      </p>
    );
  else if (place && open.data) {
    const { total, byService, radiusKm } = open.data;
    answer = (
      <div className="grid gap-2" data-testid="open-work-near">
        <p className="text-lg font-semibold">
          {total === 0
            ? `No open requests within ${radiusKm} km of ${place.name} right now`
            : `${plural(total, 'open request', 'open requests')} within ${radiusKm} km of ${place.name} right now`}
        </p>
        {total > 0 ? (
          <ul className="flex flex-wrap gap-2 text-sm">
            {SERVICE_TYPES.filter((service) => byService[service] > 0).map((service) => (
              <li key={service} className="rounded-full bg-muted px-3 py-1">
                {SERVICE_LABELS[service]}: {byService[service]}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            Requests come and go all day. Sign up now and you are told the moment one arrives in
            your area, before other providers fill the five places.
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-4 rounded-xl border bg-card p-5">
      <h3 className="flex items-center gap-2 font-semibold">
        <BriefcaseBusiness className="size-5 text-primary" aria-hidden />
        How much work is near you?
      </h3>
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>Your suburb or town</Label>
        {started ? (
          <Suspense fallback={waiting}>
            <AddressSearch
              id={fieldId}
              placeholder="Suburb or town, e.g. Umlazi or Sea Point"
              value={place}
              onChange={setPlace}
            />
          </Suspense>
        ) : (
          waiting
        )}
      </div>
      <div aria-live="polite">{answer}</div>
    </div>
  );
}
